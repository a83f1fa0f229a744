import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, loginForm, openApp, signIn, yerevanDay } from '../support/app';
import { photo } from '../support/photos';
import { input, submit, stepReady } from '../support/wizard';

/**
 * The backend contract (issue 23): every call that carries a phone sends it as `+374 (0xx) rest` (customer-portal.md
 * §5; docs/decisions/phone-wire-format.md), asserted on the request body of a purchase step, a compensation
 * application, a registration and a phone change; and a purchase whose contract answers lack ORDER_ID and SGUID
 * (docs/decisions/tolerant-schemas.md) still reaches the bank's page. Armenian, English and Russian.
 */
const WIRE_PHONE = /^\+374 \(0[1-9]\d\) \d{6}$/;

// Long flows (sign-in, uploads, codes, the bank): three times the default time.
test.beforeEach(() => test.slow());
const main = (page: Page) => page.locator('main');

/**
 * What the app sent, read where it leaves: the page's `fetch` is wrapped before the app loads and records every request
 * JSON body in session storage (kept across the bank page's full navigation). The simulator's service worker answers these
 * requests, so Playwright's request events carry no body.
 */
const SENT_KEY = 'e2e:sent';
type Sent = { path: string; method: string; body: string };

async function recordRequests(page: Page) {
  await page.addInitScript((key) => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      try {
        // JSON bodies only: a multipart upload (a stream with progress) is left alone.
        const type = (input instanceof Request ? input.headers.get('Content-Type') : new Headers(init?.headers).get('Content-Type')) ?? '';
        if (!type.includes('application/json')) return original(input, init);
        const request = input instanceof Request ? input.clone() : new Request(input, init);
        void request.text().then((body) => {
          const record = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Sent[];
          record.push({ path: new URL(request.url).pathname, method: request.method, body });
          sessionStorage.setItem(key, JSON.stringify(record));
        });
      } catch {
        // Not a request we can read: it still goes out.
      }
      return original(input, init);
    };
  }, SENT_KEY);
}

/** The JSON bodies the app has sent to `path` so far, oldest first. */
async function sentTo(page: Page, path: string): Promise<Array<Record<string, unknown>>> {
  const sent = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Sent[], SENT_KEY);
  return sent.filter((item) => item.path.endsWith(path) && item.method === 'POST').map((item) => JSON.parse(item.body) as Record<string, unknown>);
}

/** The last JSON body sent to `path`, once there is one more than `before`. */
async function nextBody(page: Page, path: string, before: number): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await sentTo(page, path)).length).toBeGreaterThan(before);
  return (await sentTo(page, path)).at(-1)!;
}

/** CMTPL steps 1 and 2 with Anna's car; returns the body step 2 sent. */
async function cmtplToPayment(page: Page) {
  await stepReady(page, 'PLATE');
  await input(page, 'PLATE').fill('35OO123');
  await input(page, 'DOCUMENT').fill('AN1234567');
  await input(page, 'CONSENT').check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/profile\/newContracts\/appa\/check-data$/);
  await stepReady(page, 'EMAIL');
  await input(page, 'CONSENT').check();
  const before = (await sentTo(page, '/product/appa/update-object')).length;
  await submit(page).click();
  const body = await nextBody(page, '/product/appa/update-object', before);
  await expect(page).toHaveURL(/\/profile\/newContracts\/appa\/payment$/);
  await stepReady(page, 'TERMS');
  return body;
}

test.describe('one phone format on the wire', () => {
  test('hy: a purchase step sends the phone as +374 (091) 234567', async ({ page }) => {
    await recordRequests(page);
    await openApp(page, '/profile/newContracts/appa/search-car');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page);
    const body = await cmtplToPayment(page);
    // Step 2 is prefilled with the profile's phone (+37491234567 in the simulator's db): it leaves in the spec's shape.
    expect(body.PHONE).toBe('+374 (091) 234567');
    expect(body.PHONE).toMatch(WIRE_PHONE);
  });

  test('en: a compensation application sends the phone as +374 (0xx) rest', async ({ page }) => {
    await recordRequests(page);
    await openApp(page, '/en/profile/3154');
    await signIn(page);
    await expect(page.locator('[data-claim]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Application for compensation' }).click();
    await page.locator('#compensation-PLATE').fill('35OO123');
    await page.locator('#compensation-EVENT_DATE').fill(yerevanDay(-2));
    await page.getByRole('button', { name: 'Find the contract' }).click();
    await expect(page.locator('#compensation-FIRST_NAME')).toBeVisible();
    await page.locator('#compensation-FIRST_NAME').fill('Anna');
    await page.locator('#compensation-LAST_NAME').fill('Hakobyan');
    await page.locator('#compensation-PASSPORT').fill('AN1234567');
    await page.locator('#compensation-PHONE').fill('77123456');
    await expect(page.locator('#compensation-PHONE')).toHaveValue('77-123-456');
    await page.locator('#compensation-BANK_ACCOUNT').fill('2470 0123 4567 8901');
    await page.locator('#compensation-CONSENT').check();
    await page.locator('[data-upload-slot="PHOTOS"] input[type="file"]:not([capture])').setInputFiles([photo('car.jpg'), photo('plate.jpg'), photo('damage.jpg')]);
    // Three uploads through the simulator's worker: on a busy machine they take longer than the default 10 s.
    await expect(page.locator('[data-upload-slot="PHOTOS"]').getByLabel('Uploaded', { exact: true })).toHaveCount(3, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await nextBody(page, '/mobile/claim/create', 0)).PHONE).toBe('+374 (077) 123456');
    await expect(page.getByText('Your application has been sent')).toBeVisible();
  });

  test('ru: registration sends the phone of the SMS step as +374 (093) 333444, and the code step the same', async ({ page }) => {
    await recordRequests(page);
    await openApp(page, '/ru/register');
    await main(page).getByLabel('Эл. почта').fill('mariam.contract@example.am');
    await main(page).getByRole('button', { name: 'Получить код' }).click();
    await main(page).getByLabel('Код подтверждения').fill(await lastCode(page, 'mariam.contract@example.am'));
    await main(page).getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/ru\/register\/phone$/);

    await main(page).getByLabel('Мобильный телефон').pressSequentially('93333444');
    const codesSent = (await sentTo(page, '/mobile/login/verification/send/')).length;
    await main(page).getByRole('button', { name: 'Получить код по SMS' }).click();
    expect(await nextBody(page, '/mobile/login/verification/send/', codesSent)).toMatchObject({ CHANNEL: 'sms', PHONE: '+374 (093) 333444' });

    await expect(page).toHaveURL(/\/ru\/register\/phone\/code$/);
    await main(page).getByLabel('Код подтверждения').fill(await lastCode(page, '+37493333444'));
    const before = (await sentTo(page, '/mobile/login/customer-signup/')).length;
    await main(page).getByRole('button', { name: 'Подтвердить' }).click();
    expect(await nextBody(page, '/mobile/login/customer-signup/', before)).toMatchObject({ STEP: 'phone-code', PHONE: '+374 (093) 333444' });
    await expect(page).toHaveURL(/\/ru\/register\/password$/);
  });

  test('en: a phone change sends the new number as +374 (077) 123456, request and confirmation', async ({ page }) => {
    await recordRequests(page);
    await openApp(page, '/en/profile/3156');
    await signIn(page);
    const phone = page.getByTestId('profile-contact').getByTestId('change-phone');
    await phone.getByLabel('New phone number').fill('77123456');
    await phone.getByRole('button', { name: 'Get a code' }).click();
    expect(await nextBody(page, '/profile/data/request-phone-change', 0)).toEqual({ PHONE: '+374 (077) 123456' });

    await phone.getByLabel('Verification code').fill(await lastCode(page, '+37477123456'));
    await phone.getByRole('button', { name: 'Confirm' }).click();
    expect(await nextBody(page, '/profile/data/confirm-phone-change', 0)).toMatchObject({ PHONE: '+374 (077) 123456' });
    await expect(page.getByTestId('current-phone')).toHaveText('+374 77-123-456');
  });
});

test('hy: contract answers without ORDER_ID and SGUID still reach the bank page (order_id falls back to the ID)', async ({ page }) => {
  // The simulator answers steps 1 and 2 without the two fields (the `omit-…` switch, mocks/README.md).
  await recordRequests(page);
  await openApp(page, '/profile/newContracts/appa/search-car', ['/product/appa/create-object:omit-ORDER_ID+SGUID', '/product/appa/update-object:omit-ORDER_ID+SGUID']);
  await signIn(page);
  const created = page.waitForResponse((response) => response.url().endsWith('/product/appa/create-object'));
  const stepTwo = cmtplToPayment(page);
  const answer = (await (await created).json()) as { result: Record<string, unknown> };
  expect(answer.result.ID).toBeTruthy();
  expect(answer.result).not.toHaveProperty('ORDER_ID');
  expect(answer.result).not.toHaveProperty('SGUID');
  await stepTwo;

  await expect(page.getByTestId('contract-price')).toBeVisible();
  await expectAccessible(page);
  await input(page, 'TERMS').check();
  await page.getByRole('radio', { name: /Այլ քարտ/ }).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  const body = (await sentTo(page, '/payment/make')).at(-1)!;
  expect(body.order_id).toBe(String(answer.result.ID));
  expect(body.id).toBe(String(answer.result.ID));
  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  await expect(page.getByLabel('Քարտի համար')).toBeVisible();
});

/** The newest code the simulator "sent" to `to` (its db in local storage). */
async function lastCode(page: Page, to: string): Promise<string> {
  await expect
    .poll(() => page.evaluate((address) => {
      const state = JSON.parse(localStorage.getItem('sim:db') ?? '{}') as { outbox?: Array<{ to: string; code?: string }> };
      return [...(state.outbox ?? [])].reverse().find((message) => message.to === address)?.code ?? '';
    }, to))
    .toMatch(/^\d{6}$/);
  return page.evaluate((address) => {
    const state = JSON.parse(localStorage.getItem('sim:db') ?? '{}') as { outbox?: Array<{ to: string; code?: string }> };
    return [...(state.outbox ?? [])].reverse().find((message) => message.to === address)?.code ?? '';
  }, to);
}

