import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, loginForm, openApp, signIn, waitForApp } from '../support/app';
import { anotherBrowser } from '../support/devices';
import { input, payOnBankPage, payWithNewCard, stepReady, submit } from '../support/wizard';

/**
 * Unfinished purchases, anywhere (issue 24 item 1; docs/purchase-api.md "Unfinished purchases"): a purchase started in
 * one browser is continued in another (a new device: nothing in its session storage) from the overview, with what the
 * backend holds, to the bank and paid; a purchase left unfinished is discarded after a confirmation.
 */

interface SimData {
  contracts: Array<{ ID: string; product: string; status: string; CONTRACT_NUMBER: string | null }>;
}
const simContracts = async (page: Page) => (await page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as SimData)).contracts;

async function signInAt(page: Page, path: string) {
  await expect(loginForm(page)).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** The overview has loaded (its greeting is there). */
async function overviewReady(page: Page, errors: string[] = []) {
  await expect(page.getByTestId('profile-overview'), errors.join('\n')).toBeVisible({ timeout: 20_000 });
}

test.describe('unfinished purchases', () => {
  // Two browsers, two sign-ins and a payment on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('hy: a CMTPL started in one browser is continued in another from the overview, with what was typed, and paid', async ({ browser, context, page }) => {
    const start = '/profile/newContracts/appa/search-car';
    await openApp(page, start);
    await signInAt(page, start);
    await stepReady(page, 'PLATE');
    await input(page, 'PLATE').fill('35OO123');
    await input(page, 'DOCUMENT').fill('AN1234567');
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/profile\/newContracts\/appa\/check-data$/);
    await stepReady(page, 'EMAIL');
    await input(page, 'EMAIL').fill('anna.work@example.am');
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/profile\/newContracts\/appa\/payment$/);
    await expect(page.getByTestId('contract-price')).toBeVisible();
    const price = (await page.getByTestId('contract-price').innerText()).match(/[\d\s ]+֏/)?.[0]?.trim();

    // Another computer: the same backend, an empty session storage, signed in afresh.
    const elsewhereContext = await anotherBrowser(browser, context);
    const elsewhere = await elsewhereContext.newPage();
    // (The fixture watches the first browser's pages; this one is watched here.)
    const errors: string[] = [];
    elsewhere.on('pageerror', (error) => errors.push(error.message));
    elsewhere.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await elsewhere.goto('/profile/3152');
    await waitForApp(elsewhere);
    await signInAt(elsewhere, '/profile/3152');
    await overviewReady(elsewhere, errors);
    const section = elsewhere.getByRole('region', { name: 'Շարունակեք ձեր գնումը' });
    const card = section.getByTestId('unfinished-purchase').filter({ hasText: '35OO123' });
    await expect(card).toContainText('ԱՊՊԱ');
    if (price) await expect(card).toContainText(price);
    await expect(card).toContainText('Վերջին փոփոխությունը՝');
    await expectAccessible(elsewhere);

    await card.getByTestId('continue-purchase').click();
    // Both data steps were sent: it goes on at the payment step.
    await expect(elsewhere).toHaveURL(/\/profile\/newContracts\/appa\/payment$/);
    await stepReady(elsewhere, 'TERMS');
    await expect(elsewhere.getByTestId('contract-price')).toBeVisible();
    // Back: the car and what was typed on step 2 in the other browser are here.
    await elsewhere.getByRole('button', { name: 'Հետ' }).click();
    await expect(elsewhere).toHaveURL(/\/profile\/newContracts\/appa\/check-data$/);
    await stepReady(elsewhere, 'EMAIL');
    await expect(input(elsewhere, 'EMAIL')).toHaveValue('anna.work@example.am');
    await expect(elsewhere.getByRole('region', { name: 'Ձեր մեքենան' })).toContainText('Toyota');
    await input(elsewhere, 'CONSENT').check();
    await submit(elsewhere).click();
    await expect(elsewhere).toHaveURL(/\/profile\/newContracts\/appa\/payment$/);
    await stepReady(elsewhere, 'TERMS');
    await payWithNewCard(elsewhere, /Այլ քարտ/);
    await payOnBankPage(elsewhere, '4111 1111 1111 1111', 'am');
    await expect(elsewhere).toHaveURL(/\/profile\/payment\/appa/);
    const result = elsewhere.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-state', 'success');
    await expect(result).toContainText(/SV-APPA-2026-\d{6}/);

    // One contract, paid; nothing left to continue.
    const contracts = (await simContracts(elsewhere)).filter((contract) => contract.product === 'appa');
    expect(contracts.map((contract) => contract.status)).toEqual(['paid']);
    await elsewhere.goto('/profile/3152');
    await overviewReady(elsewhere);
    await expect(elsewhere.getByTestId('unfinished-purchases')).toHaveCount(0);
    expect(errors).toEqual([]);
    await elsewhereContext.close();
  });

  test('ru: a travel purchase left unfinished — Discard asks first (No keeps it), Start again at the wizard discards it', async ({ page }) => {
    const start = '/ru/profile/tour-insurance/travel/search-travel-person';
    await openApp(page, start);
    await signInAt(page, start);
    await stepReady(page, 'PASSPORT');
    await input(page, 'PASSPORT').fill('AN1234567');
    await input(page, 'FIRSTNAME').fill('Anna');
    await input(page, 'LASTNAME').fill('Hakobyan');
    await input(page, 'BIRTHDATE').fill('15/03/1990');
    await input(page, 'CONSENT').check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/travel\/travel-contract-data$/);
    await stepReady(page, 'FROMDATE');

    // The overview offers it; "Удалить" asks, and "Нет" keeps it.
    await page.goto('/ru/profile/3152');
    await waitForApp(page);
    await overviewReady(page);
    const card = page.getByTestId('unfinished-purchase').filter({ hasText: 'Страхование путешественников' });
    await expect(card).toContainText('Anna Hakobyan');
    await expect(card).toContainText('Стоимость появится на следующем шаге');
    await card.getByTestId('discard-purchase').click();
    const ask = page.getByRole('dialog', { name: 'Удалить эту покупку?' });
    await expect(ask).toContainText('Незавершённая покупка «Страхование путешественников» для Anna Hakobyan будет удалена.');
    await ask.getByRole('button', { name: 'Нет' }).click();
    await expect(ask).toHaveCount(0);
    await expect(card).toBeVisible();

    // The start of the travel wizard: "continue or start again".
    await page.goto(start);
    await waitForApp(page);
    const notice = page.getByTestId('unfinished-purchase-notice');
    await expect(notice).toContainText('У вас есть незавершённая покупка: Страхование путешественников для Anna Hakobyan');
    await stepReady(page, 'PASSPORT');
    await expect(input(page, 'PASSPORT')).toHaveValue('AN1234567');
    await notice.getByTestId('start-again').click();
    const confirm = page.getByRole('dialog', { name: 'Начать заново?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Да' }).click();

    // Discarded: no notice, the step empty, the backend's draft gone, nothing of it left in this tab.
    await expect(notice).toHaveCount(0);
    await stepReady(page, 'PASSPORT');
    await expect(input(page, 'PASSPORT')).toHaveValue('');
    await expect.poll(async () => (await simContracts(page)).filter((contract) => contract.product === 'travel').map((contract) => contract.status)).toEqual(['discarded']);
    expect(await page.evaluate(() => sessionStorage.getItem('paramsData'))).toBeNull();
    await page.goto('/ru/profile/3152');
    await waitForApp(page);
    await overviewReady(page);
    await expect(page.getByTestId('unfinished-purchases')).toHaveCount(0);
  });
});
