import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, openApp, yerevanDay } from '../support/app';
import { photo } from '../support/photos';

/**
 * The form engine on its showcase (/dev/form-showcase, simulator builds only): the simulator's TABID 9000 with
 * every field type, rules, conditions, dynamic selects, on-change answers, files and a promo code.
 */
const SHOWCASE = '/en/dev/form-showcase';
const FORM_PATH = '/api/interface/form/9000';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const inDays = (days: number) => yerevanDay(days);

async function openShowcase(page: Page, path = SHOWCASE, sim: string[] = []) {
  await openApp(page, path, sim);
  await expect(page.getByTestId('form-skeleton')).toBeHidden();
  await expect(field(page, 'FULLNAME')).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Everything the showcase requires, filled as a customer would. */
async function fillRequired(page: Page) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Anna Hakobyan');
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('12041990');
  await page.getByRole('textbox', { name: 'Mobile phone' }).pressSequentially('91234567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna.hakobyan@example.am');
  await page.getByRole('textbox', { name: 'Start of cover' }).pressSequentially(inDays(3).replace(/\//g, ''));
  await choose(page, 'Vehicle type', 'Passenger car');
  await choose(page, 'Payout method', 'Transit account (cash at a bank branch)');
  await field(page, 'PASSPORT_SCAN').locator('input[type=file]').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 passport') });
  await expect(field(page, 'PASSPORT_SCAN').getByText('passport.pdf', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree with the insurance terms' }).check();
}

test.describe('form engine showcase', () => {
  test('the date input refuses bad keys typed one by one', async ({ page }) => {
    await openShowcase(page);
    const start = page.getByRole('textbox', { name: 'Date of birth' });
    await start.pressSequentially('31/04');
    await expect(start).toHaveValue('31/0');
    await start.fill('');
    await start.pressSequentially('2902202');
    await start.pressSequentially('3');
    await expect(start).toHaveValue('29/02/202'); // 2023 is not a leap year
    await start.pressSequentially('4');
    await expect(start).toHaveValue('29/02/2024');
    await start.fill('');
    await start.pressSequentially('12x00a');
    await expect(start).toHaveValue('12/0'); // letters and month 00 refused
  });

  test('the calendar loads on the way to the first press, in the page language, and hands the day and the focus back', async ({ page }) => {
    await openShowcase(page, '/ru/dev/form-showcase');
    const start = page.getByRole('textbox', { name: 'Дата рождения' });
    await start.pressSequentially('12041990');
    // Its code (@mantine/dates, dayjs) is not in the form's chunks: the button asks for it when reached.
    const button = page.getByRole('button', { name: /Дата рождения/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await expect(calendar).toContainText(/апрель 1990/i);
    await expectAccessible(page);
    await calendar.getByRole('button', { name: /^20 апреля 1990/i }).click();
    await expect(start).toHaveValue('20/04/1990');
    await expect(calendar).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the phone input refuses bad keys typed one by one and shows +374', async ({ page }) => {
    await openShowcase(page);
    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    await expect(field(page, 'PHONE').getByText('+374')).toBeVisible();
    await phone.pressSequentially('9a1 b2-3456789');
    await expect(phone).toHaveValue('91-234-567');
    await phone.fill('');
    await phone.pressSequentially('0912');
    await phone.blur();
    await expect(field(page, 'PHONE')).toContainText('The number cannot start with 0');
  });

  test('fields hidden by a rule, a condition or the server appear when their condition holds', async ({ page }) => {
    await openShowcase(page);
    // field conditions: the owner's name appears when the policyholder is not the owner
    await expect(page.getByRole('textbox', { name: "Owner's full name" })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'The policyholder is the owner' }).uncheck();
    await expect(page.getByRole('textbox', { name: "Owner's full name" })).toBeVisible();
    // the on-change answer: a legal entity gets company fields, loses the date of birth
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Legal entity' }).check();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveCount(0);
    // a rule: seats are editable (and 30) only for a bus; the truck option only for legal entities
    await expect(page.getByRole('textbox', { name: 'Number of seats' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Vehicle type' }).click();
    await expect(page.getByRole('option', { name: 'Truck' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Tractor' })).toHaveCount(0); // flagged not visible
    await page.getByRole('option', { name: 'Bus' }).click();
    await expect(page.getByRole('textbox', { name: 'Number of seats' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Number of seats' })).toHaveValue('30');
    // the field that is not granted is not there
    await expect(page.getByText("Underwriter's note")).toHaveCount(0);
    // a dynamic select behind a condition
    await choose(page, 'Payout method', 'My bank account');
    await expect(page.getByRole('combobox', { name: 'Bank' })).toBeVisible();
    // the server answers a button: a start date a week ahead
    await page.getByRole('button', { name: 'Suggest a start date' }).click();
    await expect(page.getByRole('textbox', { name: 'Start of cover' })).toHaveValue(inDays(7));
  });

  test('options load with a spinner', async ({ page }) => {
    await openApp(page, SHOWCASE, ['/country/get-country-list-alchemy/:slow-2500']);
    const countries = page.getByRole('combobox', { name: 'Countries of travel' });
    await expect(countries).toBeVisible();
    await expect(countries).toHaveAttribute('aria-busy', 'true');
    await expect(field(page, 'COUNTRY').locator('.mantine-Loader-root')).toBeVisible();
    await expect(countries).not.toHaveAttribute('aria-busy', 'true', { timeout: 6000 });
    await countries.click();
    await page.getByRole('option', { name: 'France' }).click();
    await page.getByRole('option', { name: 'Georgia' }).click();
    await expect(field(page, 'COUNTRY')).toContainText('France');
  });

  test('a forced 400-warning_d shows each message under its field', async ({ page }) => {
    await openShowcase(page, SHOWCASE, [`${FORM_PATH}:400-warning_d:1`]);
    await fillRequired(page);
    await page.getByRole('button', { name: 'Save' }).click();
    // Each message stands under its field, and no dialog repeats them (issue 20 item 5: one message, in one place).
    await expect(field(page, 'FULLNAME')).toContainText('[Simulator] Forced warning for the field FULLNAME.');
    await expect(field(page, 'PHONE')).toContainText('[Simulator] Forced warning for the field PHONE.');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Typing in the field clears its server message.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Anna Hakobyan-Petrosyan');
    await expect(field(page, 'FULLNAME')).not.toContainText('[Simulator]');
  });

  test('submitting an empty form shows the required messages; a valid one sends the spec’s shapes', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'FULLNAME')).toContainText('Full name field is required');
    await expect(field(page, 'AGREE')).toContainText('I agree with the insurance terms field is required');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();

    await fillRequired(page);
    await choose(page, 'Countries of travel', 'France');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('sevan10');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(field(page, 'PROMO')).toContainText('Promo code applied: 10% off');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    const sent = JSON.parse((await page.getByTestId('sent-values').locator('pre').textContent()) ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ PHONE: '+374 (091) 234567', AGREE: 1, IS_OWNER: 1, NEWSLETTER: 0, BIRTHDATE: '12/04/1990', COUNTRY: 'FR', CARTYPE: '1', PROMO: 'SEVAN10' });
    expect(sent).not.toHaveProperty('OWNER_FULLNAME');
  });

  test('a wrong promo code is explained under the field', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(field(page, 'PROMO')).toContainText('There is no such promo code');
  });

  test('files: a wrong type is refused, an upload can be removed and the field empties', async ({ page }) => {
    await openShowcase(page);
    const photos = field(page, 'DAMAGE_PHOTOS');
    await photos.locator('input[type=file]').setInputFiles([
      photo('front.jpg'),
      { name: 'notes.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('docx') },
    ]);
    await expect(photos).toContainText('front.jpg');
    await expect(photos).toContainText('“notes.docx” is not a photo (jpg, png, heic, webp) or a pdf file');
    await photos.getByRole('button', { name: 'Remove front.jpg' }).click();
    await expect(photos).not.toContainText('front.jpg');
  });

  test('the dev notice reports the descriptor that could not be read', async ({ page }) => {
    await openShowcase(page);
    await expect(page.getByTestId('descriptor-problems')).toContainText('One field of this form could not be shown');
    await expect(page.getByTestId('descriptor-problems')).toContainText('COLOUR');
  });

  for (const path of [SHOWCASE, '/dev/form-showcase']) {
    test(`axe: ${path}`, async ({ page }) => {
      await openShowcase(page, path);
      await expectAccessible(page);
      await page.getByRole('button', { name: /Save|Պահպանել/ }).click();
      await expectAccessible(page);
    });
  }
});
