import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { settle, VIEWPORTS } from './helpers';

/**
 * Key pages of the demo build (`npm run build:demo`: the app with the MSW simulator), served on
 * APP_PORT as the config's baseURL. Each visit starts with `?sim=reset`, so the simulator's data is
 * the same every time. Baselines: e2e/__screenshots__/pages.spec.ts/<name>-<lang>-<width>.png.
 */
/**
 * Lean on purpose (the guide: story snapshots over full pages). The content pages (company, contacts, vacancy,
 * services, product, news, blog, FAQ, search, login, not-found) are shot as their Storybook page stories in both
 * languages and widths, and their routes are driven by the e2e flows; a full-page shot of each through the real app
 * cost a page load with a simulator reset, ~6 worker-minutes of CI for the same pixels. What stays here has no
 * story: the home page through the whole app (header, footer, banners from the simulator) and the calculators.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'calculators-appa', path: '/calculators/appa' },
  // The other calculator tabs in Armenian only (issue 4: every tab at both widths; the en page is above).
  ...(['apka', 'justCasco', 'travel', 'medicalCheckUpPlus', 'socialMedCheckUp', 'property', 'petsInsurance'] as const).map((tab) => ({
    name: `calculators-${tab}`,
    path: `/calculators/${tab}`,
    langs: ['hy'] as const,
  })),
] as const;

const LANG_PREFIX = { hy: '', en: '/en' } as const;
const langsOf = (entry: (typeof PAGES)[number]): readonly string[] => ('langs' in entry ? entry.langs : Object.keys(LANG_PREFIX));

// Issue 13 §8: no baseline that no test compares against.
test('every committed page baseline belongs to a page above', () => {
  const dir = fileURLToPath(new URL('../__screenshots__/pages.spec.ts/', import.meta.url));
  const expected = new Set(PAGES.flatMap((entry) => VIEWPORTS.flatMap((viewport) => langsOf(entry).map((lang) => `${entry.name}-${lang}-${viewport.width}.png`))));
  const orphans = existsSync(dir) ? readdirSync(dir).filter((file) => !expected.has(file)) : [];
  expect(orphans, 'baselines of pages no longer snapshotted: delete them').toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`pages at ${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const entry of PAGES) {
      const { name, path } = entry;
      const langs = langsOf(entry);
      for (const [lang, prefix] of Object.entries(LANG_PREFIX).filter(([code]) => langs.includes(code))) {
        test(`${name} [${lang}]`, async ({ page }) => {
          const href = `${prefix}${path === '/' ? '' : path}` || '/';
          await page.goto(`${href}?sim=reset`);
          await expect(page.locator('header')).toBeVisible();
          await expect(page.getByTestId('header-skeleton')).toHaveCount(0);
          await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
          await expect(page.getByTestId('footer-skeleton')).toHaveCount(0);
          // Page skeletons (the router's and the pages' own) are marked aria-busy, and so is <main> until the router
          // has resolved the address.
          await expect(page.locator('main[aria-busy="true"], main [aria-busy="true"]')).toHaveCount(0);
          // Content pages show their own skeletons (news-skeleton, faq-skeleton…) until their data is in.
          await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // No CSS motion (carousel drags, hover fades), no text caret, and no simulator panel: it is demo
          // tooling, not the product, and as a fixed button its place in a full-page shot follows the viewport.
          await page.addStyleTag({
            content: [
              '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
              '#sim-panel-root{display:none!important}',
            ].join('\n'),
          });
          await settle(page);
          // The app's carousels have no autoplay; one that gets it must be paused or masked here.
          await expect(page).toHaveScreenshot(`${name}-${lang}-${viewport.width}.png`, { fullPage: true });
        });
      }
    }
  });
}
