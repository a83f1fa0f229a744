import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { ChunkGroupsPlugin } from './scripts/chunk-groups.mjs';

/**
 * Configuration comes from PUBLIC_* environment variables (see README "Configuration").
 * PUBLIC_SIMULATOR=on embeds the MSW simulator; any other value builds for the real backend
 * and the simulator code is dropped from the bundle (checked by `npm run bench:size`).
 */
const { publicVars, rawPublicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
const simulator = (rawPublicVars.PUBLIC_SIMULATOR ?? 'on') === 'on';
/**
 * Real users' vitals (docs/decisions/real-user-vitals.md): off unless an endpoint is configured; simulator builds
 * report to the simulator's collector (mocks/domains/vitals). A literal here, so a build without an endpoint drops
 * the reporter and web-vitals altogether (src/app/index.tsx).
 */
const vitalsUrl = rawPublicVars.PUBLIC_VITALS_URL ?? (simulator ? '/rum/vitals' : '');

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/app/index.tsx' },
    define: {
      ...publicVars,
      'import.meta.env.PUBLIC_SIMULATOR': JSON.stringify(simulator ? 'on' : 'off'),
      'import.meta.env.PUBLIC_VITALS_URL': JSON.stringify(vitalsUrl.trim()),
      'import.meta.env.PUBLIC_VITALS_SAMPLE_RATE': JSON.stringify(rawPublicVars.PUBLIC_VITALS_SAMPLE_RATE ?? '1'),
      'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
  },
  resolve: {
    alias: {
      '@': './src',
      '@mocks': './mocks',
      '@locales': './locales',
    },
  },
  html: {
    template: './public/index.html',
    // The shells' title until a page sets its own (prerendered pages carry theirs: scripts/prerender.mjs).
    title: rawPublicVars.PUBLIC_BRAND_NAME || 'Sevan Insurance',
  },
  dev: {
    // Rsbuild compiles each import() on first use by default. Here that first use made the page reload in full
    // ("HMR update failed … is not accepted"), losing what was typed: the sign-in form asks for the profile's code
    // while it is filled in. Compiling everything at start costs a few seconds once (docs/decisions/dev-server.md).
    lazyCompilation: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
  },
  output: {
    // Short class names in production: the class maps of CSS modules are part of the shell's JavaScript.
    cssModules: { localIdentName: process.env.NODE_ENV === 'production' ? 'c[hash:base64:5]' : '[path][name]__[local]' },
    sourceMap: { js: process.env.ANALYZE ? 'source-map' : false },
    // The chunk map in the entry holds one hash per lazily loaded file: each digit fewer is ~0.2 KB gzip off the first
    // render (10 → 8 hex digits on 2026-11-28, 8 → 7 when the form's lists became parts of their own, 7 → 6, 6 → 5 when
    // the boot was cut in short tasks; 5 hex → 4 base64url when the entry was evaluated in stages:
    // docs/decisions/size-budget.md, boot-in-short-tasks.md). 4 base64url digits (`output.hashDigest` below: A–Z a–z
    // 0–9 - _) are 16.7 million values per name, more than 5 hex digits' million: a changed file takes its previous
    // name (and a browser's `immutable` copy) once in 16.7 million.
    filenameHash: 'contenthash:4',
    distPath: { root: simulator ? 'dist-demo' : 'dist' },
    copy: simulator ? [{ from: './mocks/public' }] : [],
  },
  performance: {
    // mapbox-gl (500 KB gzip) is its own lazily loaded chunk, named so bench:size can recognise it.
    // The router (TanStack's packages, lib-router) and the route tree (router) load beside the shell's first render,
    // preloaded by the HTML (docs/decisions/shell-before-router.md).
    chunkSplit: {
      strategy: 'split-by-experience',
      // ky (the HTTP layer's, with `wire`) is named so the shells can preload it: scripts/postbuild.mjs.
      forceSplitting: { 'lib-mapbox': /node_modules[\\/]mapbox-gl/, 'lib-router': /node_modules[\\/]@tanstack[\\/]/, 'lib-ky': /node_modules[\\/]ky[\\/]/ },
    },
    preload: { type: 'async-chunks', include: [/[\\/](lib-router|router)\.[\w-]+\.js$/] },
  },
  tools: {
    rspack: {
      // Base64url digits for the file names' hashes (filenameHash above): 6 bits a digit, not hex's 4.
      output: { hashDigest: 'base64url' },
      resolve: {
        alias: {
          // React 19 has useSyncExternalStore: effector-react's shims (for React 16/17) become React itself and the
          // package's React-only selector build (0.4 KB gzip off the entry). Not the package's main entry: in
          // development it logs an error on every load saying it is only a re-export of React's.
          'use-sync-external-store/shim/index.js$': require.resolve('react'),
          'use-sync-external-store/shim/with-selector.js$': require.resolve('use-sync-external-store/with-selector'),
          'use-sync-external-store/shim$': require.resolve('react'),
          'use-sync-external-store/shim/with-selector$': require.resolve('use-sync-external-store/with-selector'),
        },
      },
      // Shorter export names and hoisted modules where rspack can prove it safe: 0.6 KB off the first load of `/`.
      // No "real content hash" pass: it hashes the minified files again and then replaces every old hash it finds in
      // every file's text by the new one. A 4-digit old hash can be a run of characters inside the code (with 5 hex digits on
      // 2026-12-01 the old hash "09715" of one chunk was found inside React's lane constant 2097152, which became
      // "25b56c2": a syntax error, the app did not start). Without the pass the hash is of the chunk's content before
      // minification: it still changes with every change of the code (docs/decisions/size-budget.md).
      optimization: { concatenateModules: true, mangleExports: 'size', realContentHash: false },
      plugins: [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: './src/app/routes',
          generatedRouteTree: './src/app/routeTree.gen.ts',
          quoteStyle: 'single',
        }),
        // Which files each import() loads, for the shells' preloads (scripts/postbuild.mjs).
        new ChunkGroupsPlugin(),
      ],
    },
    swc: {
      jsc: {
        experimental: {
          plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
        },
      },
    },
  },
});
