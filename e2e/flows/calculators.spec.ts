import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, navigateInApp, openApp, yerevanDay } from '../support/app';

/**
 * The calculators page (public-site.md §2, §4 "Calculator", §7 "Public calculators"): every tab computes a
 * premium against the simulator's tariffs in Armenian and English, results clear on change, rules show and
 * hide fields, server warnings stand under their fields, option lists show a spinner, dates refuse what the
 * rules refuse key by key, and axe is clean on every tab.
 */
type Lang = 'hy' | 'en';
const PREFIX: Record<Lang, string> = { hy: '', en: '/en' };
const CALCULATE: Record<Lang, string> = { hy: 'Հաշվել', en: 'Calculate' };

/** DD/MM/YYYY of today + `days` (and `months`) in Yerevan, where the browser runs. */
const day = (days: number, months = 0) => yerevanDay(days, months);

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const input = (page: Page, name: string) => field(page, name).locator('input').first();

/** Chooses an option of a select field by its visible text. */
async function choose(page: Page, name: string, option: string | RegExp) {
  await input(page, name).click();
  await page.getByRole('option', { name: option }).click();
}

/** The form of the tab is there and every option list has arrived. */
async function formReady(page: Page) {
  await expect(page.getByTestId('calculator-form-skeleton')).toHaveCount(0);
  await expect(page.locator('[data-form] [aria-busy="true"]')).toHaveCount(0);
}

/** What a visitor types on each tab beyond the defaults the server gives. */
const FILL: Record<string, (page: Page, lang: Lang) => Promise<void>> = {
  appa: async () => undefined,
  apka: async () => undefined,
  justCasco: async (page) => {
    await input(page, 'CAR_COST').fill('12000000');
  },
  travel: async (page) => {
    await input(page, 'START_DATE').fill(day(5));
    await input(page, 'END_DATE').fill(day(11));
    await input(page, 'AGE').fill('40');
    // The days follow the dates (the on-change round trip).
    await expect(input(page, 'DAYS')).toHaveValue('7');
  },
  medicalCheckUpPlus: async (page) => {
    await input(page, 'AGE').fill('45');
  },
  socialMedCheckUp: async (page, lang) => {
    await input(page, 'AGE').fill('70');
    await choose(page, 'SOCIAL_GROUP', lang === 'hy' ? 'Կենսաթոշակառու' : 'Pensioner');
  },
  property: async (page) => {
    await input(page, 'SUM_INSURED').fill('40000000');
  },
  petsInsurance: async (page) => {
    await input(page, 'PET_BIRTH_DATE').fill(day(0, -14));
  },
};

async function calculate(page: Page, lang: Lang) {
  await page.getByRole('button', { name: CALCULATE[lang], exact: true }).click();
  await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'done');
}

test.describe('calculators', () => {
  // One test per tab: Armenian (with axe: its checks do not change with the language), then English reached in-app.
  for (const tab of Object.keys(FILL)) {
    test(`${tab} computes a premium [hy, en], axe clean`, async ({ page }) => {
      for (const lang of ['hy', 'en'] as const) {
        if (lang === 'hy') await openApp(page, `${PREFIX[lang]}/calculators/${tab}`);
        else await navigateInApp(page, `${PREFIX[lang]}/calculators/${tab}`);
        await formReady(page);
        await expect(page.getByTestId(`calculator-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
        await (FILL[tab] as (page: Page, lang: Lang) => Promise<void>)(page, lang);
        await calculate(page, lang);
        await expect(page.getByTestId('calculation-premium')).toHaveText(/^[\d\s,.\u202F]+\s֏$/);
        await expect(page.getByTestId('calculation-text')).toHaveText(lang === 'hy' ? /[\u0531-\u0587]/ : /^[^\u0531-\u0587]+$/);
        if (lang === 'hy') await expectAccessible(page);
      }
    });
  }

  test('the CMTPL premium follows the tariff; changing an input clears the result', async ({ page }) => {
    await openApp(page, '/en/calculators/appa');
    await formReady(page);
    await calculate(page, 'en');
    await expect(page.getByTestId('calculation-premium')).toHaveText('32,000 ֏');
    await expect(page.getByTestId('calculation-amount')).toHaveText('5,000,000 ֏');
    await choose(page, 'BM', 'Class 1 (0.50)');
    await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'idle');
    await calculate(page, 'en');
    await expect(page.getByTestId('calculation-premium')).toHaveText('16,000 ֏');
    // Typing counts too.
    await page.getByRole('link', { name: 'Just Casco' }).click();
    await formReady(page);
    await input(page, 'CAR_COST').fill('12000000');
    await calculate(page, 'en');
    await input(page, 'CAR_COST').press('End');
    await input(page, 'CAR_COST').press('Backspace');
    await expect(input(page, 'CAR_COST')).not.toHaveValue(/12[\s,\u00a0]?000[\s,\u00a0]?000/);
    await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'idle');
  });

  test('fields hidden by a rule appear when their condition holds', async ({ page }) => {
    await openApp(page, '/en/calculators/appa');
    await formReady(page);
    await expect(field(page, 'CARSEATS')).toHaveCount(0);
    await expect(field(page, 'CARPOWER_M')).toBeVisible();
    await choose(page, 'CARTYPE', 'Bus or minibus');
    await expect(field(page, 'CARSEATS')).toBeVisible();
    await expect(field(page, 'CARPOWER_M')).toHaveCount(0);

    // Business-only uses are offered once the person is a legal entity.
    await input(page, 'CARUSETYPE').click();
    await expect(page.getByRole('option', { name: 'Rental' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await choose(page, 'PERSONTYPE', 'Legal entity');
    await choose(page, 'CARUSETYPE', 'Rental');

    await page.getByRole('link', { name: 'Travel' }).click();
    await formReady(page);
    await expect(field(page, 'BOX_DAYS')).toHaveCount(0);
    await field(page, 'VARIANT').getByLabel('Year box (days a year)').check();
    await expect(field(page, 'BOX_DAYS')).toBeVisible();
    await expect(field(page, 'END_DATE')).toHaveCount(0);

    await page.getByRole('link', { name: 'Pets' }).click();
    await formReady(page);
    await expect(field(page, 'DOG_SIZE')).toBeVisible();
    await field(page, 'PET_TYPE').getByLabel('Cat').check();
    await expect(field(page, 'DOG_SIZE')).toHaveCount(0);
  });

  test('a forced 400 warning_d: the warnings under the named fields, no dialog on top (issue 20 item 5)', async ({ page }) => {
    await openApp(page, '/en/calculators/appa', ['/product/appa/calc:400-warning_d:1']);
    await formReady(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(field(page, 'BM')).toContainText('[Simulator] Forced warning for the field BM.');
    await expect(field(page, 'REGION')).toContainText('[Simulator] Forced warning for the field REGION.');
    await expect(page.getByTestId('calculation-invalid')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Changing the field takes its warning away; the next calculation goes through.
    await choose(page, 'BM', 'Class 9 (0.97)');
    await expect(field(page, 'BM')).not.toContainText('Forced warning');
    await calculate(page, 'en');
  });

  test('a real out-of-range value: the server explains under the field, in Armenian', async ({ page }) => {
    await openApp(page, '/calculators/justCasco');
    await formReady(page);
    await input(page, 'CAR_COST').fill('1500000');
    await page.getByRole('button', { name: 'Հաշվել', exact: true }).click();
    await expect(field(page, 'CAR_COST')).toContainText('«Just Casco»-ն ապահովագրում է');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a server error: a clear message and "try again"', async ({ page }) => {
    await openApp(page, '/en/calculators/property', ['/product/property/calc:500:3']);
    await formReady(page);
    await input(page, 'SUM_INSURED').fill('40000000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const error = page.getByTestId('calculation-error');
    await expect(error).toContainText('The premium could not be calculated');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'done');
  });

  test('option lists show a spinner while they load', async ({ page }) => {
    await openApp(page, '/en/calculators/appa', ['/diction_s/appa/bm/:slow-2500']);
    await expect(input(page, 'REGION')).toHaveValue('Yerevan');
    const bm = input(page, 'BM');
    await expect(bm).toHaveAttribute('aria-busy', 'true');
    await expect(field(page, 'BM').locator('.mantine-Loader-root, [data-loading], .mantine-Select-section .mantine-Loader-root').first()).toBeVisible();
    await expect(bm).toHaveValue('Class 10 (1.00)', { timeout: 8000 });
    await expect(bm).not.toHaveAttribute('aria-busy', 'true');
  });

  test('travel: "Calculate" pressed at once, while the dates\' round trip is on its way, is not lost', async ({ page }) => {
    // The on-change answer (days from the dates) takes 1.5 s: the press waits for it, the button says it is busy.
    await openApp(page, '/en/calculators/travel', ['/mobile/interface/on-change-input-value/:slow-1500']);
    await formReady(page);
    await input(page, 'START_DATE').fill(day(5));
    await input(page, 'END_DATE').fill(day(11));
    await input(page, 'AGE').fill('40');
    const button = page.getByRole('button', { name: 'Calculate', exact: true });
    await button.click();
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(page.getByTestId('calculation-result')).toHaveAttribute('data-status', 'done', { timeout: 10_000 });
    await expect(input(page, 'DAYS')).toHaveValue('7');
    await expect(page.getByTestId('calculation-premium')).toHaveText(/^[\d\s,.\u202F]+\s֏$/);
  });

  test('a date typed key by key refuses what the rules refuse', async ({ page }) => {
    await openApp(page, '/en/calculators/travel');
    await formReady(page);
    const start = input(page, 'START_DATE');
    await start.click();
    // Day 32 and month 13 are refused as they are typed; slashes come by themselves.
    await start.pressSequentially('32');
    await expect(start).toHaveValue('3');
    await start.pressSequentially('1133');
    await expect(start).toHaveValue('31/1');
    await start.press('Control+A');
    await start.press('Backspace');
    // 31 April does not exist; 29 February only in a leap year.
    await start.pressSequentially('3104');
    await expect(start).toHaveValue('31/0');
    await start.press('Control+A');
    await start.press('Backspace');
    await start.pressSequentially('29022029');
    await expect(start).not.toHaveValue('29/02/2029');
    await start.press('Control+A');
    await start.press('Backspace');
    await start.pressSequentially('x' + day(3).replace(/\//g, ''));
    await expect(start).toHaveValue(day(3));
  });

  test('tabs are links: keyboard, language switch keeps the tab, unknown tabs are not found', async ({ page }) => {
    await openApp(page, '/calculators');
    await expect(page).toHaveURL(/\/calculators\/appa$/);
    await formReady(page);
    const travel = page.getByTestId('calculator-tab-travel');
    await travel.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calculators\/travel$/);
    await expect(travel).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/Ճամփորդական ապահովագրության հաշվիչ/);
    await page.locator('header').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/calculators\/travel$/);
    await expect(page).toHaveTitle(/Travel insurance calculator/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /travel insurance abroad/);
    await page.goto('/en/calculators/unknownTab');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
  });
});
