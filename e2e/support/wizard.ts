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
