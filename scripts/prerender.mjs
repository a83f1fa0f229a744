// Prerendered heads (issue 13 item 5, docs/decisions.md "Prerendered heads"): for every fixed public page in each
// language, the production build is opened once in Chromium and the head the app itself renders (PageMeta: title,
// description, canonical, hreflang, Open Graph, Twitter card; its texts from the Lingui catalogs and the content
// backend) is written into a copy of the language's shell, dist/_pages/<address>/index.html, which nginx serves
// for that address (deploy/nginx.conf). Nothing is duplicated: the app is the only definition of its heads.
//
// The content comes from the simulator (sim:server, started here) unless PRERENDER_API_ORIGIN names a real
// backend's origin (its /content-api and /app-api). Without Chromium it warns and writes no page (the shells
// still serve every address); PRERENDER=required makes that an error.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = [
  { code: 'hy', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ru', prefix: '/ru' },
];
/** The shell's own tags that a page's head replaces. */
const HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(', ');

/** The calculators' tabs, read from the app's own table (src/shared/config/calculators.ts). */
async function calculatorTabs() {
  const source = readFileSync(join(root, 'src/shared/config/calculators.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return [...module.CALCULATOR_TABS];
}

/** The fixed public pages (language-free paths). Slug pages keep their client-side head. */
export async function fixedRoutes() {
  const tabs = await calculatorTabs();
  return ['/', ...tabs.map((tab) => `/calculators/${tab}`), '/company', '/faq', '/news', '/blog', '/contacts', '/services', '/careers', '/privacy-policy', '/login'];
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Tags as HTML, the last of each kind winning (a page may render PageMeta while it loads and when it has data). */
function headHtml(tags) {
  const byKey = new Map();
  for (const tag of tags) byKey.set(tag.key, tag);
  return [...byKey.values()]
    .map(({ name, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, 'data-prerendered': '' })
        .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`))
        .join('');
      return name === 'title' ? `<title${attrs}>${escapeText(text)}</title>` : `<${name}${attrs}>`;
    })
    .join('');
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`prerender: ${url} did not answer`);
}

export async function prerender(dist) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    const message = `prerender: no Chromium at ${executablePath}: no prerendered heads written (the shells serve every address)`;
    if (process.env.PRERENDER === 'required') throw new Error(message);
    console.warn(message);
    return;
  }
  const started = Date.now();
  const port = Number(process.env.PRERENDER_PORT ?? 47330);
  const apiOrigin = process.env.PRERENDER_API_ORIGIN?.replace(/\/+$/, '') || `http://127.0.0.1:${port + 1}`;
  const children = [spawn(process.execPath, [join(root, 'scripts/serve-static.mjs'), dist, String(port), 'spa'], { stdio: 'ignore' })];
  if (!process.env.PRERENDER_API_ORIGIN) {
    children.push(spawn(process.execPath, [join(root, 'scripts/sim-server.mjs')], { env: { ...process.env, SIM_PORT: String(port + 1) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  let written = 0;
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    if (!process.env.PRERENDER_API_ORIGIN) await waitFor(`${apiOrigin}/__sim/health`);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // The app calls its own origin; the calls go to the content backend (the simulator or PRERENDER_API_ORIGIN).
    await context.route(/\/(content-api|app-api)\//, async (route) => {
      const url = new URL(route.request().url());
      route.fulfill({ response: await route.fetch({ url: `${apiOrigin}${url.pathname}${url.search}` }) });
    });
    // Nothing else is needed for the head: no images, fonts or third parties.
    await context.route(/\.(png|jpe?g|svg|webp|woff2?)(\?|$)/, (route) => route.abort());
    const shells = Object.fromEntries(LANGS.map(({ code }) => [code, readFileSync(join(dist, '_pages', `shell-${code}.html`), 'utf8')]));
    const jobs = (await fixedRoutes()).flatMap((path) => LANGS.map((lang) => ({ path, lang })));
    const work = async () => {
      const page = await context.newPage();
      // The head is final once the page's calls are answered: PageMeta renders with the page's data.
      let inFlight = 0;
      let lastChange = Date.now();
      const isApi = (request) => /\/(content-api|app-api)\//.test(request.url());
      const settle = (delta) => (request) => {
        if (!isApi(request)) return;
        inFlight += delta;
        lastChange = Date.now();
      };
      page.on('request', settle(1));
      page.on('requestfinished', settle(-1));
      page.on('requestfailed', settle(-1));
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const address = `${job.lang.prefix}${job.path === '/' ? '' : job.path}` || '/';
        await page.goto(`http://127.0.0.1:${port}${address}`, { waitUntil: 'load' });
        await page.waitForSelector('link[rel="canonical"]', { state: 'attached', timeout: 15_000 });
        const deadline = Date.now() + 10_000;
        while ((inFlight > 0 || Date.now() - lastChange < 150) && Date.now() < deadline) await page.waitForTimeout(50);
        const { title, tags } = await page.evaluate((selector) => ({
          title: document.title,
          tags: [...document.head.querySelectorAll(selector)].map((element) => {
            const attributes = Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
            const name = element.tagName.toLowerCase();
            const key = `${name}:${attributes.rel ?? ''}:${attributes.hreflang ?? ''}:${attributes.name ?? ''}:${attributes.property ?? ''}`;
            return { name, key, attributes, text: element.textContent ?? '' };
          }),
        }), HEAD_SELECTOR);
        // document.title is the first <title>: the page's (React puts it before the shell's).
        const head = headHtml([{ name: 'title', key: 'title', attributes: {}, text: title }, ...tags.filter((tag) => tag.name !== 'title')]);
        const html = shells[job.lang.code].replace(/<title>[^<]*<\/title>/, '').replace('</head>', `${head}</head>`);
        const file = join(dist, '_pages', address === '/' ? '' : address, 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
        written += 1;
      }
      await page.close();
    };
    await Promise.all([work(), work(), work()]);
  } finally {
    await browser.close();
    for (const child of children) child.kill('SIGTERM');
  }
  console.log(`prerender: ${written} pages' heads in ${((Date.now() - started) / 1000).toFixed(1)} s (content from ${process.env.PRERENDER_API_ORIGIN ?? 'the simulator'})`);
}
