#!/usr/bin/env node
// Size budget of the production build (issue 2, §6):
//  - builds for the real backend (`npm run build`: no simulator),
//  - sums the gzip sizes of what the browser loads for `/` before the first render (see step 2) and
//    fails above 120 KB of JavaScript (issue 13) or 25 KB of CSS; opens `/` in Chromium to prove the build renders,
//  - adds the router, which the HTML preloads beside the first render and the page needs
//    (docs/decisions/shell-before-router.md), and fails above 128 KB for the two together (docs/decisions/size-budget.md,
//    docs/decisions/router-budget-128kb.md),
//  - fails if any simulator code is in the build,
//  - fails if Mantine's components are in the first-render JavaScript (the shell is Mantine-free, see
//    docs/decisions/shell-without-mantine.md),
//  - prints every lazily loaded chunk (a page's own chunk must stay under 60 KB gzip, the map and the HEIC decoder excepted).
import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.mjs';

const JS_BUDGET = 120 * 1024;
const WITH_ROUTER_BUDGET = 128 * 1024;
const CSS_BUDGET = 25 * 1024;
const CHUNK_BUDGET = 60 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 47319);
const dist = 'dist';

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dist);
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;

// 1. No simulator code in a real-backend build.
const markers = ['mockServiceWorker', 'sim-worker', 'setupWorker', 'sim:switches', 'sim-panel-root', '@faker-js', 'msw/browser'];
for (const file of files.filter((f) => /\.(js|html)$/.test(f))) {
  if (/(mockServiceWorker|sim-worker)\.js$/.test(file)) {
    console.error(`✘ simulator file shipped: ${file}`);
    failed = true;
    continue;
  }
  const text = readFileSync(file, 'utf8');
  const found = markers.filter((marker) => text.includes(marker));
  if (found.length) {
    console.error(`✘ simulator code in ${relative(dist, file)}: ${found.join(', ')}`);
    failed = true;
  }
}
if (existsSync(join(dist, 'sim-assets'))) {
  console.error('✘ simulator assets shipped (dist/sim-assets)');
  failed = true;
}

// 2. What `/` loads before the first render. The shell renders as soon as the entry scripts and
//    stylesheets of index.html and the catalog of the page's language (awaited before rendering) are in;
//    the page's own route chunk loads behind the router's pending skeleton. So: index.html's assets +
//    catalog-hy-shell (the shell's messages; the whole catalog loads behind the page skeleton). The browser run below proves the build renders `/` and reports the route chunks.
//    The router's chunks (lib-router, router) are not needed for the shell's first render; index.html preloads
//    them so they download beside it, and they are counted separately below.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([
  ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]),
  ...[...html.matchAll(/<link[^>]+href="([^"]+\.css)"[^>]*rel="stylesheet"|<link[^>]+rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((match) => match[1] ?? match[2]),
]);
const catalog = files.find((file) => /catalog-hy-shell[.]/.test(file) && file.endsWith('.js'));
if (!catalog) {
  console.error('✘ the hy shell catalog chunk (catalog-hy-shell) was not found');
  failed = true;
} else initial.add(`/${relative(dist, catalog)}`);
const preloaded = [...html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]*rel="preload"|<link[^>]+rel="preload"[^>]*href="([^"]+\.js)"/g)].map((match) => match[1] ?? match[2]);
// The shell renders outside the router: a shell module importing @tanstack/react-router makes lib-router an
// entry script again.
if ([...initial].some((path) => /lib-router/.test(path))) {
  console.error('✘ the router (lib-router) is in the first render: the shell (header, footer, dialogs, src/app outside routed-app.tsx) must not import @tanstack/react-router; use AppLink (docs/decisions/shell-before-router.md)');
  failed = true;
}
if (!preloaded.some((path) => /\/router\.[\w-]+\.js$/.test(path))) {
  console.error('✘ index.html does not preload the router chunk (rsbuild.config.ts performance.preload)');
  failed = true;
}

const server = spawn(process.execPath, ['scripts/serve-static.mjs', dist, String(PORT), 'spa'], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 600));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs,
});
const loaded = new Set();
try {
  const page = await browser.newPage();
  // The build points at the real backend, which is not here: every API call fails fast.
  await page.route(/\/(content-api|app-api)\//, (route) => route.abort('connectionrefused'));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(PORT) && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
  await page.locator('header').waitFor({ timeout: 15000 }).catch(() => {
    console.error(`✘ the production build did not render / (no header)${errors.length ? `: ${errors.join(' | ')}` : ''}`);
    failed = true;
  });
} finally {
  await browser.close();
  server.kill();
}

let js = 0;
let css = 0;
console.log('\nLoaded for / before the first render (gzip):');
for (const path of [...initial].sort()) {
  const size = gz(join(dist, path));
  if (path.endsWith('.js')) js += size;
  else css += size;
  console.log(`  ${kb(size).padStart(9)}  ${path}`);
}
const margin = (size, budget) => (size > budget ? `${kb(size - budget)} over` : `${kb(budget - size)} left`);
console.log(`\nJavaScript: ${kb(js)} (budget ${kb(JS_BUDGET)}, ${margin(js, JS_BUDGET)})`);
console.log('\nPreloaded beside it, the router (needed before the page, not before the shell):');
let routerJs = 0;
for (const path of preloaded) {
  const size = gz(join(dist, path));
  routerJs += size;
  console.log(`  ${kb(size).padStart(9)}  ${path}`);
}
console.log(`First render + router: ${kb(js + routerJs)} (budget ${kb(WITH_ROUTER_BUDGET)}, ${margin(js + routerJs, WITH_ROUTER_BUDGET)})`);
if (js + routerJs > WITH_ROUTER_BUDGET) {
  console.error('✘ first render + router over budget');
  failed = true;
}
console.log(`CSS:        ${kb(css)} (budget ${kb(CSS_BUDGET)}, ${margin(css, CSS_BUDGET)})`);
if (js > JS_BUDGET) {
  console.error('✘ JavaScript over budget');
  failed = true;
}
if (css > CSS_BUDGET) {
  console.error('✘ CSS over budget');
  failed = true;
}
// Mantine's components (each has a displayName "@mantine/core/…") load with the pages, under MantineScope.
// Importing one into the shell (src/app, header, footer and what they use) pulls ~20 KB into the entry.
for (const path of [...initial].filter((p) => p.endsWith('.js'))) {
  const found = [...new Set(readFileSync(join(dist, path), 'utf8').match(/"@mantine\/core\/[A-Za-z]+"/g) ?? [])];
  if (found.length) {
    console.error(`✘ Mantine components in the first-render bundle ${path}: ${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}`);
    console.error('  The shell renders without Mantine; see docs/decisions/shell-without-mantine.md (ShellButton, ShellSkeleton, MantineScope).');
    failed = true;
  }
}
const afterRender = [...loaded].filter((path) => !initial.has(path) && !preloaded.includes(path));
console.log('\nThen, behind the skeleton, for the home page (gzip):');
for (const path of afterRender.sort()) console.log(`  ${kb(gz(join(dist, path))).padStart(9)}  ${path}`);
console.log(`  total with the router and the home page: ${kb(js + css + routerJs + afterRender.reduce((sum, path) => sum + gz(join(dist, path)), 0))}`);

// 3. Lazily loaded chunks (pages, catalogs): each under 60 KB gzip except the map and the HEIC decoder (libheif's
//    WebAssembly, loaded only when a customer chooses a HEIC photo: docs/decisions/upload-heic-decoder.md).
console.log('\nLazy chunks (gzip):');
for (const file of files.filter((f) => f.endsWith('.js') && !initial.has(`/${relative(dist, f)}`) && !preloaded.includes(`/${relative(dist, f)}`))) {
  const size = gz(file);
  const name = relative(dist, file);
  const isExempt = /mapbox|lib-heif/i.test(name);
  const over = size > CHUNK_BUDGET && !isExempt;
  console.log(`  ${kb(size).padStart(9)}  ${name}${over ? '  ✘ over 60 KB' : ''}`);
  if (over) failed = true;
}

if (failed) {
  console.error('\nbench:size FAILED');
  process.exit(1);
}
console.log('\nbench:size OK');
