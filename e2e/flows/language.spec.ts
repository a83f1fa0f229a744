import { expect, test } from '../support/test';
import { openApp, waitForApp } from '../support/app';

test.describe('language routing', () => {
  test('Armenian has no prefix; switching to English rewrites the path and is remembered', async ({ page, context }) => {
    await openApp(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Մուտք');

    await page.getByRole('group', { name: /Language/ }).first().getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    const cookie = (await context.cookies()).find((item) => item.name === 'lang');
    expect(cookie?.value).toBe('en');
    // 1000 minutes, give or take the test's own duration.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 1000 * 60))).toBeLessThan(120);

    // Entering the site without a prefix brings the chosen language back.
    await page.goto('/');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/en$/);
  });

  test('switching keeps the query and the hash', async ({ page }) => {
    await openApp(page, '/ru/login');
    await page.goto('/ru/login?redirect=%2Fru%2Fprofile%2F3152#form');
    await waitForApp(page);
    await page.getByRole('group', { name: /Language/ }).first().getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fru%2Fprofile%2F3152#form$/);
    await page.getByRole('group', { name: /Language/ }).first().getByRole('link', { name: 'Հայերեն' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fru%2Fprofile%2F3152#form$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  });

  test('/hy/… is made canonical, and a first segment that is not a language means Armenian', async ({ page }) => {
    await openApp(page, '/hy/login');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/fr/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Մենք չգտանք այս էջը');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  });

  test('every page has canonical, hreflang alternates and social tags', async ({ page }) => {
    await openApp(page, '/en/login');
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/login$/);
    for (const [lang, suffix] of [
      ['hy', '/login'],
      ['en', '/en/login'],
      ['ru', '/ru/login'],
      ['x-default', '/login'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`${suffix}$`));
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Sign in/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});
