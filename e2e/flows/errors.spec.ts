import { expect, test } from '../support/test';
import { openApp } from '../support/app';

test.describe('global error catalogue, forced through the simulator', () => {
  for (const mode of ['400-detail', '400-warning', '400-warnings', '400-warning_d', '400-front_warning', '400-error']) {
    test(`a forced ${mode} opens the warning dialog with every message`, async ({ page }) => {
      await openApp(page, '/en', [`/home/:${mode}`]);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const messages = dialog.getByTestId('warning-messages');
      await expect(messages).not.toBeEmpty();
      if (mode === '400-warnings' || mode === '400-warning_d') {
        await expect(messages.getByRole('listitem')).toHaveCount(2);
      }
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('a forced 500 shows an error toast for 4 s and the page keeps working', async ({ page }) => {
    await openApp(page, '/en', ['/footer/:500']);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Something went wrong' });
    await expect(toast).toBeVisible();
    // The rest of the page works: home content and navigation.
    await expect(page.locator('#subscribe')).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test('a forced 404 on a page read lands on /notfound', async ({ page }) => {
    await openApp(page, '/ru', ['/home/:404']);
    await expect(page).toHaveURL(/\/ru\/notfound$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мы не нашли эту страницу');
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await openApp(page, '/en/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a network failure shows a retry, which works once the network is back', async ({ page }) => {
    await openApp(page, '/en', ['/home/:network:3']);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(page.locator('#subscribe')).toBeVisible();
  });

  test('a slow answer shows the loading skeleton first', async ({ page }) => {
    await openApp(page, '/en', ['/home/:slow-2000:1']);
    await expect(page.getByTestId('home-skeleton')).toBeVisible();
    await expect(page.locator('#subscribe')).toBeVisible();
    await expect(page.getByTestId('home-skeleton')).toBeHidden();
  });
});
