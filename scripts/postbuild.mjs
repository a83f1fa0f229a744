#!/usr/bin/env node
// After `rsbuild build` of the production bundle (`npm run build`), for nginx (deploy/nginx.conf):
//  1. the language shells dist/_pages/shell-{hy,en,ru}.html: index.html with that language's <html lang>, the
//     SPA fallback of addresses without a prerendered page;
//  2. the prerendered heads of the fixed public pages (scripts/prerender.mjs; PRERENDER=off skips it), then the
//     shells' early script (the reads of the address's last load, made again at once: signed-in-early-calls.md);
//  3. V8's compile hint on the app's scripts (docs/decisions/compile-hints.md);
//  4. precompressed copies (.gz and .br, best level) of every text file, for gzip_static / brotli_static.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesOfImports } from './chunk-groups.mjs';

const dist = process.argv[2] ?? 'dist';
const started = Date.now();

// 1. Shells.
const index = readFileSync(join(dist, 'index.html'), 'utf8');
mkdirSync(join(dist, '_pages'), { recursive: true });
for (const lang of ['hy', 'en', 'ru']) {
  writeFileSync(join(dist, '_pages', `shell-${lang}.html`), index.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`));
}

// The shells' fonts: each preloads its language's faces in the three weights the portal draws with (400 text, 600
// buttons and labels, 700 headings). The shells serve the signed-in pages, whose data may arrive before a bold face
// (the early calls); a bold face arriving after the text re-laid it out (CLS 0.018 on /profile/3152). Added after
// the prerender, which builds the public pages from the shells and measures their own (fonts-first-screen.md).
const SHELL_FONTS = { hy: ['armenian-armenian', 'armenian-latin-core'], en: ['armenian-latin-core'], ru: ['cyrillic', 'armenian-latin-core'] };
const fontFiles = existsSync(join(dist, 'static', 'font')) ? readdirSync(join(dist, 'static', 'font')) : [];
const shellFontPreloads = (lang) =>
  SHELL_FONTS[lang]
    .flatMap((face) => ['400', '600', '700'].map((weight) => fontFiles.find((name) => name.startsWith(`noto-sans-${face}-${weight}-normal.`) && name.endsWith('.woff2'))))
    .filter(Boolean)
    .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/static/font/${name}" crossorigin fetchpriority="low">`)
    .join('');

/** A shell's preload of one of the build's code files (`static/…`), at the default priority. */
const codePreload = (file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${file}">`;

// The shells' HTTP layer: every signed-in page's first render sends requests, and the layer that sends them (ky and
// wire.ts, with the shell's schemas) loads on the first one (docs/decisions/size-budget.md). Found with the HTML, it is
// there when the page asks, instead of one more round trip after the page's code (the early calls' answers wait for
// it too). At the default priority, like the shell's entry (below).
const asyncScripts = existsSync(join(dist, 'static', 'js', 'async')) ? readdirSync(join(dist, 'static', 'js', 'async')) : [];
const shellScriptPreloads = ['lib-ky', 'wire', 'shell-schemas']
  .map((name) => asyncScripts.find((file) => new RegExp(`^${name}\\.[\\w-]+\\.js$`).test(file)))
  .filter(Boolean)
  .map((file) => codePreload(`static/js/async/${file}`))
  .join('');

// The shell's own parts: what every page of a shell loads before it can render, found only once the entry has run
// (Mantine's root with its split chunks, the layout's footer and consent banner, the language's shell messages). On
// an address with no early list yet (the first cold load of it: a reload of a page reached inside the app, a link
// opened in a new tab) they were a wave of their own, and the route's code waited for it. From the build's chunk
// groups (scripts/chunk-groups.mjs), at the default priority like the rest of the shell's code.
const SHELL_IMPORTS = [
  ['src/shared/ui/mantine/mantine-scope.tsx', './mantine-root'],
  ['src/app/layouts/site-layout.tsx', './after-router'],
];
const shellPartPreloads = (lang) =>
  filesOfImports(dist, [...SHELL_IMPORTS, ['src/shared/i18n/catalog.ts', `@locales/${lang}/shell`]])
    .map(codePreload)
    .join('');

// The portal's routes, for a signed-in customer's first cold load of an address (a payment's return from the bank,
// whose address is new each time; a reload after signing in; a link opened in a new tab): with no list of the
// address's last load, the route's code came in waves (the router, then the route's component, then its page). The
// shells' early script preloads, with the HTML, the files of the route's component (its chunk group: the page and
// what it imports at once) and the language's signed-in part of the catalog; no calls (they carry the customer's ids). Only with a
// live session (`signedIn`), at the default priority like an address's own list (docs/decisions/signed-in-early-calls.md,
// "The portal's routes").
const PORTAL_ROUTES = ['/profile/$tab', '/profile/$family/$category/$tab', '/profile/payment/$referral', '/profile/newContracts/appa/payment/stepfinally'];
const portalRoutes = (lang) =>
  PORTAL_ROUTES.map((route) => {
    const file = `src/app/routes/{-$lang}${route}.tsx`;
    return {
      route,
      signedIn: true,
      files: filesOfImports(dist, [[file, `${file}?tsr-split=component`], ['src/shared/i18n/catalog.ts', `@locales/${lang}/portal`]]).map((path) => `/${path}`),
      calls: [],
    };
  });

// 2. Prerendered heads.
if (process.env.PRERENDER !== 'off') {
  const { prerender } = await import('./prerender.mjs');
  await prerender(dist);
}
// The shells' entry scripts at high priority. A deferred script is fetched at low priority, and Chrome holds
// low-priority requests back while others are in flight: behind the fonts, the HTTP layer and the early calls, the
// entry of /profile/3152 left 2 s after it was found on a request-throttled slow network. A prerendered page keeps
// the default: its first paint is its HTML, and its scripts must not take the line from its fonts and images.
// (docs/decisions/signed-in-early-calls.md, "Priorities".)
const SHELL_ENTRY_PRIORITY = 'fetchpriority="high"';
// After the prerender, which copies the shells: a prerendered page lists its own early calls.
{
  const { writeBrowserScript } = await import('./prerender.mjs');
  const { shellEarlyCallsTag } = await import('./shell-early-calls.mjs');
  const { SLUG_PAGES_FILE } = await import('./slug-pages.mjs');
  const src = await writeBrowserScript(dist, 'early-calls');
  // The slug routes' early files and calls, as the prerender found them (none without it).
  const slugRoutes = existsSync(join(dist, SLUG_PAGES_FILE)) ? JSON.parse(readFileSync(join(dist, SLUG_PAGES_FILE), 'utf8')) : {};
  for (const lang of ['hy', 'en', 'ru']) {
    const file = join(dist, '_pages', `shell-${lang}.html`);
    const preloads = `${shellScriptPreloads}${shellPartPreloads(lang)}${shellFontPreloads(lang)}`;
    // (Without the files the shell preloads anyway: the prerender compared them with the shell before its preloads.)
    const html = readFileSync(file, 'utf8');
    const tag = shellEarlyCallsTag(src, [...(slugRoutes[lang] ?? []), ...portalRoutes(lang)].map((entry) => ({ ...entry, files: entry.files.filter((path) => !preloads.includes(path) && !html.includes(`"${path}"`)) })));
    const shell = html.replace(/<script defer /, () => `${tag}<script defer `).replace('</head>', `${preloads}</head>`);
    writeFileSync(file, shell.replace(/<script defer src=/g, `<script defer ${SHELL_ENTRY_PRIORITY} src=`));
  }
}

// 3. Compile hints: `//# allFunctionsCalledOnLoad` first in a script tells V8 (Chrome 136+) to compile all its functions
// at once, while the script streams in, instead of pre-parsing each and parsing it again on its first call (module
// factories are methods, which V8 compiles lazily). Our chunks run nearly all their code when they load: the main
// thread did 12-15% less work on / and the calculator (docs/decisions/compile-hints.md). Not on the map library and
// the HEIC decoder (2 MB each, mostly never called) nor on the catalogs (data, no functions), and not on the route
// tree (`router`, 5 KB: the comment's 22 B gzip would take the shell + router over its 128 KB, for the least gain).
// Other engines ignore the comment.
const HINT = '//# allFunctionsCalledOnLoad\n';
const NO_HINT = /(^|\/)(lib-mapbox|lib-heif|catalog-[a-z-]+|router)\.[\w-]+\.js$/;
const scripts = [];
const walkScripts = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walkScripts(path);
    else if (name.endsWith('.js') && !NO_HINT.test(path)) scripts.push(path);
  }
};
walkScripts(join(dist, 'static', 'js'));
for (const script of scripts) {
  const code = readFileSync(script, 'utf8');
  // Once: postbuild may run again on a built dist (a prerender on publish, docs/decisions/prerendered-first-paint.md).
  if (code.startsWith(HINT)) continue;
  writeFileSync(script, HINT + code);
  // A source map (ANALYZE builds) shifts by the line added.
  const map = `${script}.map`;
  if (existsSync(map)) {
    const json = JSON.parse(readFileSync(map, 'utf8'));
    json.mappings = `;${json.mappings}`;
    writeFileSync(map, JSON.stringify(json));
  }
}

// 4. Precompression.
// Best brotli level except for the map library (1.8 MB: level 11 would take seconds for 1% less).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml)$/;
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) files.push(path);
  }
};
walk(dist);
let count = 0;
for (const file of files) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: data.length > 512 * 1024 ? 9 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  count += 1;
}
console.log(`postbuild: shells, ${process.env.PRERENDER === 'off' ? 'no prerender, ' : ''}compile hints on ${scripts.length} scripts, ${count} files precompressed (.gz, .br) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
