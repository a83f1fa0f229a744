import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, openApp, signIn } from '../support/app';

/**
 * The header's controls stay usable (issue 20, item 7; docs/decisions/header-one-line.md, toasts-bottom-right.md):
 * a toast never covers them, and the menu keeps one line at 1280 px in every language beside a long name.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** David has the longer name of the two demo customers (Դավիթ Պետրոսյան). */
const DAVID = { login: '2345678901', password: 'Sevan2026!' };

async function signedInAsDavid(page: Page, prefix: string) {
  await openApp(page, `${prefix}/login`);
  await signIn(page, DAVID.login, DAVID.password);
  await expect(page).toHaveURL(/\/profile\/3152$/);
}

for (const width of [1280, 375]) {
  test(`a success toast never covers the header's name and Sign out (${width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await signedInAsDavid(page, '/en');
    await page.goto('/en');
    await page.locator('#subscribe input[type="email"]').fill('david.news@example.am');
    await page.locator('#subscribe button[type="submit"]').click();
    const toast = page.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    // Hovered, it stays: it must still not be in the way.
    await toast.hover();
    const toastBox = (await toast.boundingBox()) as Box;
    const header = page.locator('header');
    const controls = width >= 992 ? [header.getByTestId('user-badge').first(), header.getByRole('button', { name: 'Sign out' }).first()] : [header.locator('[data-testid="header-main-bar"]')];
    for (const control of controls) {
      await expect(control).toBeVisible();
      expect(overlaps(toastBox, (await control.boundingBox()) as Box)).toBe(false);
    }
    // Scrolled, the header stays on top and the toast still does not cover it.
    await page.mouse.wheel(0, 600);
    await expect(header.getByTestId('header-main-bar')).toHaveAttribute('data-fixed', 'true');
    expect(overlaps((await toast.boundingBox()) as Box, (await header.getByTestId('header-main-bar').boundingBox()) as Box)).toBe(false);
    await expectAccessible(page);
  });
}

for (const prefix of ['', '/en', '/ru']) {
  test(`the header menu fits one line at 1280 px beside a long name (${prefix || 'hy'})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAsDavid(page, prefix);
    const menu = page.locator('header nav ul').first();
    await expect(menu.locator(':scope > li')).toHaveCount(6);
    const tops = await menu.evaluate((list) => [...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The name is still the link's: screen readers hear it, a pointer sees it as the tooltip.
    const badgeLink = page.locator('header').getByRole('link', { name: /Դավիթ Պետրոսյան|David Petrosyan|Давид Петросян/ }).first();
    await expect(badgeLink).toBeVisible();
    await expect(badgeLink).toHaveAttribute('title', /Դավիթ Պետրոսյան|David Petrosyan|Давид Петросян/);
  });
}
