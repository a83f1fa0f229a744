import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, expectAccessiblePages, loginForm, openApp, signIn } from '../support/app';
import { waitForContent } from '../support/content';

/**
 * Each page's own sign that it is on screen, so axe checks the page and not the router's skeleton before it.
 * A positive sign first (a skeleton that has not appeared yet is "hidden" too), then no skeleton left.
 */
const home = async (page: Page) => {
  await expect(page.locator('main h1')).toHaveText(/\S/);
  await waitForContent(page);
};
const login = async (page: Page) => {
  await expect(loginForm(page)).toBeVisible();
  await waitForContent(page);
};
const notFound = async (page: Page) => {
  await expect(page.locator('main h1')).toBeVisible();
  await waitForContent(page);
};
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/': home,
  '/en': home,
  '/ru': home,
  '/login': login,
  '/en/login': login,
  '/notfound': notFound,
  '/en/notfound': notFound,
};

// One test per language, the pages after the first reached in-app (expectAccessiblePages).
const LANGS = { hy: ['/', '/login', '/notfound'], en: ['/en', '/en/login', '/en/notfound'], ru: ['/ru'] };
for (const [lang, paths] of Object.entries(LANGS)) {
  test(`axe: home, sign-in and not found (${lang})`, async ({ page }) => {
    await expectAccessiblePages(page, paths, async (_, path) => {
      await READY[path]?.(page);
    });
  });
}

test('axe: signed-in profile, dialogs and the phone-width menu', async ({ page }) => {
  await openApp(page, '/en/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/en\/profile\/3152$/);
  // The profile's own sign: its overview screen, then no skeleton left (the frame's and the screen's).
  await expect(page.getByTestId('profile-overview')).toBeVisible();
  await waitForContent(page);
  await expectAccessible(page);

  const signOut = page.locator('header').getByRole('button', { name: 'Sign out' }).first();
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  // Closed, the dialog gives the focus back to what opened it (it is mounted only while open).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signOut).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
});
