// rsbuild configuration of the floor pages (docs/decisions/lighthouse-floor.md): the app's toolchain (rsbuild 2,
// the same @rsbuild/plugin-react, the repository's postcss.config.cjs, the app's output options) on an entry that
// renders one heading and one paragraph. Built by `npm run bench:lighthouse -- --page=floor` (scripts/bench/floor/build.mjs),
// never by `npm run build`.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Where the floor is built: outside dist/ (bench:size walks every file of dist/ and would count React's chunk as an
 * over-budget lazy chunk), under the bench's own bench-results/. nginx serves this folder at /__floor/ when
 * prod-local gets PROD_FLOOR_ROOT (scripts/prod-local.mjs), so a variant's address is /__floor/<variant>/.
 */
export const FLOOR_SITE = join(ROOT, 'bench-results', 'floor-site');
export const FLOOR_VARIANTS = ['floor', 'floor-mantine'];
/**
 * The HTML-only references: a prerendered page of dist/ (its snapshot, stylesheets, fonts and images) with every
 * script taken out, i.e. what the page would cost if nothing of the app ran on it (docs/decisions/lighthouse-floor.md,
 * "HTML only"). Written by build.mjs from dist/_pages, so they need a build of the app.
 */
export const HTML_ONLY_VARIANTS = { 'html-only-home': '_pages/index.html', 'html-only-appa': '_pages/en/calculators/appa/index.html', 'html-only-news': '_pages/news/index.html' };
export const floorPath = (variant) => `/__floor/${variant}/`;

/** @param {string} variant one of FLOOR_VARIANTS */
export function floorConfig(variant) {
  if (!FLOOR_VARIANTS.includes(variant)) throw new Error(`unknown floor variant ${variant}; known: ${FLOOR_VARIANTS.join(', ')}`);
  const here = relative(ROOT, dirname(fileURLToPath(import.meta.url)));
  return defineConfig({
    mode: 'production',
    plugins: [pluginReact()],
    source: { entry: { index: `./${here}/${variant}.tsx` } },
    html: { template: `./${here}/index.html`, title: `Floor: ${variant}` },
    output: {
      // The app's production output options (rsbuild.config.ts), at this address.
      assetPrefix: floorPath(variant),
      distPath: { root: relative(ROOT, join(FLOOR_SITE, '__floor', variant)) },
      cleanDistPath: true,
      filenameHash: 'contenthash:7',
      sourceMap: { js: false },
    },
    tools: { rspack: { optimization: { concatenateModules: true, mangleExports: 'size' } } },
  });
}
