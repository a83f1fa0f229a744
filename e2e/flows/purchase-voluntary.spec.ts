import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, loginForm, openApp, signIn, yerevanDay } from '../support/app';
import { field, input, submit, stepReady } from '../support/wizard';

/**
 * Voluntary MTPL, Just CASCO, property and pets (issue 10; docs/purchase-api.md): each bought from its entry step
 * `search-person` through its object step, the price and the bank's page to a paid result, spread over hy/en/ru;
 * each product's own refusal stands under its field; axe on every step.
 */
type Lang = 'am' | 'en' | 'ru';

async function choose(page: Page, name: string, option: string | RegExp) {
  await input(page, name).click();
  await page.getByRole('option', { name: option }).click();
}

/** Step 1 of every product: the policyholder (phone and e-mail come from the profile). */
async function policyholder(page: Page, next: RegExp) {
  await stepReady(page, 'PASSPORT');
  await expectAccessible(page);
  await input(page, 'PASSPORT').fill('AN1234567');
  await expect(submit(page)).toBeDisabled();
  await input(page, 'CONSENT').check();
  await submit(page).click();
  await expect(page).toHaveURL(next);
}

const BANK: Record<Lang, { pan: string; expiry: string; cvv: string; holder: RegExp; pay: RegExp; other: RegExp }> = {
  am: { pan: 'Քարտի համար', expiry: 'Գործողության ժամկետ', cvv: 'CVV կոդ', holder: /Քարտապանի անուն/, pay: /^Վճարել/, other: /Այլ քարտ/ },
  en: { pan: 'Card number', expiry: 'Expiry date', cvv: 'CVV code', holder: /Cardholder name/, pay: /^Pay/, other: /Another card/ },
  ru: { pan: 'Номер карты', expiry: 'Срок действия', cvv: 'Код CVV', holder: /Имя держателя|Владелец/, pay: /^Оплатить/, other: /Другая карта/ },
};

/** The payment step: terms, another card, the bank's page, then the paid result with the product's number. */
async function payAndSeeResult(page: Page, lang: Lang, referral: string, number: RegExp) {
  await stepReady(page, 'TERMS');
  await expect(page.getByTestId('contract-price')).toBeVisible();
  await expectAccessible(page);
  const bank = BANK[lang];
  await expect(submit(page)).toBeDisabled();
  await input(page, 'TERMS').check();
  await page.getByRole('radio', { name: bank.other }).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  await page.getByLabel(bank.pan).fill('4111 1111 1111 1111');
  await page.getByLabel(bank.expiry).fill('12/39');
  await page.getByLabel(bank.cvv).fill('123');
  await page.getByLabel(bank.holder).fill('ANNA HAKOBYAN');
  await page.getByRole('button', { name: bank.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/payment/${referral}`));
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'success');
  await expect(result).toContainText(number);
  await expect(page.getByTestId('contract-pdf')).toBeVisible();
  await expectAccessible(page);
}

test.describe('buying the voluntary products', () => {
  test('voluntary MTPL in English: calculator → policyholder → car and limit (under 1 000 000 refused) → bank → paid', async ({ page }) => {
    await openApp(page, '/en/calculators/apka');
    await input(page, 'LIMIT').fill('5000000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByTestId('calculation-buy').click();
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/cars-insurance\/apka\/search-person$/);
    await policyholder(page, /\/en\/profile\/cars-insurance\/apka\/search-car$/);

    await stepReady(page, 'PLATE');
    // The calculator's limit is there.
    await expect(input(page, 'LIMIT')).toHaveValue(/5[,\s]?000[,\s]?000/);
    await expectAccessible(page);
    await input(page, 'PLATE').fill('35OO123');
    await input(page, 'DOCUMENT').fill('AN1234567');
    await input(page, 'LIMIT').fill('900000');
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(field(page, 'LIMIT')).toContainText('The limit must be from');
    await expect(page).toHaveURL(/\/apka\/search-car$/);
    await input(page, 'LIMIT').fill('3000000');
    await submit(page).click();
    await expect(page).toHaveURL(/\/en\/profile\/cars-insurance\/apka\/payment$/);
    await expect(page.getByRole('region', { name: 'Your contract' })).toContainText(yerevanDay(1));
    await payAndSeeResult(page, 'en', 'apka', /SV-APKA-\d{4}-\d{6}/);
  });

  test('Just CASCO in Armenian: a car worth 1 800 000 ֏ is refused under its value; then paid', async ({ page }) => {
    await openApp(page, '/profile/car-insurance/justCasco/search-person');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await policyholder(page, /\/profile\/car-insurance\/justCasco\/search-car$/);

    await stepReady(page, 'PLATE');
    // In force from day 7: the picker's default.
    await expect(input(page, 'FROMDATE')).toHaveValue(yerevanDay(7));
    await expectAccessible(page);
    await input(page, 'PLATE').fill('35OO123');
    await input(page, 'DOCUMENT').fill('AN1234567');
    await input(page, 'CAR_COST').fill('1800000');
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(field(page, 'CAR_COST')).toContainText('«Just Casco»-ն ապահովագրում է');
    await input(page, 'CAR_COST').fill('12000000');
    await choose(page, 'PERIOD', '6 ամիս');
    await submit(page).click();
    await expect(page).toHaveURL(/\/profile\/car-insurance\/justCasco\/payment$/);
    await payAndSeeResult(page, 'am', 'justCasco', /SV-JUSTCASCO-\d{4}-\d{6}/);
  });

  test('property in Russian: a start on day 3 is refused under the date; from day 7 it is paid', async ({ page }) => {
    await openApp(page, '/ru/profile/property-insurance/property/search-person');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await policyholder(page, /\/ru\/profile\/property-insurance\/property\/property-data$/);

    await stepReady(page, 'SUM_INSURED');
    await expectAccessible(page);
    await input(page, 'SUM_INSURED').fill('30000000');
    await input(page, 'ADDRESS').fill('Ереван, ул. Абовяна 1');
    await input(page, 'CONSENT').check();
    await input(page, 'FROMDATE').fill(yerevanDay(3));
    await page.keyboard.press('Escape');
    await submit(page).click();
    await expect(field(page, 'FROMDATE')).toContainText('Дата не может быть раньше');
    await expect(page).toHaveURL(/\/property-data$/);
    await input(page, 'FROMDATE').fill(yerevanDay(7));
    await page.keyboard.press('Escape');
    await submit(page).click();
    await expect(page).toHaveURL(/\/ru\/profile\/property-insurance\/property\/payment$/);
    await expect(page.getByRole('region', { name: 'Ваш договор' })).toContainText(yerevanDay(7));
    await payAndSeeResult(page, 'ru', 'property', /SV-PROPERTY-\d{4}-\d{6}/);
  });

  test('pets in Russian: a 9-year-old dog is refused with the age range under its birth date; a cat is paid', async ({ page }) => {
    await openApp(page, '/ru/profile/pet-insurance/petsInsurance/search-person');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await policyholder(page, /\/ru\/profile\/pet-insurance\/petsInsurance\/pet-data$/);

    await stepReady(page, 'PET_NAME');
    await expectAccessible(page);
    await input(page, 'PET_NAME').fill('Рекс');
    await input(page, 'PET_BIRTH_DATE').fill(yerevanDay(0, -108));
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(field(page, 'PET_BIRTH_DATE')).toContainText('Страхуются животные в возрасте от 2 месяцев до 8 лет');
    await expect(page).toHaveURL(/\/pet-data$/);
    await field(page, 'PET_TYPE').getByLabel('Кошка').check();
    await expect(field(page, 'DOG_SIZE')).toHaveCount(0);
    await input(page, 'PET_NAME').fill('Мурка');
    await input(page, 'PET_BIRTH_DATE').fill(yerevanDay(0, -36));
    await submit(page).click();
    await expect(page).toHaveURL(/\/ru\/profile\/pet-insurance\/petsInsurance\/payment$/);
    await payAndSeeResult(page, 'ru', 'petsInsurance', /SV-PETSINSURANCE-\d{4}-\d{6}/);
  });

  test('the second travel entry of §2 leads into the travel wizard, with the broker', async ({ page }) => {
    await openApp(page, '/en/profile/travel-insurance/travel/search-person?BROKER=B-7');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/tour-insurance\/travel\/search-travel-person\?BROKER=B-7$/);
    await stepReady(page, 'PASSPORT');
  });
});
