import { expect, test } from '../support/test';
import { waitForContent } from '../support/content';
import { expectAccessible, openApp } from '../support/app';

test.describe('site search', () => {
  test('search from the header: results by type; searching again from the header on the results page (en, 1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, '/en');
    const header = page.locator('header').getByRole('searchbox', { name: 'Search the site' }).first();
    await header.fill('casco');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/casco$/);
    await waitForContent(page);
    await expect(page.getByTestId('search-summary')).toContainText('results for “casco”');
    await expect(page.getByRole('heading', { level: 2, name: /Blog/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Questions and answers/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue('casco');
    // The header's field clears 1500 ms after a search.
    await expect(header).toHaveValue('', { timeout: 4000 });

    await header.fill('Mastercard');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/Mastercard$/);
    await expect(page.getByTestId('search-summary')).toContainText('2 results for “Mastercard”');
    await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue('Mastercard');

    await page.getByTestId('search-result').getByRole('link', { name: 'Pay with any bank card' }).click();
    await expect(page).toHaveURL(/\/en\/news\/pay-with-any-card$/);
  });

  test("the page's own field searches in Armenian; a FAQ result opens its question (hy)", async ({ page }) => {
    await openApp(page, '/search');
    await expect(page.getByText('Գրեք, թե ինչ եք փնտրում')).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Ի՞նչ եք փնտրում' });
    await field.fill('ԿԱՍԿՈ');
    await page.locator('main').getByRole('button', { name: 'Որոնել', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/%D4%BF%D4%B1%D5%8D%D4%BF%D5%88$/);
    await waitForContent(page);
    await expect(page.getByTestId('search-summary')).toContainText('«ԿԱՍԿՈ»');
    await page.getByRole('link', { name: 'Ո՞րն է ԿԱՍԿՈ-ի և «Պարզապես ԿԱՍԿՈ»-ի տարբերությունը' }).click();
    await expect(page).toHaveURL(/\/faq\?category=car#faq-3$/);
    await expect(page.getByRole('button', { name: 'Ո՞րն է ԿԱՍԿՈ-ի և «Պարզապես ԿԱՍԿՈ»-ի տարբերությունը' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('nothing found, and the empty search (en)', async ({ page }) => {
    await openApp(page, '/en/search/zzqxv');
    await expect(page.getByRole('heading', { name: 'Nothing found for “zzqxv”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Frequently asked questions' })).toBeVisible();
    await openApp(page, '/en/search');
    await expect(page.getByRole('heading', { name: 'Type what you are looking for' })).toBeVisible();
    // A blank search does not leave the page.
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('   ');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
  });

  test('a forced 500 shows the error state, and retry works (en)', async ({ page }) => {
    await openApp(page, '/en/search/casco', ['/search/:500:3']);
    await page.getByTestId('load-error').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('search-summary')).toBeVisible();
  });

  for (const path of ['/search', '/en/search/casco', '/search/%D4%BF%D4%B1%D5%8D%D4%BF%D5%88', '/en/search/zzqxv']) {
    test(`axe: ${path}`, async ({ page }) => {
      await openApp(page, path);
      await waitForContent(page);
      await expectAccessible(page);
    });
  }
});
