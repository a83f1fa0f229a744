import { expect, test } from '../support/test';
import { navigateInApp, openApp } from '../support/app';

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

/** One test per language; the pages after the first are reached in-app (a page load with a fresh simulator each cost ~2 s of CPU). */
const CASES = {
  hy: [...LAYOUT_PAGES, ...CONTENT_PAGES],
  en: LAYOUT_PAGES.map((path) => `/en${path === '/' ? '' : path}`),
  ru: LAYOUT_PAGES.map((path) => `/ru${path === '/' ? '' : path}`),
};

for (const [lang, paths] of Object.entries(CASES)) {
  test(`no sideways scroll at ${WIDTHS.join(', ')} px (${lang})`, async ({ page }) => {
    test.slow();
    for (const [index, path] of paths.entries()) {
      await page.setViewportSize({ width: 1280, height: 900 });
      if (index === 0) await openApp(page, path);
      else await navigateInApp(page, path);
      await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
            message: `${path} scrolls sideways at ${width}px`,
          })
          .toBe(0);
      }
    }
  });
}
