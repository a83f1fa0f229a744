#!/usr/bin/env node
// Builds the floor pages (docs/decisions/lighthouse-floor.md) into bench-results/floor-site/__floor/<variant>/ and
// precompresses them (.gz, .br, best level) as scripts/postbuild.mjs does for dist/, so nginx's gzip_static /
// brotli_static serve them as they serve the app. Used by scripts/bench-lighthouse.mjs; also by hand:
//   node scripts/bench/floor/build.mjs [floor] [floor-mantine] [html-only-home] [html-only-appa] [html-only-news]
// (the html-only ones are copied from dist/_pages: build the app first).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRsbuild } from '@rsbuild/core';
import { htmlOnly } from './html-only.mjs';
import { FLOOR_SITE, FLOOR_VARIANTS, HTML_ONLY_VARIANTS, ROOT, floorConfig } from './rsbuild.config.mjs';

function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(js|css|html)$/.test(name)) {
      const data = readFileSync(path);
      if (data.length < 512) continue;
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    }
  }
}

/**
 * @param {string[]} variants
 * @returns {Promise<string>} the folder to serve at the site's root (it holds __floor/<variant>/)
 */
export async function buildFloor(variants = FLOOR_VARIANTS) {
  for (const variant of variants) {
    if (HTML_ONLY_VARIANTS[variant]) {
      const dir = join(FLOOR_SITE, '__floor', variant);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), htmlOnly(readFileSync(join(ROOT, 'dist', HTML_ONLY_VARIANTS[variant]), 'utf8')));
      precompress(dir);
      continue;
    }
    const rsbuild = await createRsbuild({ cwd: ROOT, config: floorConfig(variant), loadEnv: false });
    const { close } = await rsbuild.build();
    await close();
    precompress(join(FLOOR_SITE, '__floor', variant));
  }
  return FLOOR_SITE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  await buildFloor(asked.length ? asked : FLOOR_VARIANTS);
  console.log(`floor: built ${(asked.length ? asked : FLOOR_VARIANTS).join(', ')} in ${FLOOR_SITE}`);
}
