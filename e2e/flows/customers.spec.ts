import { expect, test } from '../support/test';
import { alternate, languageButtons, waitForContent } from '../support/content';
import { expectAccessiblePages, openApp } from '../support/app';

test.describe('customer stories', () => {
  test('the home page leads to the stories; a story switches language on its localized slug (en → ru)', async ({ page }) => {
    await openApp(page, '/en');
    await page.getByRole('link', { name: 'Our customers’ stories' }).click();
    await expect(page).toHaveURL(/\/en\/customers$/);
    await waitForContent(page);
    await expect(page.getByTestId('story-card')).toHaveCount(4);
    await page.getByRole('link', { name: 'Cargo damaged at Upper Lars, paid in 6 days' }).click();
    await expect(page).toHaveURL(/\/en\/customers\/garni-logistics$/);
    await expect(page.getByTestId('customer-story')).toContainText('Armen Sargsyan');
    await expect(alternate(page, 'hy')).toHaveAttribute('href', /\/customers\/garni-lojistiqs$/);
    await languageButtons(page).getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/customers\/garni-logistiks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Груз повреждён на Верхнем Ларсе — выплата за 6 дней');
  });

  test('an unknown story is a 404 → /notfound', async ({ page }) => {
    await openApp(page, '/customers/nobody');
    await expect(page).toHaveURL(/\/notfound$/);
  });

  // One test per language, the second page reached in-app (expectAccessiblePages).
  for (const [lang, paths] of Object.entries({ hy: ['/customers', '/customers/garni-lojistiqs'], en: ['/en/customers', '/en/customers/dilijan-tech'] })) {
    test(`axe: the list and an item (${lang})`, async ({ page }) => {
      await expectAccessiblePages(page, paths, async () => {
        await waitForContent(page);
      });
    });
  }
});
