import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, openApp } from '../support/app';

/**
 * The simulated bank's hosted page (mocks/bank/, docs/purchase-api.md "The bank's hosted page"). Orders are
 * opened by the insurer's /payment/make; here one is written straight into the simulator's stored db
 * (localStorage `sim:db`), so the bank page is tested on its own.
 */

const RETURN_PATH = '/en/profile/payment/appa/';

async function createOrder(page: Page, overrides: Record<string, unknown> = {}): Promise<string> {
  await openApp(page, '/en');
  const orderId = `ord-e2e${Date.now().toString(16)}`;
  await page.evaluate(
    ({ order }) => {
      const db = JSON.parse(localStorage.getItem('sim:db') ?? 'null') as { bankOrders: unknown[] };
      db.bankOrders.push(order);
      localStorage.setItem('sim:db', JSON.stringify(db));
    },
    {
      order: {
        orderId,
        paymentId: null,
        merchantOrderId: `M-${orderId}`,
        contractId: '9001',
        referral: 'appa',
        customer: '1001',
        amount: 18_500,
        commission: 0,
        returnUrl: RETURN_PATH,
        lang: 'en',
        status: 'created',
        responseCode: null,
        description: null,
        maskedPan: null,
        cardType: null,
        expiry: null,
        saveCard: 0,
        cardId: null,
        settlesAt: null,
        createdAt: new Date().toISOString(),
        ...overrides,
      },
    },
  );
  return orderId;
}

/**
 * The address the bank sends the browser back to, caught as the navigation commits (the app may then redirect
 * an anonymous visitor from /profile to the sign-in page).
 */
function returnAddress(page: Page): Promise<URL> {
  return new Promise<URL>((resolve, reject) => {
    page
      .waitForURL(
        (url) => {
          if (!url.pathname.startsWith(RETURN_PATH)) return false;
          resolve(url);
          return true;
        },
        { waitUntil: 'commit' },
      )
      .catch(reject);
  });
}

async function fillCard(page: Page, pan: string) {
  await page.getByLabel('Card number').fill(pan);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('CVV code').fill('123');
  await page.getByLabel('Cardholder name').fill('ANNA HAKOBYAN');
}

test.describe('the bank page', () => {
  test('an approved payment returns to the merchant with status success and code 00', async ({ page }) => {
    const orderId = await createOrder(page);
    await page.goto(`/sim-bank/pay?order=${orderId}&lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
    // The bank's page, not the site: the bank's name, none of the site's navigation.
    await expect(page.getByText('ArmPay Bank', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Card number').pressSequentially('5555555555554444');
    await expect(page.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');
    await expect(page.getByTestId('bank-commission')).toContainText('+1% commission: 185');
    await fillCard(page, '4111 1111 1111 1111');
    await expect(page.getByTestId('bank-commission')).toBeHidden();

    const back = returnAddress(page);
    await page.getByRole('button', { name: /^Pay/ }).click();
    const url = await back;
    expect(url.searchParams.get('status')).toBe('success');
    expect(url.searchParams.get('responseCode')).toBe('00');
    expect(url.searchParams.get('orderID')).toBe(orderId);
    expect(url.searchParams.get('id')).toBe('9001');
  });

  test('a declined payment returns with status error and the bank’s description', async ({ page }) => {
    const orderId = await createOrder(page);
    await page.goto(`/sim-bank/pay?order=${orderId}&lang=en`);
    await fillCard(page, '4000 0000 0000 0002');
    const back = returnAddress(page);
    await page.getByRole('button', { name: /^Pay/ }).click();
    const url = await back;
    expect(url.searchParams.get('status')).toBe('error');
    expect(url.searchParams.get('responseCode')).toBe('05');
    expect(url.searchParams.get('description')).toBe('Do not honour');

    // Back on the bank page: the order is finished, the page shows its outcome and the way back.
    await page.goto(`/sim-bank/pay?order=${orderId}&lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'The payment was declined' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to the merchant' })).toBeVisible();
  });

  test('3-D Secure: a wrong code is refused, 123456 approves', async ({ page }) => {
    const orderId = await createOrder(page);
    await page.goto(`/sim-bank/pay?order=${orderId}&lang=en`);
    await fillCard(page, '4000 0000 0000 3220');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '3-D Secure confirmation' })).toBeVisible();
    const code = page.getByLabel('Confirmation code');
    await expect(code).toBeFocused();
    await expect(page.getByText('Simulator: the code is 123456')).toBeVisible();

    await code.fill('000000');
    await page.keyboard.press('Enter');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Wrong code. 2 attempt(s) left.')).toBeVisible();
    await expectAccessible(page);

    await code.fill('123456');
    const back = returnAddress(page);
    await page.keyboard.press('Enter');
    expect((await back).searchParams.get('status')).toBe('success');
  });

  test('axe: the card form in Armenian, with field errors and the test cards open', async ({ page }) => {
    const orderId = await createOrder(page);
    await page.goto(`/sim-bank/pay?order=${orderId}&lang=am`);
    await expect(page.getByRole('heading', { level: 1, name: 'Վճարում քարտով' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Վճարել/ }).click();
    const pan = page.getByLabel('Քարտի համար');
    await expect(pan).toHaveAttribute('aria-invalid', 'true');
    await expect(pan).toBeFocused();
    await page.getByText('Թեստային քարտեր (սիմուլյատոր)').click();
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
  });
});
