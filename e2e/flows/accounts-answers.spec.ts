import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { codeFromInbox, DEMO, expectAccessible, loginForm, openApp, signIn, simDb } from '../support/app';

/**
 * What the account flows tell and keep (issue 20, items 1, 2 and 7; docs/decisions/recovery-answers-alike.md,
 * registration-draft.md, unverified-personal-id.md): recovery and registration answer the same for addresses with
 * and without an account, a reload on the registration's code screen loses nothing, and the social card number of
 * an unverified customer signs in.
 */
const PASSWORD = 'Ararat2027#';
const main = (page: Page) => page.locator('main');

/** The screen as the customer sees it: its visible text (the address written as <address>) and its fields' state. */
async function screen(page: Page, address: string) {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await main(page).innerText()).replaceAll(address, '<address>').replace(/\d:\d\d/g, 'm:ss');
  const fields = await main(page)
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => [input.getAttribute('name'), input.getAttribute('aria-invalid'), (input as HTMLInputElement).value]));
  const dialogs = await page.getByRole('dialog').count();
  return { url: page.url().replace(/\?.*$/, ''), text, fields: JSON.stringify(fields).replaceAll(address, '<address>'), dialogs };
}

/** A code that is not the one sent (a stranger gets none). */
async function notTheCode(page: Page, address: string) {
  const sent = (await simDb(page)).outbox.filter((message) => message.to === address).at(-1)?.code;
  return sent === '000000' ? '111111' : '000000';
}

/** Recovery for one address, screen by screen: the e-mail, the code, a wrong code, asking again, the lock. */
async function recoveryScreens(page: Page, address: string) {
  const seen = [];
  await openApp(page, '/forgotPassword');
  const email = main(page).getByLabel('Էլ. փոստ');
  await email.fill(address);
  seen.push(await screen(page, address));
  await main(page).getByRole('button', { name: 'Ստանալ կոդը' }).click();
  await expect(main(page).locator('[data-step="code"]')).toBeVisible();
  seen.push(await screen(page, address));
  await main(page).getByLabel('Հաստատման կոդ').fill(await notTheCode(page, address));
  await main(page).getByRole('button', { name: 'Հաստատել' }).click();
  await expect(main(page).locator('input[name="CODE"]')).toHaveAttribute('aria-invalid', 'true');
  seen.push(await screen(page, address));
  // "Use another e-mail", then the same one again: the code sent is still valid.
  await main(page).getByRole('button', { name: 'Օգտագործել այլ էլ. փոստ' }).click();
  await main(page).getByLabel('Էլ. փոստ').fill(address);
  await main(page).getByRole('button', { name: 'Ստանալ կոդը' }).click();
  await expect(main(page).locator('[data-step="code"]')).toBeVisible();
  seen.push(await screen(page, address));
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await main(page).getByLabel('Հաստատման կոդ').fill(await notTheCode(page, address));
    await main(page).getByRole('button', { name: 'Հաստատել' }).click();
    await expect(main(page).locator('input[name="CODE"]')).toHaveAttribute('aria-invalid', 'true');
    seen.push(await screen(page, address));
  }
  // Locked: asking for a code again is refused under the e-mail.
  await main(page).getByRole('button', { name: 'Օգտագործել այլ էլ. փոստ' }).click();
  await main(page).getByLabel('Էլ. փոստ').fill(address);
  await main(page).getByRole('button', { name: 'Ստանալ կոդը' }).click();
  await expect(main(page).locator('input[name="EMAIL"]')).toHaveAttribute('aria-invalid', 'true');
  seen.push(await screen(page, address));
  return seen;
}

test.describe('recovery tells nobody whether an account exists', () => {
  test('an unknown address sees exactly what a known one sees, on every screen (hy); only the customer gets codes', async ({ page }) => {
    test.slow();
    const known = await recoveryScreens(page, DEMO.email);
    expect((await simDb(page)).outbox.filter((message) => message.to === DEMO.email && message.code)).toHaveLength(1);
    const unknown = await recoveryScreens(page, 'stranger@example.am');
    expect((await simDb(page)).outbox.filter((message) => message.to === 'stranger@example.am')).toHaveLength(0);
    expect(unknown).toEqual(known);
    // The screens compared are the ones meant: a wrong code with the tries left, the kept code, the lock.
    expect(known[2]?.text).toContain('Կոդը սխալ է։ Մնացել է 4 փորձ։');
    expect(known[3]?.text).toContain('2 րոպեից էլ քիչ առաջ');
    expect(known[6]?.text).toContain('Մնացել է 1 փորձ');
    expect(known[8]?.text).toContain('Չափից շատ սխալ փորձեր');
    expect(known.every((shown) => shown.dialogs === 0)).toBe(true);
    await expectAccessible(page);
  });
});

test.describe('registration', () => {
  test('a taken e-mail goes on to the same code screen as a new one; its owner is e-mailed how to sign in instead of a code', async ({ page }) => {
    test.slow();
    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill('someone.new@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    const fresh = await screen(page, 'someone.new@example.am');

    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill(DEMO.email);
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    expect(await screen(page, DEMO.email)).toEqual(fresh);
    expect(fresh.text).toContain('If this e-mail already has an account, the message tells you how to sign in instead.');
    const toOwner = (await simDb(page)).outbox.filter((message) => message.to === DEMO.email);
    expect(toOwner.map((message) => [message.subject, message.code ?? null])).toEqual([['You already have an account', null]]);
  });

  test('a reload on the code screen keeps the e-mail and the countdown; the first code still works; asking again keeps it', async ({ page }) => {
    test.slow();
    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill('reload@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    const code = await codeFromInbox(page, 'reload@example.am');

    await page.reload();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    await expect(page.getByTestId('code-sent-to')).toContainText('reload@example.am');
    await expect(page.getByTestId('resend-countdown')).toContainText(/1:\d\d|2:00/);
    await expect(page.getByTestId('resend-code')).toBeDisabled();

    // Back to the start and the same e-mail again: no new code, the first one is still the one to enter.
    await page.goto('/en/register');
    await expect(main(page).getByLabel('E-mail')).toHaveValue('reload@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await expect(page).toHaveURL(/\/en\/register\/code$/);
    await expect(page.getByTestId('code-sent-to')).toContainText('less than 2 minutes ago');
    expect((await simDb(page)).outbox.filter((message) => message.to === 'reload@example.am')).toHaveLength(1);

    await page.reload();
    await main(page).getByLabel('Verification code').fill(code);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/en\/register\/phone$/);
    expect(await page.evaluate(() => sessionStorage.getItem('registrationDraft'))).toContain('reload@example.am');
  });

  test('an unverified customer signs in with the social card number typed at registration, as the login page says', async ({ page }) => {
    test.slow();
    await openApp(page, '/en/register');
    await main(page).getByLabel('E-mail').fill('nare@example.am');
    await main(page).getByRole('button', { name: 'Get a code' }).click();
    await main(page).getByLabel('Verification code').fill(await codeFromInbox(page, 'nare@example.am'));
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await main(page).getByRole('button', { name: /continue with the social card number/ }).click();
    await main(page).getByLabel('Social card number').fill('9876543210');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(main(page).locator('[data-outcome="failed"]')).toBeVisible();
    await main(page).getByLabel('First name').fill('Nare');
    await main(page).getByLabel('Last name').fill('Avagyan');
    await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Repeat the password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create the account' }).click();
    await expect(page).toHaveURL(/\/en\/register\/identification$/);
    // The account exists: the registration draft is gone from session storage.
    expect(await page.evaluate(() => sessionStorage.getItem('registrationDraft'))).toBeNull();

    await page.locator('header').getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.goto('/en/login');
    await expect(main(page).getByText('Use your personal ID (social card number) or e-mail.')).toBeVisible();
    await signIn(page, '9876543210', PASSWORD);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await expect(loginForm(page)).toHaveCount(0);
  });
});
