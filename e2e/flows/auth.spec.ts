import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, force, loginForm, openApp, signIn, waitForApp } from '../support/app';

const header = (page: Page) => page.locator('header');

test.describe('sign-in and sign-out', () => {
  test('signs in with the personal ID, shows name and avatar, signs out (hy)', async ({ page }) => {
    await openApp(page, '/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/profile\/3152$/);
    await expect(header(page).getByTestId('user-badge').first()).toContainText(DEMO.nameHy);
    // The profile's overview (issue 12): its title, and the greeting by name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Իմ էջը');
    await expect(page.getByTestId('profile-overview')).toContainText(DEMO.nameHy);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.fullname_en)).toBe(DEMO.nameEn);

    // Reload keeps the session.
    await page.reload();
    await waitForApp(page);
    await expect(header(page).getByTestId('user-badge').first()).toContainText(DEMO.nameHy);

    await header(page).getByRole('button', { name: 'Ելք' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Ոչ' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Այո' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Մուտք' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('signs in with the e-mail in English and returns to the page it came from', async ({ page }) => {
    await openApp(page, '/en/profile/3152');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
    await signIn(page, DEMO.email);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await expect(header(page).getByTestId('user-badge').first()).toContainText(DEMO.nameEn);

    // Signed in, /login sends the user on.
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
  });

  test('ru: whether a challenge is needed is asked while the password is typed; the press sends only the sign-in', async ({ page }) => {
    await openApp(page, '/ru/login');
    const calls: string[] = [];
    page.on('request', (request) => {
      const match = /\/mobile\/login\/([^/]+)\//.exec(request.url());
      if (match?.[1]) calls.push(match[1]);
    });
    await loginForm(page).locator('input[name="LOGIN"]').fill(DEMO.login);
    await loginForm(page).locator('input[name="PASSWORD"]').fill(DEMO.password);
    await expect.poll(() => calls).toEqual(['i_am_a_not_robot']);
    await loginForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ru\/profile\/3152$/);
    expect(calls).toEqual(['i_am_a_not_robot', 'customer-signin']);
  });

  test('a wrong password shows the field message only (no dialog repeating it); repeated failures ask for the captcha', async ({ page }) => {
    await openApp(page, '/en/login');
    await signIn(page, DEMO.login, 'wrong-password');
    const password = loginForm(page).locator('input[name="PASSWORD"]');
    await expect(password).toHaveAttribute('data-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await password.getAttribute('aria-describedby')}`)).toContainText(/incorrect/i);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await signIn(page, DEMO.login, 'wrong-again');
    await expect(loginForm(page).getByText(/incorrect/i)).toBeVisible();
    // The second attempt has been answered (a failure empties the password) before the third is typed.
    await expect(password).toHaveValue('');

    // Third try: the simulator asks for the challenge first.
    await signIn(page, DEMO.login, DEMO.password);
    const captcha = page.locator('input[name="CAPTCHA_ANSWER"]');
    await expect(captcha).toBeVisible();
    const question = (await page.locator('label[for="' + (await captcha.getAttribute('id')) + '"]').textContent()) ?? '';
    const [, a, op, b] = /(\d+)\s*([+\-×x*])\s*(\d+)/.exec(question) ?? [];
    const answer = op === '-' ? Number(a) - Number(b) : op === '+' ? Number(a) + Number(b) : Number(a) * Number(b);
    await captcha.fill(String(answer));
    await page.locator('input[name="PASSWORD"]').fill(DEMO.password);
    await loginForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
  });

  test('empty fields show the required messages in Armenian', async ({ page }) => {
    await openApp(page, '/login');
    await loginForm(page).locator('button[type="submit"]').click();
    await expect(page.getByText('Անձնական համար կամ էլ. փոստ դաշտը պարտադիր է')).toBeVisible();
    await expect(page.getByText('Գաղտնաբառ դաշտը պարտադիր է')).toBeVisible();
  });

  test('a 401 mid-session returns to /login, says the session ended, and after signing in again goes back', async ({ page }) => {
    await openApp(page, '/en/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);

    await force(page, '/mobile/get-cust-datas/', '401', 1);
    await page.reload();
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile%2F3152$/);
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('status401'))).toBe('1');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    await signIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    await expect(header(page).getByTestId('user-badge').first()).toContainText(DEMO.nameEn);
  });
});
