import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, loginForm, openApp, signIn } from '../support/app';
import { expectPaidOnceAfterReloads } from '../support/once';
import { field, input, submit, stepReady } from '../support/wizard';

/**
 * The three medical check-ups (customer-portal.md §2 "Medical check-up step 1", §4 "4515 leads to 4516 after
 * successful creation; 4517 loads a header grid"; docs/decisions/medical-checkups.md): each bought to a paid
 * result in its own language, each product's own refusal under its field, axe on every step.
 */

type Lang = 'am' | 'en' | 'ru';
const TEXT = {
  am: { prefix: '', check: 'Ստուգել', applied: /15%/, clinic: /Աստղիկ/, other: /Այլ քարտ/, contract: 'Ձեր պայմանագիրը', bank: { pan: 'Քարտի համար', expiry: 'Գործողության ժամկետ', cvv: 'CVV կոդ', holder: 'Քարտապանի անուն', pay: /^Վճարել/ } },
  en: { prefix: '/en', check: 'Check', applied: /10% off/, clinic: /Astghik/, other: /Another card/, contract: 'Your contract', bank: { pan: 'Card number', expiry: 'Expiry date', cvv: 'CVV code', holder: 'Cardholder name', pay: /^Pay/ } },
  ru: { prefix: '/ru', check: 'Проверить', applied: /5%/, clinic: /Астгик/, other: /Другая карта/, contract: 'Ваш договор', bank: { pan: 'Номер карты', expiry: 'Срок действия', cvv: 'Код CVV', holder: 'Имя держателя карты', pay: /^Оплатить/ } },
} as const;

async function openSignedIn(page: Page, lang: Lang, product: string) {
  await openApp(page, `${TEXT[lang].prefix}/profile/health-insurance/${product}/search-person`);
  await expect(loginForm(page)).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/health-insurance/${product}/search-person$`));
  await stepReady(page, 'PASSPORT');
}

async function person(page: Page, birth: string, socialCard = '1234567890') {
  await input(page, 'PASSPORT').fill('AN1234567');
  await input(page, 'SOCIAL_CARD').fill(socialCard);
  await input(page, 'BIRTHDATE').fill(birth);
  // The social check-up asks the social group (its price depends on it, as on its calculator).
  if ((await field(page, 'SOCIAL_GROUP').count()) > 0) {
    await input(page, 'SOCIAL_GROUP').click();
    await page.getByRole('option', { name: /Пенсионер|Pensioner|Կենսաթոշակառու/ }).click();
  }
  await input(page, 'CONSENT').check();
}

/** A whole purchase: step 1 with a promo code, step 2, the header grid and the discounted price, the bank, the result. */
async function buy(page: Page, lang: Lang, product: string, promo: string, birth: string) {
  const text = TEXT[lang];
  await openSignedIn(page, lang, product);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await input(page, 'PROMO_CODE').fill(promo);
  await field(page, 'PROMO_CODE').getByRole('button', { name: text.check }).click();
  await expect(field(page, 'PROMO_CODE').getByRole('status')).toContainText(text.applied);
  await person(page, birth);
  await submit(page).click();

  await expect(page).toHaveURL(new RegExp(`/health-insurance/${product}/contract-data$`));
  await stepReady(page, 'FROMDATE');
  await expectAccessible(page);
  await input(page, 'CLINIC').click();
  await page.getByRole('option', { name: text.clinic }).click();
  await input(page, 'CONSENT').check();
  await submit(page).click();

  await expect(page).toHaveURL(new RegExp(`/health-insurance/${product}/create-contract$`));
  await stepReady(page, 'TERMS');
  // The header grid: the server's columns over the contract so far.
  const grid = page.getByRole('region', { name: text.contract }).locator('table');
  await expect(grid).toContainText('AN1234567');
  await expect(grid).toContainText(text.clinic);
  // The step-1 promo code is in the price: struck through without it.
  await expect(page.getByTestId('contract-price')).toBeVisible();
  await expect(page.getByTestId('contract-price').locator('[aria-label]')).toHaveCount(1);
  await expectAccessible(page);
  await expect(submit(page)).toBeDisabled();
  await input(page, 'TERMS').check();
  await page.getByRole('radio', { name: text.other }).check();
  await submit(page).click();

  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  await page.getByLabel(text.bank.pan).fill('4111 1111 1111 1111');
  await page.getByLabel(text.bank.expiry).fill('12/39');
  await page.getByLabel(text.bank.cvv).fill('123');
  await page.getByLabel(text.bank.holder).fill('ANNA HAKOBYAN');
  await page.getByRole('button', { name: text.bank.pay }).click();

  await expect(page).toHaveURL(new RegExp(`/profile/payment/${product}`));
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'success');
  await expect(result).toContainText(new RegExp(`SV-${product.toUpperCase()}-\\d{4}-\\d{6}`));
  await expect(page.getByTestId('contract-pdf')).toBeVisible();
  await expectAccessible(page);
  // Reloaded twice: still one paid contract, one payment, one e-mail (issue 24).
  await expectPaidOnceAfterReloads(page);
}

test.describe('buying a medical check-up', () => {
  test('medical check-up in Armenian: promo code, person, check-up, header grid, bank, paid', async ({ page }) => {
    await buy(page, 'am', 'medicalCheckUp', 'HEALTH15', '12/04/1990');
  });

  test('medical check-up plus in English', async ({ page }) => {
    await buy(page, 'en', 'medicalCheckUpPlus', 'SEVAN10', '12/04/1960');
  });

  test('social medical check-up in Russian', async ({ page }) => {
    await buy(page, 'ru', 'socialMedCheckUp', 'SOCIAL5', '12/04/1955');
  });
});

test.describe('each product refuses in its own words, under the field', () => {
  test('medical check-up (Armenian): an 86-year-old', async ({ page }) => {
    await openSignedIn(page, 'am', 'medicalCheckUp');
    await person(page, '01/01/1940');
    await submit(page).click();
    await expect(field(page, 'BIRTHDATE')).toContainText('Բժշկական հետազոտությունը նախատեսված է 18-ից 70 տարեկան անձանց համար');
    await expect(page).toHaveURL(/\/medicalCheckUp\/search-person$/);
    await expectAccessible(page);
  });

  test('medical check-up plus (English): an 80-year-old', async ({ page }) => {
    await openSignedIn(page, 'en', 'medicalCheckUpPlus');
    await person(page, '01/01/1946');
    await submit(page).click();
    await expect(field(page, 'BIRTHDATE')).toContainText('The medical check-up plus is for people aged 18 to 70');
    await expect(page).toHaveURL(/\/medicalCheckUpPlus\/search-person$/);
  });

  test('social medical check-up (Russian): a 91-year-old, and a 9-digit public service number', async ({ page }) => {
    await openSignedIn(page, 'ru', 'socialMedCheckUp');
    await person(page, '01/01/1935', '123456789');
    await submit(page).click();
    await expect(field(page, 'BIRTHDATE')).toContainText('Социальный медицинский осмотр предназначен для людей от 18 до 80 лет');
    await expect(field(page, 'SOCIAL_CARD')).toContainText('Номер социальной карты состоит из 10 цифр');
    await expect(page).toHaveURL(/\/socialMedCheckUp\/search-person$/);
  });
});

test.describe('from the calculator', () => {
  test('social medical check-up (Russian): "Buy this policy" opens the wizard with the social group chosen', async ({ page }) => {
    await openApp(page, '/ru/calculators/socialMedCheckUp');
    await input(page, 'AGE').fill('70');
    await input(page, 'SOCIAL_GROUP').click();
    await page.getByRole('option', { name: 'Участник боевых действий' }).click();
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await page.getByTestId('calculation-buy').click();
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/ru\/profile\/health-insurance\/socialMedCheckUp\/search-person$/);
    await stepReady(page, 'PASSPORT');
    await expect(input(page, 'SOCIAL_GROUP')).toHaveValue('Участник боевых действий');
  });
});
