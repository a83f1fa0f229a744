import { expect, test } from '../support/test';
import { openApp, waitForApp } from '../support/app';

test.describe('home page', () => {
  test('banners, tiles, shortcuts and blocks (en)', async ({ page }) => {
    await openApp(page, '/en');
    await expect(page.locator('[data-slide-id="18"] a').first()).toHaveAttribute('href', '/en/profile/newContracts/appa/search-car');
    await expect(page.locator('[data-slide-id="19"] a').first()).toHaveAttribute('href', '/en/profile/property-insurance/property/search-person');
    await expect(page.getByTestId('tile-calculators')).toHaveAttribute('href', '/en/calculators/appa');
    await expect(page.getByTestId('tile-66')).toHaveAttribute('href', '/en/company/about/newteam#vacancies');
    const contractTypes = page.getByTestId('tile-67');
    await expect(contractTypes).toHaveAttribute('aria-expanded', 'false');
    await contractTypes.click();
    await expect(contractTypes).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await contractTypes.getAttribute('aria-controls')}`);
    await expect(list).toBeVisible();
    expect(await list.getByRole('link').count()).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(contractTypes).toBeFocused();
    // A group with more than 4 services is a slider, the others a grid.
    await expect(page.getByTestId('service-group-1')).toHaveAttribute('data-layout', 'slider');
    await expect(page.getByTestId('service-group-2')).toHaveAttribute('data-layout', 'grid');
    // The login card exists but is hidden, and leads to /register.
    await expect(page.getByTestId('home-login-card')).toBeHidden();
    await expect(page.getByTestId('home-login-card').locator('a')).toHaveAttribute('href', '/en/register');
  });

  test('the sliders speak the page language to assistive technology (ru)', async ({ page }) => {
    await openApp(page, '/ru');
    const banner = page.getByRole('region', { name: 'Предложения' });
    await expect(banner).toHaveAttribute('aria-roledescription', 'карусель');
    await expect(banner.locator('[data-slide-id]').first()).toHaveAttribute('aria-roledescription', 'слайд');
    await expect(banner.locator('[data-slide-id]').first()).toHaveAttribute('aria-label', /^1 из \d+$/);
    await expect(banner.getByRole('tablist')).toHaveAttribute('aria-label', 'Слайды');
    await expect(banner.getByRole('tab').first()).toHaveAttribute('aria-label', 'Перейти к слайду 1');
    // Mantine's English "Slide N of M" is hidden from assistive technology; ours says it in Russian.
    await expect(banner.getByRole('status')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Слайд 2 из \d+$/ })).toHaveCount(1);
    await expect(banner.getByText(/^Slide \d+ of \d+$/)).toHaveAttribute('aria-hidden', 'true');
  });

  test('the personal / corporate choice is remembered', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.getByTestId('service-group-1')).toBeVisible();
    await page.locator('label', { hasText: 'Կորպորատիվ' }).click();
    await expect(page.getByTestId('service-group-20')).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('service-group-20')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('homeServicesTab'))).toBe('"corporate"');
  });

  test('/contact scrolls to the subscription block; subscribing validates and thanks', async ({ page }) => {
    await openApp(page, '/en/contact');
    const block = page.locator('#subscribe');
    await expect(block).toBeInViewport({ timeout: 5000 });
    await block.getByLabel('E-mail').fill('not-an-email');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Enter a valid e-mail address')).toBeVisible();
    await block.getByLabel('E-mail').fill('reader@example.am');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('status')).toContainText('Thank you');
  });

  for (const path of ['/online-security', '/terms-of-use', '/personal-data']) {
    test(`${path} shows the home page`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.locator('#subscribe')).toBeVisible();
    });
  }

  test('header: fixed after 40 px of scroll, search goes to /search/{text} and clears', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, '/en');
    const bar = page.getByTestId('header-main-bar');
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    // The page grows as its sections and the footer arrive after the first paint: scroll until there is room.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(bar).toHaveAttribute('data-fixed', 'true', { timeout: 1000 });
    }).toPass();
    await expect(bar).toBeInViewport();
    const search = page.getByRole('searchbox', { name: 'Search the site' }).first();
    await search.fill('casco');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/casco$/);
    await expect(search).toHaveValue('', { timeout: 4000 });
  });

  test('mobile menu opens, lists the menu and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openApp(page, '/en');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
