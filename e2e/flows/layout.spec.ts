import { expect, test } from '../support/test';
import { openApp } from '../support/app';

/**
 * "Layouts correct from 320 px to 1600 px": no page may scroll sideways at any supported width, in any
 * language (Armenian and Russian words are long; a two-column grid of them overflowed a 320 px phone).
 * Add every new page here.
 */
export const LAYOUT_PAGES = ['/', '/login', '/notfound'];
/** One page of each kind, in Armenian (its words are the longest of the three languages'). */
export const CONTENT_PAGES = [
  '/services/personal',
  '/services/personal/1/appa',
  '/news',
  '/blog',
  '/faq',
  '/search/Mastercard',
  '/company/about/management',
  '/contacts',
  '/calculators/travel',
];
const WIDTHS = [320, 375, 768, 1600];
const PREFIXES = ['', '/en', '/ru'];

const cases = [
  ...LAYOUT_PAGES.flatMap((path) => PREFIXES.map((prefix) => ({ path, prefix }))),
  ...CONTENT_PAGES.map((path) => ({ path, prefix: '' })),
];

for (const { path, prefix } of cases) {
  test(`no sideways scroll: ${prefix}${path}`, async ({ page }) => {
    await openApp(page, `${prefix}${path === '/' ? '' : path}` || '/');
    await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `${prefix}${path} scrolls sideways at ${width}px`,
        })
        .toBe(0);
    }
  });
}
