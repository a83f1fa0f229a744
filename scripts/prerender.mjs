/* global document, window, fetch, Buffer, PerformanceObserver, Response */
// Prerendered heads (issue 13 item 5, docs/decisions/prerendered-heads.md): for every fixed public page in each
// language, the production build is opened once in Chromium and the head the app itself renders (PageMeta: title,
// description, canonical, hreflang, Open Graph, Twitter card; its texts from the Lingui catalogs and the content
// backend) is written into a copy of the language's shell, dist/_pages/<address>/index.html, which nginx serves
// for that address (deploy/nginx.conf). Nothing is duplicated: the app is the only definition of its heads.
//
// The content comes from the simulator (sim:server, started here) unless PRERENDER_API_ORIGIN names a real
// backend's origin (its /content-api and /app-api). Without Chromium it warns and writes no page (the shells
// still serve every address); PRERENDER=required makes that an error.
//
// Early content calls (docs/decisions/early-calls.md): a page's first paint with data waits for its
// content calls (home: /content-api/home/, contacts: /content-api/contacts/; header and footer on every page), which
// the app makes only once the entry, the route's chunks and the catalog have run. The content client's calls are
// POST multipart, which `<link rel="preload" as="fetch">` cannot make (GET only), so the content calls a page made
// on load here (address and form fields, no files) are written into its HTML as the data of a small script
// (scripts/early-calls.browser.js, minified to /static/js/early-calls.<hash>.js: script-src 'self', connect-src
// 'self') that makes the same calls at once; the app's HTTP layer takes those answers instead of asking again
// (src/shared/api/early-calls.ts: the identical call only, once, within 30 s). Only the list of calls comes from
// the build: the answers are the backend's of the moment, as if the app had asked. A call the page no longer makes
// is made in vain, nothing more; a call it makes differently (another language, a payload) goes out as usual.
// Only same-origin content calls (the default PUBLIC_CONTENT_API_URL, /content-api) are recorded: a content API on
// another origin gets no early calls. The application client's reads made on load (the calculators' form:
// get-popup-input-list/public/, the dictionaries) are listed by the app's own HTTP layer for the prerender
// (src/shared/api/early-calls.ts `notePrerenderRead`: the exact request, its body and headers; never one that carries
// a token) and written in the same way.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { createHash } from 'node:crypto';
import { build, transform } from 'esbuild';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.mjs';
import { SAMPLES, SLUG_PAGES_FILE, addressOf, commonPart, pickSamples, slugPages } from './slug-pages.mjs';

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

/** A module of the app's own config (src/shared/config), as the build would bundle it. */
async function appConfig(file) {
  // Bundled: the calculators' table imports its neighbour (the overridable ids, api-table.ts), which reads the build's env.
  const { outputFiles } = await build({
    entryPoints: [join(root, 'src/shared/config', file)],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'import.meta.env.PUBLIC_API_OVERRIDES': JSON.stringify(process.env.PUBLIC_API_OVERRIDES ?? ''), 'import.meta.env': '{}' },
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The calculators' tabs, read from the app's own table (src/shared/config/calculators.ts). */
const calculatorTabs = async () => [...(await appConfig('calculators.ts')).CALCULATOR_TABS];

/** The fixed public pages (language-free paths). Slug pages keep their client-side head. */
export async function fixedRoutes() {
  const tabs = await calculatorTabs();
  return ['/', ...tabs.map((tab) => `/calculators/${tab}`), '/company', '/faq', '/news', '/blog', '/contacts', '/services', '/customers', '/careers', '/privacy-policy', '/login'];
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

/**
 * The entry's stylesheets inlined: the first render needs no other request than the scripts (Lighthouse's
 * "render-blocking resources"). The CSP allows inline styles; their url()s are absolute already.
 */
let inlineStyles = (html) => html;

/** A stylesheet of `dist` as a `<style>` element (`attributes`: its own, e.g. ` data-href="…"`). */
const styleElement = (dist, path, attributes = '') => `<style${attributes}>${readFileSync(join(dist, path), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;

/** A browser script of scripts/ (`<name>.browser.js`: the early calls, the first paint's swap) minified into dist/static/js; its address. */
export async function writeBrowserScript(dist, base) {
  const { code } = await transform(readFileSync(join(root, `scripts/${base}.browser.js`), 'utf8'), { minify: true, target: 'es2018' });
  const name = `${base}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'static', 'js', name), code);
  return `/static/js/${name}`;
}

/** A content call's form fields (multipart body), or null when it has a file or cannot be read. */
async function formFields(request) {
  try {
    const body = request.postDataBuffer();
    const type = await request.headerValue('content-type');
    if (!body || !type?.startsWith('multipart/form-data')) return null;
    const fields = {};
    for (const [key, value] of await new Response(body, { headers: { 'content-type': type } }).formData()) {
      if (typeof value !== 'string' || key in fields) return null;
      fields[key] = value;
    }
    return fields;
  } catch {
    return null;
  }
}

/** A free port on 127.0.0.1 (several worktrees may build at once). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function prerender(dist) {
  inlineStyles = (html) => html.replace(/<link href="(\/static\/css\/[^"]+\.css)" rel="stylesheet">/g, (_, path) => styleElement(dist, path));
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    const message = `prerender: no Chromium at ${executablePath}: no prerendered heads written (the shells serve every address)`;
    if (process.env.PRERENDER === 'required') throw new Error(message);
    console.warn(message);
    return;
  }
  const started = Date.now();
  const port = Number(process.env.PRERENDER_PORT ?? (await freePort()));
  const simPort = await freePort();
  const apiOrigin = process.env.PRERENDER_API_ORIGIN?.replace(/\/+$/, '') || `http://127.0.0.1:${simPort}`;
  const children = [spawn(process.execPath, [join(root, 'scripts/serve-static.mjs'), dist, String(port), 'spa'], { stdio: 'ignore' })];
  if (!process.env.PRERENDER_API_ORIGIN) {
    children.push(spawn(process.execPath, [join(root, 'scripts/sim-server.mjs')], { env: { ...process.env, SIM_PORT: String(simPort) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  let written = 0;
  const earlyCallsScript = await writeBrowserScript(dist, 'early-calls');
  const firstPaintScript = await writeBrowserScript(dist, 'first-paint');
  let snapshots = 0;
  let slugRoutes = 0;
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    if (!process.env.PRERENDER_API_ORIGIN) await waitFor(`${apiOrigin}/__sim/health`);
    // A phone's viewport (Lighthouse's mobile one): the largest contentful paint is measured where it matters most.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // The app calls its own origin; the calls go to the content backend (the simulator or PRERENDER_API_ORIGIN).
    // A call the backend drops (ECONNRESET on a busy machine) is tried once more, then fails like a network error in
    // the page: never an unhandled rejection that stops the build.
    await context.route(/\/(content-api|app-api|sim-assets)\//, async (route) => {
      const url = new URL(route.request().url());
      const target = `${apiOrigin}${url.pathname}${url.search}`;
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          await route.fulfill({ response: await route.fetch({ url: target }) });
          return;
        } catch (error) {
          if (attempt === 2) console.warn(`prerender: ${url.pathname} failed twice (${error instanceof Error ? error.message.split('\n')[0] : error})`);
        }
      }
      await route.abort('connectionreset').catch(() => undefined);
    });
    // Fonts load as in a browser: those the page asks for before its largest paint are preloaded (below).
    // The largest contentful paint of the page, as the browser saw it.
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcpUrl = entry.url ?? '';
          window.__lcpTime = entry.startTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const shells = Object.fromEntries(LANGS.map(({ code }) => [code, readFileSync(join(dist, '_pages', `shell-${code}.html`), 'utf8')]));
    const jobs = (await fixedRoutes()).flatMap((path) => LANGS.map((lang) => ({ path, lang })));
    const slugRouteList = slugPages((await appConfig('service-groups.ts')).SERVICE_GROUPS);
    /** The slug routes' items opened, per language and route (slug-pages.mjs). */
    const samples = {};
    const work = async () => {
      const page = await context.newPage();
      // The application reads each page makes, as the app's HTTP layer writes them down (early-calls.ts
      // `notePrerenderRead`: only where this list exists), and when the page became complete (nothing a placeholder
      // any more, as first-paint.browser.js waits for before its hand-over), in the page's clock.
      // Until then, what the page leaves for an idle moment waits (requestIdleCallback): the files it asks for before it
      // is complete are then those its complete state needs, not the parts it preloads when idle (the full select),
      // which come sooner than that on this machine than on a phone.
      await page.addInitScript(() => {
        window.__prerenderReads = [];
        const idle = window.requestIdleCallback?.bind(window);
        const waiting = [];
        if (idle) {
          window.requestIdleCallback = (callback, options) => {
            if (window.__prerenderComplete !== undefined) return idle(callback, options);
            waiting.push([callback, options]);
            return 0;
          };
        }
        // Complete as the hand-over sees it: a part below the first screen (`data-placeholder="below"`) may still load.
        // The snapshot waits for those too (`__prerenderWhole`): what it shows does not depend on this machine's timing.
        const check = () => {
          const root = document.getElementById('root');
          const main = root?.querySelector('main');
          if (!main?.firstElementChild || main.getAttribute('aria-busy') === 'true') return;
          if (window.__prerenderComplete === undefined && !root.querySelector('[data-placeholder]:not([data-placeholder="below"])')) {
            window.__prerenderComplete = window.performance.now();
            for (const [callback, options] of waiting.splice(0)) idle(callback, options);
          }
          if (window.__prerenderComplete !== undefined && window.__prerenderWhole === undefined && !root.querySelector('[data-placeholder]')) window.__prerenderWhole = window.performance.now();
        };
        new window.MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-placeholder', 'aria-busy'] });
      });
      // The head is final once the page's calls are answered: PageMeta renders with the page's data.
      let inFlight = 0;
      let lastChange = Date.now();
      const isApi = (request) => /\/(content-api|app-api)\//.test(request.url());
      const settle = (delta) => (request) => {
        if (!isApi(request)) return;
        inFlight += delta;
        lastChange = Date.now();
      };
      // The scripts a page loads after the entry (its route chunks, the catalogs): preloaded by its HTML, so they
      // come in parallel with the entry instead of after it (docs/decisions/lighthouse.md).
      // Only those asked for before the page's last data call went out: they gate its first render with data; what
      // loads after (the full catalog, widgets below) would only compete with them for the bandwidth.
      let scripts = [];
      let lastApiCall = 0;
      // The content calls the page makes on load (early calls, see the top of this file).
      let contentCalls = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/static\/(js|css)\/async\//.test(url.pathname) && !/mapbox/.test(url.pathname)) scripts.push({ path: url.pathname, at: Date.now() });
        if (isApi(request)) lastApiCall = Date.now();
        if (request.method() === 'POST' && url.origin === `http://127.0.0.1:${port}` && /^\/content-api\//.test(url.pathname)) {
          contentCalls.push({ url: url.pathname + url.search, at: Date.now(), form: formFields(request) });
        }
      });
      page.on('request', settle(1));
      page.on('requestfinished', settle(-1));
      page.on('requestfailed', settle(-1));
      /** Opens `address` and waits for its calls' answers and its largest paint; the time of its last data call before its head was there. */
      const open = async (address) => {
        scripts = [];
        contentCalls = [];
        lastApiCall = 0;
        await page.goto(`http://127.0.0.1:${port}${address}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForSelector('link[rel="canonical"]', { state: 'attached', timeout: 60_000 });
        const cutoff = lastApiCall;
        const deadline = Date.now() + 10_000;
        while ((inFlight > 0 || Date.now() - lastChange < 150) && Date.now() < deadline) await page.waitForTimeout(50);
        // The largest paint is reported once its image has loaded.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        // …and painted: on a busy machine a loaded picture (the home banner) may paint after the network went quiet,
        // and its entry is reported after that paint (without this wait, some builds lacked the banner's preload).
        await page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(resolve, 100)))));
        return cutoff;
      };
      /**
       * Whether the open page became complete (nothing a placeholder any more, as first-paint.browser.js waits for
       * before its hand-over), when (`completeAt`, this process's clock), and its application reads made and the files
       * that had arrived before then (all of them when it never was).
       */
      const completion = async () => {
        const complete = await page
          .waitForFunction(() => window.__prerenderComplete !== undefined, null, { timeout: 10_000, polling: 100 })
          .then(() => true)
          .catch(() => false);
        const { reads, files, ago } = await page.evaluate(() => {
          const at = window.__prerenderComplete ?? window.performance.now();
          return {
            ago: window.performance.now() - at,
            reads: (window.__prerenderReads ?? []).filter((read) => read.at <= at),
            // Arrived before it: the complete page needed them (what its last commit asks for comes after it).
            files: window.performance
              .getEntriesByType('resource')
              .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
              .map((entry) => new URL(entry.name).pathname),
          };
        });
        return { complete, reads, files, completeAt: Date.now() - ago };
      };
      /** An application read as the app's HTTP layer listed it, as an early call of this origin (null for another). */
      const readCall = (read) => {
        const origin = `http://127.0.0.1:${port}`;
        if (!read.url.startsWith(`${origin}/`)) return null;
        const url = read.url.slice(origin.length);
        return read.method === 'GET' ? { method: 'GET', url, headers: read.headers } : { url, json: read.json, headers: read.headers };
      };
      /** An item of a slug route (slugPages): what it needed before it was complete, and its parameters (commonPart puts the placeholders). */
      const sample = async (job) => {
        await open(`${job.lang.prefix}${job.path}`);
        const { complete, reads, files, completeAt } = await completion();
        if (!complete) {
          console.warn(`prerender: ${job.lang.prefix}${job.path} (an item of ${job.sample}) still had a placeholder after 10 s: not a sample`);
          return;
        }
        const calls = [];
        for (const call of contentCalls.filter((item) => item.at <= completeAt)) {
          const form = await call.form;
          if (form) calls.push({ url: call.url, form });
        }
        for (const read of reads) {
          const call = readCall(read);
          if (call) calls.push(call);
        }
        const needed = scripts.map((script) => script.path).filter((path) => files.includes(path) && !shells[job.lang.code].includes(path));
        const items = ((samples[job.lang.code] ??= {})[job.sample] ??= []);
        items.push({ files: [...new Set(needed)], calls, params: job.params });
      };
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        if (job.sample) {
          await sample(job);
          continue;
        }
        const address = `${job.lang.prefix}${job.path === '/' ? '' : job.path}` || '/';
        const cutoff = await open(address);
        const { title, tags, lcpUrl, fonts } = await page.evaluate((selector) => ({
          title: document.title,
          lcpUrl: window.__lcpUrl ?? '',
          // The font files the first screen asked for: requested before the largest paint (text paints in a fallback
          // font first, font-display: swap, and asks for its face as it is laid out).
          fonts: window.performance
            .getEntriesByType('resource')
            .filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname) && entry.startTime <= (window.__lcpTime ?? Infinity))
            .map((entry) => new URL(entry.name).pathname),
          tags: [...document.head.querySelectorAll(selector)].map((element) => {
            const attributes = Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
            const name = element.tagName.toLowerCase();
            const key = `${name}:${attributes.rel ?? ''}:${attributes.hreflang ?? ''}:${attributes.name ?? ''}:${attributes.property ?? ''}`;
            return { name, key, attributes, text: element.textContent ?? '' };
          }),
        }), HEAD_SELECTOR);
        // The first paint (docs/decisions/prerendered-first-paint.md): the page's body as the app rendered it, once
        // nothing in it is a placeholder any more (skeletons, parts still loading). A page that never gets there (a
        // call that failed) is written without one: the app's own skeleton is its first paint, as before.
        // The page's application reads (the calculators' form descriptors and dictionaries), made before it was
        // complete (all of them when it never was): its first render with data, and the hand-over to the app, wait
        // for them as for its content calls. And the files that had arrived by then.
        const { complete, reads, files } = await completion();
        // A list of a slug route's items: three of them are opened too (their route's table, slug-pages.mjs).
        for (const entry of slugRouteList.filter((candidate) => candidate.list === job.path)) {
          const links = await page.evaluate(() => [...document.querySelectorAll('#root a[href]')].map((link) => new URL(link.href).pathname));
          const paths = links.map((path) => (job.lang.prefix && path.startsWith(`${job.lang.prefix}/`) ? path.slice(job.lang.prefix.length) : path));
          for (const params of pickSamples(entry, paths)) jobs.push({ sample: entry.route, params, lang: job.lang, path: addressOf(entry.route, params) });
        }
        // Its parts below the first screen too (above).
        const whole = complete && (await page.waitForFunction(() => window.__prerenderWhole !== undefined, null, { timeout: 10_000, polling: 100 }).then(() => true).catch(() => false));
        if (complete && !whole) console.warn(`prerender: ${address} still had a part below the first screen loading after 10 s: written without a first paint`);
        const snapshot = whole
          ? await page.evaluate(() => {
              const clone = document.getElementById('root').cloneNode(true);
              // What the build cannot know (signed in or not) keeps its place, empty.
              for (const element of clone.querySelectorAll('[data-first-paint="blank"]')) element.style.visibility = 'hidden';
              // The app's own tree renders beside it: no id twice in the document (an SVG's own references stay).
              for (const element of clone.querySelectorAll('[id], [for], [data-testid], [autofocus]')) {
                if (!element.closest('svg')) element.removeAttribute('id');
                for (const name of ['for', 'data-testid', 'autofocus']) element.removeAttribute(name);
              }
              return clone.innerHTML;
            })
          : '';
        if (!complete) console.warn(`prerender: ${address} still had a placeholder after 10 s: written without a first paint`);
        // document.title is the first <title>: the page's (React puts it before the shell's).
        const head = headHtml([{ name: 'title', key: 'title', attributes: {}, text: title }, ...tags.filter((tag) => tag.name !== 'title')]);
        // (The map library, 1.8 MB, is never preloaded: the page asks for it when it shows the map.)
        // (The router's chunks are preloaded by every shell already.)
        // The snapshot's stylesheets (the page chunks' ones, in the order the app asked for them) are in the HTML
        // (below): they are not preloaded as well.
        const inlined = snapshot ? [...new Set(scripts.map((script) => script.path).filter((path) => path.endsWith('.css')))] : [];
        // Those asked for before the page's last data call (they gate its first render with data) and, with a
        // snapshot, every file that had to arrive before the page was complete: the hand-over to the app waits for the
        // last of them (the calculator's field components came a round trip after its form on a slow link).
        const critical = scripts
          .filter((script) => (script.at <= cutoff || (snapshot && files.includes(script.path))) && !shells[job.lang.code].includes(script.path) && !inlined.includes(script.path))
          .map((script) => script.path);
        // Low priority. With a snapshot on screen they are asked for after its paint, by first-paint.browser.js
        // (`data-preload`): in the head they competed with the HTML, the entry, the largest image and the fonts
        // (docs/decisions/prerendered-first-paint.md "Chunks after the paint"). Without one (the app's skeleton is the
        // first paint) the head preloads them: the page waits for them.
        const chunkPaths = [...new Set(critical)];
        const preloads = snapshot ? '' : chunkPaths.map((path) => `<link rel="preload" as="${path.endsWith('.css') ? 'style' : 'script'}" href="${path}" fetchpriority="low">`).join('');
        // The page's largest image (home: the first banner) is requested with the HTML instead of after the data.
        const lcpImage = lcpUrl ? new URL(lcpUrl) : null;
        const imageHref = lcpImage ? (lcpImage.origin === `http://127.0.0.1:${port}` ? lcpImage.pathname + lcpImage.search : lcpImage.href) : '';
        const imagePreload = imageHref ? `<link rel="preload" as="image" href="${escapeAttribute(imageHref)}" fetchpriority="high">` : '';
        // The first screen's font files (a face per script and weight): found with the HTML instead of once the
        // stylesheet has been applied to rendered text, so the text swaps to them before or with the largest paint
        // and no later reflow moves it (docs/decisions/fonts-first-screen.md). Low priority, like the chunks: they must not
        // slow the entry down. Same origin, but fonts load in CORS mode.
        const fontPreloads = [...new Set(fonts)].map((path) => `<link rel="preload" as="font" type="font/woff2" href="${path}" crossorigin fetchpriority="low">`).join('');
        // The content calls made before the page's data was in: those its first paint with data waits for.
        const early = new Map();
        for (const call of contentCalls.filter((item) => item.at <= cutoff)) {
          const form = await call.form;
          if (form) early.set(JSON.stringify([call.url, form]), { url: call.url, form });
        }
        // Then its application reads, as the app's HTTP layer listed them (early-calls.ts `notePrerenderRead`).
        for (const read of reads) {
          const call = readCall(read);
          if (call) early.set(JSON.stringify([call.url, read.method, read.json]), call);
        }
        // First in the head: the calls go out while the entry loads.
        const earlyTag = early.size ? `<script async src="${earlyCallsScript}" data-calls="${escapeAttribute(JSON.stringify([...early.values()]))}"></script>` : '';
        // The snapshot's stylesheets, inlined after the entry's: `data-href` tells the app's CSS loader that they are
        // in (it finds them and does not ask for them again).
        const snapshotStyles = inlined.map((path) => styleElement(dist, path, ` data-href="${path}"`)).join('');
        const preloadAttribute = chunkPaths.length ? ` data-preload="${escapeAttribute(JSON.stringify(chunkPaths))}"` : '';
        const firstPaintTag = snapshot ? `<script async src="${firstPaintScript}"${preloadAttribute}></script>` : '';
        let html = inlineStyles(shells[job.lang.code])
          .replace(/<script defer /, `${earlyTag}${firstPaintTag}<script defer `)
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<\/style>(?![^]*<\/style>)/, (end) => `${end}${snapshotStyles}${imagePreload}${fontPreloads}${preloads}`)
          .replace('</head>', `${head}</head>`);
        if (snapshot) {
          const mount = '<div id="root"></div>';
          if (!html.includes(mount)) throw new Error(`prerender: the shell has no ${mount}`);
          html = html.replace(mount, () => `<div id="first-paint" inert>${snapshot}</div>${mount}`);
          snapshots += 1;
        }
        const file = join(dist, '_pages', address === '/' ? '' : address, 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
        written += 1;
      }
      await page.close();
    };
    await Promise.all([work(), work(), work()]);
    // The slug routes' tables, for the shells' early script (postbuild.mjs).
    const tables = Object.fromEntries(
      LANGS.map(({ code }) => [
        code,
        slugRouteList.flatMap(({ route, lookups }) => {
          const common = commonPart(samples[code]?.[route] ?? []);
          if (!common) console.warn(`prerender: fewer than ${SAMPLES} items of ${route} (${code}) opened: its addresses get no early files or calls`);
          return common && (common.files.length || common.calls.length) ? [{ route, ...(lookups ? { lookups } : {}), ...common }] : [];
        }),
      ]),
    );
    writeFileSync(join(dist, SLUG_PAGES_FILE), `${JSON.stringify(tables, null, 1)}\n`);
    slugRoutes = Object.values(tables).reduce((sum, routes) => sum + routes.length, 0);
  } finally {
    await browser.close();
    for (const child of children) child.kill('SIGTERM');
  }
  console.log(`prerender: ${written} pages' heads (${snapshots} with their first paint), ${slugRoutes} slug routes' early files and calls in ${((Date.now() - started) / 1000).toFixed(1)} s (content from ${process.env.PRERENDER_API_ORIGIN ?? 'the simulator'})`);
}
