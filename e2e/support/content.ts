import { expect, type Page } from '@playwright/test';

/** The header's language buttons (the top bar's group on wide screens). */
export const languageButtons = (page: Page) => page.getByRole('group', { name: /Language/ }).first();

/** Content pages show their own skeletons while their data loads: wait until none is left. */
export async function waitForContent(page: Page) {
  await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
}

/** The page's hreflang alternate for `lang`. */
export const alternate = (page: Page, lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
