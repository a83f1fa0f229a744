import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePoints, fontsourceRange, latinSplit, toRange } from './subset-latin.mjs';

// The Latin core and rest of Noto Sans Armenian (scripts/fonts/subset-latin.mjs writes the files and fonts.css).
const css = readFileSync('src/app/styles/fonts.css', 'utf8');
const faceRange = (file: string) => /unicode-range:\s*([^;]+);/.exec(css.split('@font-face').find((block) => block.includes(file)) ?? '')?.[1] ?? '';

describe('the Latin faces of Noto Sans Armenian, split in a core and the rest', () => {
  const { core, rest } = latinSplit();

  it('writes ranges as runs and reads them back', () => {
    expect(toRange(new Set([0x20, 0x21, 0x22, 0xab, 0x2024]))).toBe('U+0020-0022,U+00AB,U+2024');
    expect([...codePoints('U+0020-0022,U+00AB')]).toEqual([0x20, 0x21, 0x22, 0xab]);
  });

  it('core and rest cover fontsource’s Latin face exactly, no character in both', () => {
    const [corePoints, restPoints] = [codePoints(core), codePoints(rest)];
    expect([...corePoints].filter((point) => restPoints.has(point))).toEqual([]);
    expect(new Set([...corePoints, ...restPoints])).toEqual(codePoints(fontsourceRange('latin')));
  });

  it('the core holds ASCII, the marks the site’s text uses and Western European accented letters; the rest the others', () => {
    const points = codePoints(core);
    for (const char of '\n AZaz09«»…–—’“”•×·§©€−․éüëßç') expect(points.has(char.codePointAt(0) as number), char).toBe(true);
    for (const char of 'ÅØøþ±¶™') expect(points.has(char.codePointAt(0) as number), char).toBe(false);
  });

  it.each(['400', '600', '700'])('fonts.css declares weight %s’s faces with the script’s ranges, the core last, and its files exist', (weight) => {
    expect(faceRange(`latin-core-${weight}-normal.woff2`)).toBe(core);
    expect(faceRange(`latin-rest-${weight}-normal.woff2`)).toBe(rest);
    expect(faceRange(`armenian-armenian-${weight}-normal.woff2`)).toBe(fontsourceRange('armenian', weight));
    const order = [...css.matchAll(new RegExp(`noto-sans-armenian-([a-z-]+)-${weight}-normal\\.woff2`, 'g'))].map((match) => match[1]);
    expect(order).toEqual(['armenian', 'latin-ext', 'latin-rest', 'latin-core']);
    for (const part of ['core', 'rest']) expect(existsSync(`src/app/styles/fonts/noto-sans-armenian-latin-${part}-${weight}-normal.woff2`)).toBe(true);
  });
});
