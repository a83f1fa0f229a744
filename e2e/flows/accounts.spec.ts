import { deflateSync, crc32 } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { codeFromInbox, DEMO, expectAccessible, loginForm, openApp, signIn, simDb } from '../support/app';

/**
 * Registration with its fallbacks and documents, password recovery, and the signed-in routes' guards
 * (issue 11; customer-portal.md §2 "Access", "Registration routes", §4, §5, §9). Codes are read from the
 * simulator panel's outbox, as a developer would.
 */
const PASSWORD = 'Ararat2027#';
const main = (page: Page) => page.locator('main');
const header = (page: Page) => page.locator('header');

/** A PNG of one colour, width × height. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
/** The file input of a document part (the upload list's; the camera's input is the other one). */
const part = (page: Page, slot: string) => main(page).locator(`[data-upload-slot="${slot}"] input[type="file"]:not([capture])`);

async function signOutAndIn(page: Page, login: string, texts: { signOut: string; yes: string }) {
  await header(page).getByRole('button', { name: texts.signOut }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: texts.yes }).click();
  await expect(page).toHaveURL(/\/(en|ru)?$/);
  await page.goto(page.url().replace(/\/?$/, '/login'));
  await signIn(page, login, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/3152$/);
}

test.describe('registration', () => {
  test('by e-mail in Armenian: code from the inbox, password policy, ID card with a large photo scaled to 1024, then sign out and in', async ({ page }) => {
    await openApp(page, '/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Գրանցում');
    await expectAccessible(page);
    await main(page).getByRole('button', { name: 'Ստանալ կոդը' }).click();
    await expect(main(page).getByText('Էլ. փոստ դաշտը պարտադիր է')).toBeVisible();
    await main(page).getByLabel('Էլ. փոստ').fill('armen.grigoryan@example.am');
    await main(page).getByRole('button', { name: 'Ստանալ կոդը' }).click();

    await expect(page).toHaveURL(/\/register\/code$/);
    await expect(page.getByTestId('resend-countdown')).toContainText('2:00');
    await expectAccessible(page);
    const code = await codeFromInbox(page, 'armen.grigoryan@example.am');
    await main(page).getByLabel('Հաստատման կոդ').fill(code);
    await main(page).getByRole('button', { name: 'Հաստատել' }).click();

    await expect(page).toHaveURL(/\/register\/password$/);
    await expect(main(page).locator('[data-outcome="email"]')).toBeVisible();
    const password = main(page).getByRole('textbox', { name: 'Գաղտնաբառ', exact: true });
    await password.fill('ararat');
    await expect(main(page).locator('[data-check="upper"]')).toHaveAttribute('data-passed', 'false');
    await expect(main(page).locator('[data-check="lower"]')).toHaveAttribute('data-passed', 'true');
    await expectAccessible(page);
    await password.fill(PASSWORD);
    await expect(main(page).locator('[data-passed="false"]')).toHaveCount(0);
    await main(page).getByLabel('Կրկնեք գաղտնաբառը').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Ստեղծել հաշիվը' }).click();

    await expect(page).toHaveURL(/\/register\/identification$/);
    await expect(header(page).getByTestId('user-badge').first()).toContainText('Արմեն Գրիգորյան');
    await expectAccessible(page);
    await main(page).getByRole('radio', { name: 'Նույնականացման քարտ' }).click();

    await expect(page).toHaveURL(/\/register\/personalData\/idCard$/);
    await expectAccessible(page);
    await part(page, 'front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(2000, 1500) });
    await part(page, 'back').setInputFiles(pdf('back.pdf'));
    await part(page, 'selfie').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(main(page).getByRole('alert').filter({ hasText: 'notes.txt' })).toBeVisible();
    await part(page, 'selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(600, 800) });
    // Each file goes up as soon as it is chosen (a photo made a JPEG within 1024 px first).
    await expect(main(page).locator('[data-status="uploaded"]')).toHaveCount(3, { timeout: 30_000 });
    await main(page).getByRole('button', { name: 'Ուղարկել փաստաթղթերը' }).click();

    await expect(page).toHaveURL(/\/profile\/3152$/);
    const uploads = (await simDb(page)).uploads.filter((upload) => upload.owner.startsWith('identity:'));
    expect(uploads.map((upload) => [upload.kind, upload.pixels ?? null])).toEqual([
      ['idCard-front', '1024x768'],
      ['idCard-back', null],
      ['idCard-selfie', '600x800'],
    ]);
    await signOutAndIn(page, 'armen.grigoryan@example.am', { signOut: 'Ելք', yes: 'Այո' });
    await expect(header(page).getByTestId('user-badge').first()).toContainText('Արմեն Գրիգորյան');
  });

  test('through the phone fallback in Russian; a failed upload is retried without choosing the files again', async ({ page }) => {
    await openApp(page, '/ru/register');
    await main(page).getByLabel('Эл. почта').fill('mariam.new@example.am');
    await main(page).getByRole('button', { name: 'Получить код' }).click();
    await main(page).getByLabel('Код подтверждения').fill(await codeFromInbox(page, 'mariam.new@example.am'));
    await main(page).getByRole('button', { name: 'Подтвердить' }).click();

    await expect(page).toHaveURL(/\/ru\/register\/phone$/);
    await expectAccessible(page);
    const phone = main(page).getByLabel('Мобильный телефон');
    await phone.pressSequentially('93333444');
    await expect(phone).toHaveValue('93-333-444');
    await main(page).getByRole('button', { name: 'Получить код по SMS' }).click();

    await expect(page).toHaveURL(/\/ru\/register\/phone\/code$/);
    await expectAccessible(page);
    await main(page).getByLabel('Код подтверждения').fill(await codeFromInbox(page, '+37493333444'));
    await main(page).getByRole('button', { name: 'Подтвердить' }).click();

    await expect(page).toHaveURL(/\/ru\/register\/password$/);
    await expect(main(page).locator('[data-outcome="phone"]')).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Пароль', exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Повторите пароль').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Создать учётную запись' }).click();

    await main(page).getByRole('radio', { name: 'Социальная карта' }).click();
    await expect(page).toHaveURL(/\/ru\/register\/personalData\/socialCard$/);
    await page.evaluate(() => (window as unknown as { __sim: { forceEndpoint: (p: string, m: string, t?: number) => void } }).__sim.forceEndpoint('/files/upload', '500', 1));
    await part(page, 'front').setInputFiles(pdf('front.pdf'));
    await expect(main(page).locator('[data-status="failed"]')).toHaveCount(1);
    await part(page, 'back').setInputFiles(pdf('back.pdf'));
    await expect(main(page).locator('[data-status="uploaded"]')).toHaveCount(1);
    await main(page).getByRole('button', { name: 'Отправить документы' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Повторить' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Повторить: front.pdf' }).click();
    await expect(main(page).locator('[data-status="uploaded"]')).toHaveCount(2);
    await main(page).getByRole('button', { name: 'Отправить документы' }).click();

    await expect(page).toHaveURL(/\/ru\/profile\/3152$/);
    await signOutAndIn(page, 'mariam.new@example.am', { signOut: 'Выйти', yes: 'Да' });
    await expect(header(page).getByTestId('user-badge').first()).toContainText('Мариам Саргсян');
  });

  test('through the social card in English after an unknown phone; passport set', async ({ page }) => {
    await openApp(page, '/en/register/empty');
    await main(page).getByLabel('E-mail').fill('hayk@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await main(page).getByLabel('Verification code').fill(await codeFromInbox(page, 'hayk@example.am'));
    await main(page).getByRole('button', { name: 'Confirm' }).click();

    await main(page).getByLabel('Mobile phone').fill('99999999');
    await main(page).getByRole('button', { name: 'Get an SMS code' }).click();
    // The message stands under the field, and only there (no "Please check" dialog saying it again).
    await expect(main(page).getByText('This number is not in our records. Continue with your social card number.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await main(page).getByRole('button', { name: /continue with the social card number/ }).click();

    await expect(page).toHaveURL(/\/en\/register\/soc$/);
    await expectAccessible(page);
    await main(page).getByLabel('Social card number').fill('12345');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(main(page).getByText('The social card number has 10 digits')).toBeVisible();
    await main(page).getByLabel('Social card number').fill('5678901234');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/register\/password$/);
    await expect(main(page).locator('[data-outcome="soc"]')).toContainText('Social card verified');
    await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Repeat the password').fill('Ararat2027$');
    await main(page).getByRole('button', { name: 'Create the account' }).click();
    await expect(main(page).getByText('The passwords do not match')).toBeVisible();
    await main(page).getByLabel('Repeat the password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create the account' }).click();

    await main(page).getByRole('radio', { name: 'Passport' }).click();
    await main(page).getByRole('button', { name: 'Send the documents' }).click();
    await expect(main(page).getByText('Add a file for every part: Passport photo page, Passport registration page, A selfie holding the passport')).toBeVisible();
    await part(page, 'photoPage').setInputFiles(pdf('photo.pdf'));
    await part(page, 'registrationPage').setInputFiles(pdf('registration.pdf'));
    await part(page, 'selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(300, 300) });
    await expect(main(page).locator('[data-status="uploaded"]')).toHaveCount(3, { timeout: 30_000 });
    await main(page).getByRole('button', { name: 'Send the documents' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await expect(page.getByText('Documents received. They are reviewed and your data updated within 1 working day.')).toBeVisible();
    await signOutAndIn(page, '5678901234', { signOut: 'Sign out', yes: 'Yes' });
  });

  test('an unmatched social card: told to call and send documents, and asked for the name', async ({ page }) => {
    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill('nobody@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await main(page).getByLabel('Verification code').fill(await codeFromInbox(page, 'nobody@example.am'));
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await main(page).getByRole('button', { name: /continue with the social card number/ }).click();
    await main(page).getByLabel('Social card number').fill('9876543210');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(main(page).locator('[data-outcome="failed"]')).toContainText('+374 10 500010');
    await expect(main(page).getByLabel('First name')).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong code, resend after the countdown, an expired code (controlled clock)', async ({ page }) => {
    await page.clock.install();
    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill('late@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    const first = await codeFromInbox(page, 'late@example.am');

    await main(page).getByLabel('Verification code').fill(first === '000000' ? '111111' : '000000');
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(page).getByText('Wrong code. 4 tries left.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const resend = page.getByTestId('resend-code');
    await expect(resend).toBeDisabled();
    // The page's clock also runs in real time: after 60 s more, under a minute is left, and the button still waits.
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('resend-countdown')).toContainText(/0:\d\d/);
    await expect(resend).toBeDisabled();
    await page.clock.runFor(60_000);
    await expect(resend).toBeEnabled();
    await expect(page.getByTestId('resend-countdown')).toHaveCount(0);
    await resend.click();
    await expect(page.getByTestId('resend-countdown')).toContainText('2:00');
    const second = await codeFromInbox(page, 'late@example.am');
    expect((await simDb(page)).outbox.filter((message) => message.to === 'late@example.am')).toHaveLength(2);

    // Ten minutes later the code has expired.
    await page.clock.runFor(10 * 60_000);
    await main(page).getByLabel('Verification code').fill(second);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(page).getByText('The code has expired. Get a new code.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
  });

  test('a forced 500 on signup: an error toast, the code screen stays, a second try goes through', async ({ page }) => {
    await openApp(page, '/en/register', ['/mobile/login/customer-signup/:500:1']);
    await main(page).getByLabel('E-mail').fill('armen.grigoryan@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    const code = await codeFromInbox(page, 'armen.grigoryan@example.am');
    await main(page).getByLabel('Verification code').fill(code);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '[Simulator]' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/en\/register\/password$/);
  });

  test('a later step opened directly goes back to the start; an unknown step is not found', async ({ page }) => {
    await openApp(page, '/en/register/phone/code');
    await expect(page).toHaveURL(/\/en\/register$/);
    await page.goto('/en/register/personalData/driving');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Registration');
    await expect(page.locator('[data-register-step]')).toHaveCount(0);
  });
});

test.describe('password recovery', () => {
  test('e-mail → code → new password → signed in; the old password no longer works (en)', async ({ page }) => {
    await openApp(page, '/en/forgotPassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password recovery');
    await expectAccessible(page);
    await main(page).getByLabel('E-mail').fill(DEMO.email);
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await expect(main(page).locator('[data-step="code"]')).toBeVisible();
    await expectAccessible(page);
    const code = await codeFromInbox(page, DEMO.email);
    await main(page).getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(page).getByText('Wrong code. 4 tries left.')).toBeVisible();
    await main(page).getByLabel('Verification code').fill(code);
    await main(page).getByRole('button', { name: 'Confirm' }).click();

    await expect(main(page).locator('[data-step="password"]')).toBeVisible();
    await expectAccessible(page);
    await main(page).getByLabel('New password').fill('weak');
    await main(page).getByLabel('Repeat the password').fill('weak');
    await main(page).getByRole('button', { name: 'Save the password and sign in' }).click();
    await expect(main(page).getByText('The password does not meet every rule below')).toBeVisible();
    await main(page).getByLabel('New password').fill(PASSWORD);
    await main(page).getByLabel('Repeat the password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Save the password and sign in' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);

    await header(page).getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.goto('/en/login');
    await signIn(page, DEMO.login, DEMO.password);
    await expect(loginForm(page).getByText('Incorrect personal ID or password')).toBeVisible();
    await signIn(page, DEMO.login, PASSWORD);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
  });
});

test.describe('guards', () => {
  test('/register and /register/empty send a signed-in customer away; /login goes to redirect or /profile/3152', async ({ page }) => {
    await openApp(page, '/en/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await page.goto('/en/register');
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await page.goto('/register/empty');
    await expect(page).toHaveURL(/\/profile\/3152$/);
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await page.goto(`/en/login?redirect=${encodeURIComponent('/en/faq')}`);
    await expect(page).toHaveURL(/\/en\/faq$/);
  });

  test('/shop and /profile at any depth send a visitor to /login and back to that exact address', async ({ page }) => {
    await openApp(page, '/en/shop');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fshop$/);
    await page.goto('/ru/profile/3152/anything/deeper?x=1');
    await expect(page).toHaveURL(/\/ru\/login\?redirect=/);
    await signIn(page);
    await expect(page).toHaveURL(/\/ru\/profile\/3152\/anything\/deeper\?x=1$/);
  });
});
