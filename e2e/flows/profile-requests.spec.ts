import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, force, signInTo } from '../support/app';

/**
 * The profile's leftovers of issue 12: the address with suggestions (/profile/data/autofill) picked with the keyboard,
 * a callback (/mobile/callback_order-doctor/), a contract order (/mobile/contract_order_fromsite/), a written request
 * (/mobile/create-request/) with a server refusal under its field, the overview's claim waiting for documents leading
 * to that claim, and the contract group pills readable on a phone. In en, hy and ru.
 */
type SimState = { customers: Array<{ profile: { UID: string; ADDRESS?: Record<string, string> } }>; customerRequests: Array<{ kind: string; number: string; values: Record<string, string> }> };
const simDb = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as SimState);

test('address (en): town and street picked from the suggestions with the keyboard, then saved; axe', async ({ page }) => {
  await signInTo(page, '/en/profile/3156');
  const form = page.getByTestId('address-form');
  const city = form.locator('input[name="CITY"]');
  await expect(city).toHaveValue('Երևան');

  await city.fill('gyu');
  const cityOption = page.getByRole('option', { name: 'Gyumri' });
  await expect(cityOption).toBeVisible();
  await expectAccessible(page);
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Gyumri');
  await expect(cityOption).toBeHidden();

  const street = form.locator('input[name="STREET"]');
  await street.fill('var');
  // The streets of the town chosen: Gyumri has Vardanants Street.
  await expect(page.getByRole('option', { name: 'Vardanants Street' })).toBeVisible();
  await street.press('ArrowDown');
  await street.press('Enter');
  await expect(street).toHaveValue('Vardanants Street');

  await form.getByRole('textbox', { name: 'Building' }).fill('twelve');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter the building number, e.g. 12 or 12/3')).toBeVisible();
  await form.getByRole('textbox', { name: 'Building' }).fill('5/1');
  await form.getByRole('textbox', { name: 'Flat (optional)' }).fill('');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByTestId('address-saved')).toHaveText('Address saved');
  const stored = (await simDb(page)).customers.find((customer) => customer.profile.UID === '1234567890')?.profile.ADDRESS;
  expect(stored).toEqual({ CITY: 'Gyumri', STREET: 'Vardanants Street', HOUSE: '5/1', APARTMENT: '' });

  // A town the server does not know is refused under the field.
  await city.fill('Atlantis');
  await form.getByRole('button', { name: 'Save address' }).click();
  // One message in one place (issue 20): under the field, no dialog over it.
  await expect(form.getByText('Choose the city from the list')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('callback (hy): phone prefilled, received under a number; the same topic again is refused under the phone; axe', async ({ page }) => {
  await signInTo(page, '/profile/3157');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Հետադարձ զանգ');
  const form = page.getByTestId('callback-form');
  await expect(form.getByRole('textbox', { name: 'Հեռախոս' })).toHaveValue('91-234-567');
  await expectAccessible(page);

  // Nothing chosen: refused here.
  await form.getByRole('button', { name: 'Զանգահարեք ինձ' }).click();
  await expect(form.getByText('Ընտրեք ցանկից')).toBeVisible();
  await form.getByRole('combobox', { name: 'Թեմա' }).selectOption({ label: 'Վնասի հատուցում' });
  await form.getByRole('combobox', { name: 'Երբ զանգահարել' }).selectOption({ label: 'Առավոտյան՝ 09:00–12:00' });
  await form.getByRole('button', { name: 'Զանգահարեք ինձ' }).click();
  const received = page.getByTestId('callback-received');
  await expect(received).toContainText(/CB-\d{4}-000001 հայտն ընդունված է/);
  await expect(received).toContainText('+374 91-234-567');
  const requests = (await simDb(page)).customerRequests;
  expect(requests.at(-1)).toMatchObject({ kind: 'callback', values: { PHONE: '+37491234567', TOPIC: 'claim', TIME: 'morning' } });
  await expectAccessible(page);

  await received.getByRole('button', { name: 'Պատվիրել ևս մեկ զանգ' }).click();
  await form.getByRole('combobox', { name: 'Թեմա' }).selectOption({ label: 'Վնասի հատուցում' });
  await form.getByRole('button', { name: 'Զանգահարեք ինձ' }).click();
  await expect(form.getByText('Այս համարով այս թեմայով զանգի հայտն արդեն ընդունված է')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('contract order and written request (en): the order received; a refusal of the server under the message field, then sent; axe', async ({ page }) => {
  await signInTo(page, '/en/profile/3157');
  const order = page.getByTestId('order-form');
  await order.getByRole('combobox', { name: 'Insurance' }).selectOption({ label: 'Cargo insurance' });
  await expect(order.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveValue('anna.hakobyan@example.am');
  await order.getByRole('textbox', { name: 'What should we insure? (optional)' }).fill('Two trucks, Yerevan to Tbilisi');
  await order.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByTestId('order-received')).toContainText(/Request OR-\d{4}-000001 received/);
  await expect(page.getByTestId('order-received')).toContainText('Cargo insurance: a specialist will contact you within 1 working day');

  const request = page.getByTestId('request-form');
  await request.getByRole('textbox', { name: 'Subject' }).fill('Paper copy of my policy');
  await request.getByRole('textbox', { name: 'Message' }).fill('Short');
  await request.getByRole('button', { name: 'Send' }).click();
  await expect(request.getByText('Too short: at least 20 characters')).toBeVisible();
  await request.getByRole('textbox', { name: 'Message' }).fill('Please post a paper copy of my CMTPL policy to my address.');
  await request.locator('input[type="file"]').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 letter') });
  await expect(request.locator('[data-upload-slot="FILE"] [data-status="ready"]')).toContainText('letter.pdf');

  // The server refuses once: its message stands under the field, and only there (issue 20: one message in one place).
  await force(page, '/mobile/create-request/', '400-warning_d', 1);
  await request.getByRole('button', { name: 'Send' }).click();
  await expect(request.getByText('[Simulator] Forced warning for the field TEXT.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(request.getByRole('textbox', { name: 'Message' })).toHaveValue('Please post a paper copy of my CMTPL policy to my address.');
  await expectAccessible(page);

  await request.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('request-received')).toContainText(/Request WR-\d{4}-000001 received/);
  const stored = (await simDb(page)).customerRequests.map((entry) => entry.kind);
  expect(stored).toEqual(['order', 'request']);
  await expectAccessible(page);
});

test("the overview's claim waiting for documents (hy) opens that claim on the claims screen; closing it keeps the screen", async ({ page }) => {
  await signInTo(page, '/profile/3152');
  const item = page.getByTestId('attention-claim');
  await expect(item).toContainText('CL-2026-000412 հայտը սպասում է ձեր փաստաթղթերին');
  await expectAccessible(page);
  await item.getByRole('link', { name: 'Բացել CL-2026-000412 հայտը' }).click();
  await expect(page).toHaveURL(/\/profile\/claims\?claim=/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('CL-2026-000412');
  await expect(dialog).toContainText('Մյուս վարորդի վարորդական վկայականի լուսանկարը');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Փակել' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/claims$/);
  await expect(page.getByTestId('profile-claims')).toBeVisible();
});

test('contract group pills (hy, 375 px) show whole names: nothing is cut', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInTo(page, '/profile/3153');
  const pills = page.getByTestId('contract-groups').getByRole('button');
  await expect(pills.first()).toBeVisible();
  const cut = await pills.evaluateAll((buttons) =>
    buttons
      .map((button) => ({ text: button.textContent ?? '', label: button.querySelector('.mantine-Button-label') as HTMLElement | null, box: button.getBoundingClientRect() }))
      .filter(({ label, box }) => !label || label.scrollWidth > label.clientWidth + 1 || box.right > window.innerWidth)
      .map(({ text }) => text),
  );
  expect(cut).toEqual([]);
  await testInfo.attach('contract-groups-375', { body: await page.getByTestId('contract-groups').screenshot(), contentType: 'image/png' });
  await expectAccessible(page);
});
