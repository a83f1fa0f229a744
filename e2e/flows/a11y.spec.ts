import { expect, test } from '@playwright/test';
import { expectAccessible, openApp, signIn } from '../support/app';

for (const path of ['/', '/en', '/ru', '/login', '/en/login', '/notfound', '/en/notfound']) {
  test(`axe: ${path}`, async ({ page }) => {
    await openApp(page, path);
    await expect(page.getByTestId('home-skeleton')).toBeHidden();
    await expectAccessible(page);
  });
}

test('axe: signed-in profile, dialogs and the phone-width menu', async ({ page }) => {
  await openApp(page, '/en/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/en\/profile\/3152$/);
  await expectAccessible(page);

  await page.locator('header').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
});
