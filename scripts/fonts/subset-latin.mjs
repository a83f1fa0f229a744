#!/usr/bin/env node
// Splits Noto Sans Armenian's Latin faces (fontsource's `latin` subset: Latin-1, general punctuation…) in two files
// per weight, and writes src/app/styles/fonts.css, which declares them with the Armenian and Latin Extended faces
// (docs/decisions/fonts-first-screen.md, "The Latin core"):
//   latin-core: ASCII, the marks the site's text uses (« » … – — ’ “ ” • × · § © € −, the Armenian ․ and ‐) and the
//               accented letters of Western European names: what nearly every page in every language draws;
//   latin-rest: the rest of fontsource's Latin range, asked for only by a page that has such a character.
// Kerning applies within one file: a rest letter loses it against its neighbours (a pixel or two).
// The outputs are committed; run this again only to change the split or after updating @fontsource/noto-sans-armenian
// (`node scripts/fonts/subset-latin.mjs`, then `npm run build`). Needs Debian's python3-fonttools and python3-brotli
// (apt-get install python3-fonttools python3-brotli); PYTHON overrides /usr/bin/python3.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const source = join(root, 'node_modules/@fontsource/noto-sans-armenian');
const out = join(root, 'src/app/styles/fonts');
const python = process.env.PYTHON ?? '/usr/bin/python3';
const WEIGHTS = ['400', '600', '700'];

const MARKS = '«»…–—‘’“”„•×·§©€−․‐°\u00A0';
const LETTERS = 'ÄÉÖÜßàáâäçèéêëíîïñóôöúûü';

/** fontsource's unicode-range of a subset's face ("U+0000-00FF,U+0131,…"). */
export function fontsourceRange(subset, weight = '400') {
  const css = readFileSync(join(source, `${weight}.css`), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`noto-sans-armenian-${subset}-${weight}-normal.woff2`));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1];
  if (!range) throw new Error(`no ${subset} face in fontsource's ${weight}.css`);
  return range.trim();
}

export const codePoints = (range) =>
  new Set(
    range.split(',').flatMap((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      const start = parseInt(from, 16);
      return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, index) => start + index);
    }),
  );

/** A set of code points as a unicode-range, in runs. */
export function toRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs = [];
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The core (ASCII with its control characters, the marks, the letters) and the rest of fontsource's Latin range. */
export function latinSplit() {
  const latin = codePoints(fontsourceRange('latin'));
  const wanted = new Set([...Array.from({ length: 0x7f }, (_, index) => index), ...[...MARKS + LETTERS].map((char) => char.codePointAt(0))]);
  const core = new Set([...latin].filter((point) => wanted.has(point)));
  const rest = new Set([...latin].filter((point) => !core.has(point)));
  return { core: toRange(core), rest: toRange(rest) };
}

function face(name, url, range, weight) {
  return `
/* noto-sans-armenian-${name}-${weight}-normal */
@font-face {
  font-family: 'Noto Sans Armenian';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${url}) format('woff2');
  unicode-range: ${range};
}`;
}

function main() {
  const { core, rest } = latinSplit();
  mkdirSync(out, { recursive: true });
  for (const weight of WEIGHTS) {
    for (const [part, range] of [['core', core], ['rest', rest]]) {
      execFileSync(python, ['-m', 'fontTools.subset', join(source, `files/noto-sans-armenian-latin-${weight}-normal.woff2`), `--unicodes=${range}`, '--layout-features=*', '--flavor=woff2', `--output-file=${join(out, `noto-sans-armenian-latin-${part}-${weight}-normal.woff2`)}`], { stdio: 'inherit' });
    }
  }
  const faces = WEIGHTS.flatMap((weight) => [
    face('armenian', `~@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-${weight}-normal.woff2`, fontsourceRange('armenian', weight), weight),
    face('latin-ext', `~@fontsource/noto-sans-armenian/files/noto-sans-armenian-latin-ext-${weight}-normal.woff2`, fontsourceRange('latin-ext', weight), weight),
    face('latin-rest', `./fonts/noto-sans-armenian-latin-rest-${weight}-normal.woff2`, rest, weight),
    face('latin-core', `./fonts/noto-sans-armenian-latin-core-${weight}-normal.woff2`, core, weight),
  ]);
  writeFileSync(
    join(root, 'src/app/styles/fonts.css'),
    `/*
 * Written by scripts/fonts/subset-latin.mjs: change the script, not this file.
 * Noto Sans Armenian in the three weights the site draws with (400 text, 600 buttons and labels, 700 headings), a file
 * per script and weight, each face with its unicode-range, so a page downloads only what its text uses
 * (docs/decisions/fonts-first-screen.md): fontsource's Armenian and Latin Extended files, and its Latin file split in
 * two (./fonts): the Latin core (ASCII, the site's marks, Western European accented letters), which nearly every
 * page draws, and the rest, which few pages do. Where ranges overlap, the face declared last wins, as in
 * fontsource's own order (Armenian, Latin Extended, Latin): the core is last.
 */${faces.join('\n')}
`,
  );
  console.log(`core ${core}\nrest ${rest}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
