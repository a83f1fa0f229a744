import type { Page } from '@playwright/test';
import { expect } from './test';

/** A purchase wizard step's field, its first input, and the step's submit button (the wizard specs share them). */
export const field = (page: Page, name: string) => page.locator(`main [data-field="${name}"]`);
export const input = (page: Page, name: string) => field(page, name).locator('input').first();
export const submit = (page: Page) => page.getByTestId('wizard-submit');

/** The step shows its first field and is not busy with a round trip. */
export async function stepReady(page: Page, firstField: string) {
  await expect(input(page, firstField)).toBeVisible();
  await expect(page.locator('main form[aria-busy="true"]')).toHaveCount(0);
}

/** Pay with another card (typed on the bank's page), ticking the terms first. */
export async function payWithNewCard(page: Page, otherCard: RegExp) {
  await expect(submit(page)).toBeDisabled();
  await input(page, 'TERMS').check();
  await page.getByRole('radio', { name: otherCard }).check();
  await submit(page).click();
}

/** On the bank's page: a new card (docs/purchase-api.md test cards). */
export async function payOnBankPage(page: Page, pan: string, lang: 'am' | 'en') {
  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  const label =
    lang === 'en'
      ? { pan: 'Card number', expiry: 'Expiry date', cvv: 'CVV code', holder: 'Cardholder name', pay: /^Pay/ }
      : { pan: 'Քարտի համար', expiry: 'Գործողության ժամկետ', cvv: 'CVV կոդ', holder: 'Քարտապանի անուն', pay: /^Վճարել/ };
  await page.getByLabel(label.pan).fill(pan);
  await page.getByLabel(label.expiry).fill('12/39');
  await page.getByLabel(label.cvv).fill('123');
  await page.getByLabel(label.holder).fill('ANNA HAKOBYAN');
  await page.getByRole('button', { name: label.pay }).click();
}
