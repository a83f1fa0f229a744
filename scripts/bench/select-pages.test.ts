import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the benchmark script
import { selectPages } from './select-pages.mjs';
// @ts-expect-error plain ESM config of the floor pages
import { FLOOR_SITE, FLOOR_VARIANTS, ROOT, floorConfig, floorPath } from './floor/rsbuild.config.mjs';

const PAGES = [
  { id: 'floor', path: '/__floor/floor/', reference: true },
  { id: 'floor-mantine', path: '/__floor/floor-mantine/', reference: true },
  { id: '/', path: '/' },
  { id: '/news', path: '/news' },
  { id: 'payment', path: null },
  { id: 'news-item', path: '/news/a', extra: true },
];
const ids = (argv: string[]) => selectPages(PAGES, argv).map((page: { id: string }) => page.id);

describe('selectPages: the floor is measured only when asked for', () => {
  it('the default run is the issue pages, without the reference pages', () => {
    expect(ids([])).toEqual(['/', '/news', 'payment']);
  });

  it('--page names a reference page like any other, by id or by path', () => {
    expect(ids(['--page=floor'])).toEqual(['floor']);
    expect(ids(['--page=/__floor/floor-mantine/', '--page=/news'])).toEqual(['floor-mantine', '/news']);
  });

  it('--floor adds both reference pages, first, to the default run or to the named pages', () => {
    expect(ids(['--floor'])).toEqual(['floor', 'floor-mantine', '/', '/news', 'payment']);
    expect(ids(['--floor', '--page=payment'])).toEqual(['floor', 'floor-mantine', 'payment']);
  });

  it('an extra page is measured only when named, --floor does not add it', () => {
    expect(ids(['--page=news-item'])).toEqual(['news-item']);
    expect(ids(['--floor', '--page=/news/a'])).toEqual(['floor', 'floor-mantine', 'news-item']);
  });

  it('an unknown page is an error that names it', () => {
    expect(() => ids(['--page=floor', '--page=/nowhere'])).toThrow(/unknown --page \/nowhere/);
  });
});

describe('floorConfig: the floor is built with the app toolchain, outside dist/', () => {
  it.each(FLOOR_VARIANTS as string[])('%s: production, its own address, under bench-results', (variant) => {
    const config = floorConfig(variant);
    expect(config.mode).toBe('production');
    expect(config.output.assetPrefix).toBe(floorPath(variant));
    expect(floorPath(variant)).toBe(`/__floor/${variant}/`);
    const out = `${ROOT}/${config.output.distPath.root}`;
    expect(out).toBe(`${FLOOR_SITE}/__floor/${variant}`);
    expect(out.startsWith(`${ROOT}/dist`)).toBe(false);
    expect(config.source.entry.index).toBe(`./scripts/bench/floor/${variant}.tsx`);
    expect(config.plugins.map((plugin: { name: string }) => plugin.name)).toEqual(['rsbuild:react']);
  });

  it('an unknown variant is an error', () => {
    expect(() => floorConfig('floor-router')).toThrow(/unknown floor variant/);
  });
});
