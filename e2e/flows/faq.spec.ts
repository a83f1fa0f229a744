import { expect, test } from '../support/test';
import { languageButtons, waitForContent } from '../support/content';
import { expectAccessible, openApp, waitForApp } from '../support/app';

test.describe('FAQ', () => {
  test('categories are tabs; the choice is in the address; answers open and close (en)', async ({ page }) => {
    await openApp(page, '/en/faq');
    await waitForContent(page);
    const tabs = page.getByRole('tablist', { name: 'Question categories' });
    await expect(tabs.getByRole('tab')).toHaveCount(8);
    await expect(tabs.getByRole('tab', { name: 'Car insurance' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'Travel' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?category=travel$/);
    await expect(tabs.getByRole('tab', { name: 'Travel' })).toHaveAttribute('aria-selected', 'true');
    const question = page.getByRole('button', { name: 'Does travel insurance cover COVID-19?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Does travel insurance cover COVID-19?' })).toContainText('simplified plan');

    // The keyboard moves between tabs too.
    await tabs.getByRole('tab', { name: 'Travel' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/en\/faq\?category=property$/);

    // Shareable: a reload keeps the category; so does the language switch.
    await page.reload();
    await waitForApp(page);
    await expect(tabs.getByRole('tab', { name: 'Property' })).toHaveAttribute('aria-selected', 'true');
    await languageButtons(page).getByRole('link', { name: 'Հայերեն' }).click();
    await expect(page).toHaveURL(/\/faq\?category=property$/);
    await expect(page.getByRole('tablist').getByRole('tab', { name: 'Գույք' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Կարո՞ղ եմ ապահովագրել կատվիս կամ շանս' })).toBeVisible();
  });

  test('a link to a question opens its category with the answer open (hy)', async ({ page }) => {
    await openApp(page, '/faq?category=cargo#faq-15');
    await waitForContent(page);
    await expect(page.getByRole('tab', { name: 'Բեռներ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Պե՞տք է արդյոք ապահովագրել յուրաքանչյուր բեռնափոխադրումն առանձին' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a forced 500 shows the error state, and retry works (hy)', async ({ page }) => {
    await openApp(page, '/faq', ['/faq/:500:3']);
    await page.getByTestId('load-error').getByRole('button', { name: 'Փորձել կրկին' }).click();
    await expect(page.getByRole('tablist')).toBeVisible();
  });

  for (const path of ['/faq', '/en/faq?category=financial', '/ru/faq']) {
    test(`axe: ${path}`, async ({ page }) => {
      await openApp(page, path);
      await waitForContent(page);
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await expectAccessible(page);
    });
  }
});
