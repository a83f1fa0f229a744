import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, loginForm, signIn, waitForApp } from '../support/app';
import { SIM_PORT } from '../../playwright.config';

/**
 * The production build (`npm run build`, no simulator in the page) behind nginx with deploy/nginx.conf, its
 * backends proxied to `npm run sim:server` (`npm run prod:local`): the proof that real-backend mode works.
 * A smoke subset: each test checks that the page has no console error (so no CSP violation either).
 * Forced behaviours are set on the simulator's HTTP control endpoint (mocks/README.md "HTTP server"), which is
 * global to the server: the forced test names an endpoint no other test here calls, for one request.
 */
const simControl = `http://127.0.0.1:${SIM_PORT}/__sim`;

/** The page chunks' stylesheets a prerendered page carries inlined (`<style data-href>`). */
const inlinedStyles = (html: string) => [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);

/** Console errors of the page (a CSP violation is one), collected from the start. */
/** The routes' table in a shell's early script (`data-routes`: scripts/slug-pages.mjs, postbuild.mjs PORTAL_ROUTES). */
type RouteEntry = { route: string; signedIn?: boolean; files: string[]; calls: Array<{ url: string; form?: Record<string, string> }> };
const routesTable = (html: string): RouteEntry[] =>
  JSON.parse((/data-routes="([^"]*)"/.exec(html)?.[1] ?? '[]').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0] ?? '');
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('production build behind nginx', () => {
  test("the app's scripts carry V8's compile hint, the catalogs do not (docs/decisions/compile-hints.md)", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/static\/js\/.+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/');
    await waitForApp(page);
    const entry = scripts.find((url) => /\/static\/js\/index\.[\w-]+\.js$/.test(url));
    const catalog = scripts.find((url) => /\/catalog-hy-shell\.[\w-]+\.js$/.test(url));
    expect(entry).toBeTruthy();
    expect(catalog).toBeTruthy();
    const startOf = async (url: string) => (await (await page.request.get(url)).text()).slice(0, 40);
    expect(await startOf(entry!)).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await startOf(catalog!)).not.toContain('allFunctionsCalledOnLoad');
  });

  test('home: the shell and the content, strict headers, no simulator', async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    // 'wasm-unsafe-eval' allows WebAssembly only (the HEIC decoder; docs/decisions/upload-heic-decoder.md), never eval().
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['cache-control']).toBe('no-cache');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toContainText('+374');
    // The production build has no simulator: no panel, no window.__sim.
    expect(await page.evaluate(() => 'window.__sim' in window || '__sim' in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('served over HTTP/2 with TLS: the page, its scripts, fonts and API calls', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/en/contacts');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { secure, navigation, resources } = await page.evaluate(() => ({
      secure: window.isSecureContext && window.location.protocol === 'https:',
      navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => `${entry.nextHopProtocol} ${new URL(entry.name).pathname}`),
    }));
    expect(secure).toBe(true);
    expect(navigation).toBe('h2');
    expect(resources.some((entry) => entry.includes('/static/js/'))).toBe(true);
    expect(resources.some((entry) => entry.includes('/content-api/'))).toBe(true);
    expect(resources.filter((entry) => !entry.startsWith('h2 '))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the shells preload the HTTP layer and their language’s faces in the portal’s three weights, and each is served', async ({ page }) => {
    for (const [path, faces, lang] of [
      ['/profile/3152', ['armenian-armenian', 'armenian-latin-core'], 'hy'],
      ['/en/profile/3152', ['armenian-latin-core'], 'en'],
      ['/ru/profile/3152', ['cyrillic', 'armenian-latin-core'], 'ru'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      const fonts = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map((match) => match[1] as string);
      expect(fonts.map((href) => /noto-sans-(.+)-(\d00)-normal/.exec(href)?.slice(1).join(' '))).toEqual(faces.flatMap((face) => ['400', '600', '700'].map((weight) => `${face} ${weight}`)));
      for (const href of fonts) expect((await page.request.get(href)).status()).toBe(200);
      // The HTTP layer every signed-in page's first render needs (ky, wire.ts, the shell's schemas), found with the HTML.
      const scripts = [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)"/g)].map((match) => match[1] as string);
      expect(scripts.slice(0, 3).map((href) => /async\/([a-z-]+)\./.exec(href)?.[1])).toEqual(['lib-ky', 'wire', 'shell-schemas']);
      // And the shell's own parts (Mantine's root, the layout's footer, the language's shell messages: chunk-groups.mjs),
      // found with the HTML instead of once the entry has run.
      expect(scripts.filter((href) => /\/catalog-[a-z]+-shell\./.test(href))).toEqual([expect.stringContaining(`/catalog-${lang}-shell.`)]);
      expect(scripts.some((href) => href.startsWith('/static/css/async/'))).toBe(true);
      expect(scripts.length).toBeGreaterThan(6);
      for (const href of scripts) expect((await page.request.get(href)).status()).toBe(200);
      // The page paints nothing before its code has run: the entry and the HTTP layer at high priority (a deferred
      // script's is low, and Chrome holds low-priority requests back behind the fonts); the fonts stay low.
      expect(html).toMatch(/<link rel="preload" as="script" href="[^"]+lib-ky\.[\w-]+\.js">/);
      const entry = [...html.matchAll(/<script defer ([^>]*)>/g)].map((match) => match[1] as string);
      expect(entry.length).toBeGreaterThan(0);
      for (const attributes of entry) expect(attributes).toMatch(/^fetchpriority="high" src="\/static\/js\//);
      // The early script before them: it starts the page's calls and code, so it must not wait behind the entry.
      expect(html).toMatch(/<script async fetchpriority="high" src="\/static\/js\/early-calls\.[0-9a-f]+\.js" data-first-calls=/);
      // The portal's routes for a first cold load with no list of its own (postbuild.mjs PORTAL_ROUTES): code files only.
      const portal = routesTable(html).filter((entry) => entry.signedIn);
      expect(portal.map((entry) => entry.route)).toEqual(['/profile/$tab', '/profile/$family/$category/$tab', '/profile/payment/$referral', '/profile/newContracts/appa/payment/stepfinally']);
      for (const entry of portal) {
        expect(entry.calls).toEqual([]);
        expect(entry.files).toContainEqual(expect.stringMatching(new RegExp(`/catalog-${lang}-portal\\.[\\w-]+\\.js$`)));
        for (const file of entry.files) expect((await page.request.get(file)).status(), file).toBe(200);
      }
      expect(html.match(/as="font"[^>]*>/g)?.every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);
    }
    // A prerendered page's first paint is its HTML: its entry keeps the default (low) priority.
    expect(await (await page.request.get('/en/company')).text()).not.toContain('fetchpriority="high"');
  });

  test('a content page (news) and a content page with hostile HTML stay clean', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/en/news');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and videos');
    await page.goto('/en/news/beware-of-fake-messages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beware of fake messages');
    expect(errors).toEqual([]);
  });

  test('a calculator computes a premium over HTTP', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/en/calculators/appa');
    await waitForApp(page);
    await expect(page.getByTestId('calculator-form-skeleton')).toHaveCount(0);
    await expect(page.locator('[data-form] [aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('calculation-premium')).toHaveText(/֏$/);
    expect(errors).toEqual([]);
  });

  test('sign-in, then the first CMTPL purchase step', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/en/profile/newContracts/appa/search-car');
    await waitForApp(page);
    await expect(loginForm(page)).toBeVisible();
    await signIn(page, DEMO.email);
    await expect(page).toHaveURL(/\/en\/profile\/newContracts\/appa\/search-car$/);
    await expect(page.locator('main [data-field="PLATE"] input').first()).toBeVisible();
    await expect(page.locator('main [data-field="DOCUMENT"] input').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in page makes the reads of its last load early, the app takes them, and sign-out forgets them (docs/decisions/signed-in-early-calls.md)', async ({ page }) => {
    const errors = consoleErrors(page);
    const path = '/en/profile/newContracts/appa/search-car';
    await page.goto(path);
    await waitForApp(page);
    await signIn(page, DEMO.email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // A load of the address: no list of its own yet, so the shell's early script preloads its route's code from the
    // build's table (postbuild.mjs PORTAL_ROUTES), each file fetched once; the app writes the address's reads down.
    const routeFiles: string[] = [];
    const countFiles = (sent: { url(): string }) => {
      if (/\/static\/(js|css)\/async\//.test(sent.url())) routeFiles.push(new URL(sent.url()).pathname);
    };
    page.on('request', countFiles);
    await page.reload();
    await expect(page.locator('main [data-field="PLATE"] input').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', countFiles);
    // The load's code files are written down once more 1 s after its load event (first-calls.ts FILES_SETTLE_MS):
    // read the list after that, or the next load preloads files this test has not seen (a flake on a slow host).
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 1_500;
    });
    const fromTable = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-early]')].map((link) => [new URL(link.href).pathname, link.getAttribute('fetchpriority')]));
    expect(fromTable.length).toBeGreaterThan(10);
    expect(fromTable.every(([, priority]) => priority === null)).toBe(true);
    expect(fromTable.map(([file]) => file)).toContainEqual(expect.stringMatching(/\/catalog-en-portal\.[\w-]+\.js$/));
    for (const [file] of fromTable) expect(routeFiles.filter((fetched) => fetched === file), file!).toHaveLength(1);
    const recorded = await page.evaluate(() => JSON.parse(localStorage.getItem('firstCalls') ?? '{}') as Record<string, Array<{ method?: string; url: string; preload?: string }>>);
    const list = recorded['/en/profile/newContracts/appa/search-car'] ?? [];
    const reads = list.filter((call) => call.method).map((call) => `${call.method} ${new URL(call.url).pathname}`);
    // And the code files that load fetched (the route's chunks, which came in waves), to preload next time.
    const files = list.filter((call) => call.preload).map((call) => new URL(call.url).pathname);
    expect(files.length).toBeGreaterThan(10);
    expect(files.every((file) => /^\/static\/(js|css)\/async\//.test(file))).toBe(true);
    expect(reads).toEqual(expect.arrayContaining(['POST /app-api/mobile/get-cust-datas/', 'GET /app-api/api/interface/form/4301']));
    expect(JSON.stringify(recorded)).not.toMatch(/Authorization/i);

    // The next load: each of those reads is made once, by the shell's early script, and taken by the app.
    const calls: string[] = [];
    const fetchedFiles: string[] = [];
    page.on('request', (sent) => {
      if (/\/(app-api|content-api)\//.test(sent.url())) calls.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
      if (/\/static\/(js|css)\/async\//.test(sent.url())) fetchedFiles.push(new URL(sent.url()).pathname);
    });
    await page.reload();
    await expect(page.locator('main [data-field="PLATE"] input').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls?.length)).toBe(0);
    for (const read of reads) expect(calls.filter((call) => call === read), read).toHaveLength(1);
    // The files are preloaded by the shell's early script, and each is fetched once (the app's loader takes the preload).
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-early]')].map((link) => new URL(link.href).pathname));
    expect(preloaded).toEqual(files);
    for (const file of files) expect(fetchedFiles.filter((fetched) => fetched === file), file).toHaveLength(1);

    await page.locator('header').getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await page.evaluate(() => localStorage.getItem('firstCalls'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a fixed page is served with its prerendered head, which gives way to the one of the app', async ({ page, request }) => {
    const html = await (await request.get('/ru/contacts')).text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toMatch(/<title data-prerendered>Контакты \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+" data-prerendered>/);
    expect(html).toContain('<link rel="canonical" href="https://www.sevan-insurance.am/ru/contacts" data-prerendered>');
    expect(html).toContain('hreflang="en" href="https://www.sevan-insurance.am/en/contacts"');
    expect(html).toMatch(/<meta property="og:title" content="Контакты \| [^"]+"/);
    // An address without a prerendered page gets its language's shell.
    expect(await (await request.get('/en/news/beware-of-fake-messages')).text()).toMatch(/<html lang="en"[^]*<title>[^<]+<\/title>/);

    await page.goto('/ru/contacts');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await page.goto('/ru/news');
    await expect(page).toHaveTitle(/^Новости/);
  });

  test('a prerendered page paints its snapshot with the HTML, inert, and the app takes over once its page is there (docs/decisions/prerendered-first-paint.md)', async ({ context, request }) => {
    const html = await (await request.get('/ru/contacts')).text();
    const snapshot = /<div id="first-paint" inert>([^]*?)<div id="root"><\/div>/.exec(html)?.[1] ?? '';
    expect(snapshot).toMatch(/<h1[^>]*>Контакты<\/h1>/);
    // The app renders its own tree beside it: no id of the app's twice (the skip link's target is the app's <main>).
    expect(snapshot).not.toContain(' id="main"');
    // The page's chunks are listed for it to preload after the paint, not preloaded by the head with the HTML.
    expect(html).toMatch(/<script async src="\/static\/js\/first-paint\.[0-9a-f]+\.js" data-preload="\[[^"]*\/static\/js\/async\/[^"]*\]"><\/script>/);
    expect(html).not.toMatch(/<link rel="preload" as="script" href="\/static\/js\/async\//);
    expect(inlinedStyles(html).length).toBeGreaterThan(0);

    // Before any of the app's code: the page is there, and nothing in it can be used (nothing typed would be lost).
    const offline = await context.newPage();
    await offline.route(/\/static\/js\/(?!first-paint\.)/, (route) => route.abort());
    await offline.goto('/ru/contacts');
    await expect(offline.locator('#first-paint h1')).toHaveText('Контакты');
    await expect(offline.locator('#first-paint h1')).toBeVisible();
    await expect(offline.locator('#first-paint')).toHaveAttribute('inert', '');
    expect(await offline.evaluate(() => window.getComputedStyle(document.getElementById('root')!).visibility)).toBe('hidden');
    await expectAccessible(offline);
    await offline.close();

    // The app renders hidden while its page loads (here its content call answers after 4 s): the snapshot stays
    // until the page is there, so no skeleton is ever shown in its place; the page's stylesheets are not asked again.
    const control = await playwrightRequest.newContext();
    expect((await control.post(`${simControl}/switches?sim=/about/:slow-4000:2`)).ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const stylesheets: string[] = [];
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (/\.css$/.test(sent.url())) stylesheets.push(new URL(sent.url()).pathname);
      if (/\/static\/js\/async\//.test(sent.url())) scripts.push(new URL(sent.url()).pathname);
    });
    const companyInlined = inlinedStyles(await (await request.get('/en/company')).text());
    // The entry arrives 1.5 s late (a slow link): the first-paint script has added its preloads by then. Without the
    // delay, on a fast host the app could ask for every listed chunk first, and the script rightly adds none.
    await page.route(/\/static\/js\/index\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en/company');
    await page.waitForFunction(() => document.querySelector('#root main [data-placeholder]') && document.getElementById('first-paint'), null, { timeout: 15_000 });
    await expect(page.locator('#first-paint h1')).toBeVisible();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.getComputedStyle(document.getElementById('root')!).visibility)).toBe('visible');
    expect(stylesheets.filter((path) => companyInlined.includes(path))).toEqual([]);
    // The chunks preloaded after the paint are the app's: each fetched once, whoever asked first.
    expect(await page.locator('link[rel="preload"][fetchpriority="low"][as="script"]').count()).toBeGreaterThan(0);
    expect(scripts.filter((path, index) => scripts.indexOf(path) !== index)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    await control.dispose();
  });

  test('a prerendered page makes its content calls early, and the app does not make them again', async ({ page, request }) => {
    const html = await (await request.get('/contacts')).text();
    expect(html).toMatch(/<script async src="\/static\/js\/early-calls\.[0-9a-f]+\.js" data-calls="[^"]*\/content-api\/contacts\/[^"]*">/);
    const errors = consoleErrors(page);
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/content-api/')) calls.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
    });
    await page.goto('/contacts');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('head-office-phone')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each once: made by the page's early script, taken by the app (src/shared/api/early-calls.ts).
    expect(calls.filter((call) => /\/(header|footer|contacts)\/$/.test(call)).sort()).toEqual([
      'POST /content-api/contacts/',
      'POST /content-api/footer/',
      'POST /content-api/header/',
    ]);
    expect(errors).toEqual([]);
  });

  test('a news item, a product page and a company section, which the shell serves, get their route\'s code files and content calls at once, and the app takes each (docs/decisions/early-calls.md, "Slug pages")', async ({ page, request }) => {
    const routes = routesTable(await (await request.get('/en/news/anything')).text());
    expect(routes.filter((entry) => !entry.signedIn).map((entry) => entry.route)).toEqual(['/news/$slug', '/blog/$slug', '/company/about/$section', '/company/$type', '/customers/$slug', '/services/$type/$categoryId/$productId']);
    const route = (name: string) => routes.find((entry) => entry.route === name)!;
    const news = route('/news/$slug');
    expect(news.files.length).toBeGreaterThan(5);
    expect(news.calls).toContainEqual({ url: '/content-api/news/details/', form: { lang: 'en', pid: '{slug}' } });
    // The last item of the list: not one of the three the build opened.
    const slugs = [...(await (await request.get('/en/news')).text()).matchAll(/href="\/en\/news\/([^"/]+)"/g)].map((match) => match[1]!);
    const slug = slugs.at(-1)!;
    const errors = consoleErrors(page);
    const calls: string[] = [];
    const fetchedFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/content-api/')) calls.push(new URL(sent.url()).pathname);
      if (/\/static\/(js|css)\/async\//.test(sent.url())) fetchedFiles.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/en/news/${slug}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every early call was the app's own (its item's, its language's): each taken, none made twice.
    expect(await page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls?.length)).toBe(0);
    for (const call of news.calls) expect(calls.filter((made) => made === call.url), call.url).toHaveLength(1);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-early]')].map((link) => new URL(link.href).pathname));
    expect(preloaded).toEqual(news.files);
    for (const file of news.files) expect(fetchedFiles.filter((fetched) => fetched === file), file).toHaveLength(1);

    // A product page: its details call carries the group's charid, which the route looks up from the category; made
    // early, it is the app's own call (one request, not two).
    expect(route('/services/$type/$categoryId/$productId').calls).toContainEqual({ url: '/content-api/prod/details/', form: { lang: 'en', charid: '{productId}', parentcharid: '{groupCharid}', type: '{type}' } });
    // Opens the last item a list page links to; its early calls are all taken, and `call` is made once.
    const openLastItem = async (list: string, link: RegExp, call: string) => {
      const items = [...(await (await request.get(list)).text()).matchAll(link)].map((match) => match[1]!);
      calls.length = 0;
      await page.goto(items.at(-1)!);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls?.length)).toBe(0);
      expect(calls.filter((made) => made === call)).toHaveLength(1);
    };
    await openLastItem('/en/services', /href="(\/en\/services\/[^"/]+\/\d+\/[^"/]+)"/g, '/content-api/prod/details/');

    // A company section: its call (`/about/` with the section's charid) is in the table even for the section whose
    // charid is `about`, a value that is also the call's path (slug-pages.mjs sharedCall); made early, it is the app's.
    expect(route('/company/about/$section').calls).toContainEqual({ url: '/content-api/about/', form: { lang: 'en', charid: '{section}' } });
    await openLastItem('/en/company', /href="(\/en\/company\/about\/[^"/#]+)"/g, '/content-api/about/');
    expect(errors).toEqual([]);
  });

  test('a calculator makes its form\'s dictionary reads early, and the app does not make them again (docs/decisions/early-calls.md)', async ({ page, request }) => {
    const html = await (await request.get('/en/calculators/appa')).text();
    const listed = /data-calls="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(listed).toContain('/app-api/diction_s/appa/period/');
    const errors = consoleErrors(page);
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/app-api/diction_s/')) calls.push(new URL(sent.url()).pathname);
    });
    await page.goto('/en/calculators/appa');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Each once: made by the page's early script, taken by the app.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((path, index) => calls.indexOf(path) !== index)).toEqual([]);
    expect(calls).toContain('/app-api/diction_s/appa/period/');
    expect(errors).toEqual([]);
  });

  test('an early content call that met a 500 is asked again by the app with its retries: failing them all reaches the page, a reload asks again', async ({ page }) => {
    const control = await playwrightRequest.newContext();
    // The early call, then the app's three attempts (a read: docs/decisions/retries-and-timeouts.md).
    expect((await control.post(`${simControl}/switches?sim=/faq/:500:4`)).ok()).toBe(true);
    await page.goto('/en/faq');
    await waitForApp(page);
    await expect(page.getByRole('alert').or(page.locator('.mantine-Notification-root')).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await control.dispose();
  });

  test('a 500 forced on the simulator server reaches the page', async ({ page }) => {
    const control = await playwrightRequest.newContext();
    // A read is tried three times (docs/decisions/retries-and-timeouts.md) and may be made early too: fail all four.
    const forced = await control.post(`${simControl}/switches?sim=/customers/:500:4`);
    expect(forced.ok()).toBe(true);
    await page.goto('/ru/customers');
    await waitForApp(page);
    await expect(page.getByRole('alert').or(page.locator('.mantine-Notification-root')).first()).toBeVisible();
    // The rule is used up: the next visit shows the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await control.dispose();
  });
});
