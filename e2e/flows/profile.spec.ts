import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, force, signInTo } from '../support/app';

/**
 * The profile (issue 12 items 1, 2, 4, 6): the frame and its menu, the overview, contracts (PDF, health card,
 * renew), subrogation, saved cards through the bank's page, the raffle. Spread over hy, en and ru.
 */
const screen = (page: Page) => page.getByTestId('profile-screen');
const menu = (page: Page) => page.getByTestId('profile-menu');

async function bindCard(page: Page, pan: string, labels: { pan: string; expiry: string; cvv: string; holder: string; pay: RegExp }) {
  await expect(page).toHaveURL(/\/sim-bank\/pay\?order=/);
  await page.getByLabel(labels.pan).fill(pan);
  await page.getByLabel(labels.expiry).fill('11/31');
  await page.getByLabel(labels.cvv).fill('123');
  await page.getByLabel(labels.holder).fill('ANNA HAKOBYAN');
  await page.getByRole('button', { name: labels.pay }).click();
}

test.describe('profile', () => {
  test('every menu entry opens its screen (hy); unknown tabs are not found inside the frame; axe on each', async ({ page }) => {
    // Every screen with axe on each: a long walk (45 s is short for it on a busy 2-core machine).
    test.slow();
    await signInTo(page, '/profile/3152');
    const entries = [
      ['overview', 'Իմ էջը', 'profile-overview'],
      ['contracts', 'Իմ պայմանագրերը', 'profile-contracts'],
      ['claims', 'Հատուցումներ', 'profile-claims'],
      ['cards', 'Իմ քարտերը', 'profile-cards'],
      ['subrogation', 'Սուբրոգացիա', 'profile-subrogation'],
      ['raffle', 'Խաղարկություն', 'profile-raffle'],
      ['personal-data', 'Անձնական տվյալներ', 'profile-contact'],
      ['chat', 'Չատ', 'profile-chat'],
      ['callback', 'Հետադարձ զանգ', 'profile-requests'],
    ] as const;
    // The ungranted entry is not shown.
    await expect(menu(page).getByRole('link')).toHaveCount(entries.length);
    for (const [charid, title, testId] of entries) {
      await menu(page).getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(screen(page)).toHaveAttribute('data-charid', charid);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(menu(page).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
      if (charid === 'subrogation') await expect(page.getByTestId('subrogation-row')).toHaveCount(2);
      if (charid === 'raffle') await expect(page.getByTestId('raffle-ticket')).toHaveCount(2);
      await expectAccessible(page);
    }

    for (const tab of ['nothing-here', '3160']) {
      await page.goto(`/profile/${tab}`);
      await expect(page.getByTestId('profile-not-found')).toBeVisible();
      await expect(menu(page)).toBeVisible();
    }
    await expectAccessible(page);
    // The CHARID names a tab too; on a phone the menu is a strip of pills.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/profile/contracts');
    await expect(page.getByTestId('profile-contracts')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Իմ պայմանագրերը' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    // The current pill is brought into the strip: the later tabs' pills were off to the right, unseen (ratio 0). The last
    // pill ends at the strip's edge, where a fraction of a pixel may be cut.
    for (const [address, title] of [['/profile/personal-data', 'Անձնական տվյալներ'], ['/profile/c', 'Չատ']] as const) {
      await page.goto(address);
      const pill = menu(page).getByRole('link', { name: title });
      await expect(pill).toHaveAttribute('aria-current', 'page');
      await expect(pill).toBeInViewport({ ratio: 0.95 });
    }
  });

  test('overview (en): debt, a contract ending soon, what the customer holds; renew opens the CMTPL wizard prefilled', async ({ page }) => {
    await signInTo(page, '/en/profile/3152');
    const overview = page.getByTestId('profile-overview');
    await expect(overview).toContainText('Hello, Anna Hakobyan');
    await expect(page.getByTestId('attention-debt')).toContainText('SV-PROPERTY-2026-000318');
    // No call pays a debt: the card says how (a call to the company's number).
    await expect(page.getByTestId('attention-debt').getByRole('link', { name: 'To pay, call us: +374 10 500010' })).toHaveAttribute('href', 'tel:+37410500010');
    await expect(page.getByTestId('holding')).toHaveCount(6);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'All contracts' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/contracts$/);
    const cmtpl = page.locator('[data-testid="contract"][data-number="SV-APPA-2025-004211"]');
    await expect(cmtpl).toContainText('35OO123');
    await cmtpl.getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/newContracts\/appa\/search-car$/);
    await expect(page.locator('main [data-field="PLATE"] input').first()).toHaveValue('35OO123');
    await expect(page.locator('main [data-field="DOCUMENT"] input').first()).toHaveValue('AN1234567');
  });

  test('contracts (ru): groups filter, the policy PDF downloads, the health insurance card', async ({ page }) => {
    await signInTo(page, '/ru/profile/3153');
    await expect(page.getByTestId('contract')).toHaveCount(6);
    await page.getByTestId('contract-groups').getByRole('button', { name: /^Просто КАСКО/ }).click();
    await expect(page.getByTestId('contract')).toHaveCount(1);
    await expect(page.getByTestId('contract-state')).toHaveAttribute('data-state', 'ended');
    // Just CASCO is sold online (issue 10): an ended contract offers "Buy again".
    await expect(page.getByRole('button', { name: 'Купить снова' })).toHaveCount(1);
    await page.getByTestId('contract-groups').getByRole('button', { name: /^Все/ }).click();
    await expect(page.getByTestId('contract')).toHaveCount(6);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать полис SV-PROPERTY-2026-000318 (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contract-SV-PROPERTY-2026-000318.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('latin1')).toContain('SV-PROPERTY-2026-000318');

    const medical = page.locator('[data-testid="contract"][data-number="SV-MEDICALCHECKUP-2026-000907"]');
    await medical.getByRole('button', { name: 'Показать карту медицинского страхования' }).click();
    const card = medical.getByTestId('health-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('health-card-name')).toHaveText('Анна');
    await expect(card.getByTestId('health-card-surname')).toHaveText('Акопян');
    await expect(card.getByTestId('health-card-birth')).toHaveText('12/04/1990');
    await expect(card.getByTestId('health-card-from')).toHaveText('01/10/2026');
    await expect(card.getByTestId('health-card-to')).toHaveText('30/09/2027');
    await expectAccessible(page);
  });

  test('cards (en): add a card through the bank page, make it default, remove another after a confirmation', async ({ page }) => {
    await signInTo(page, '/en/profile/3155');
    const cards = page.getByTestId('saved-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('4111 11•• •••• 1111');
    await expect(page.locator('[data-testid="saved-card"][data-default]')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByTestId('card-add').click();
    await bindCard(page, '5555 5555 5555 4444', { pan: 'Card number', expiry: 'Expiry date', cvv: 'CVV code', holder: 'Cardholder name', pay: /^Pay/ });
    await expect(page).toHaveURL(/\/en\/profile\/3155$/);
    await expect(page.getByTestId('cards-notice')).toHaveAttribute('data-kind', 'success');
    await expect(cards).toHaveCount(3);
    const added = page.locator('[data-testid="saved-card"]', { hasText: '5555 55•• •••• 4444' });
    await expect(added).toContainText('11/31');
    await expectAccessible(page);

    await added.getByRole('button', { name: 'Make the card ending in 4444 the default' }).click();
    await expect(added).toHaveAttribute('data-default', 'true');
    await expect(page.locator('[data-testid="saved-card"][data-default]')).toHaveCount(1);

    const visa = page.locator('[data-testid="saved-card"]', { hasText: '4111 11•• •••• 1111' });
    await visa.getByRole('button', { name: 'Remove the card ending in 1111' }).click();
    const question = visa.getByTestId('remove-question');
    await expect(question).toContainText('Remove the card ending in 1111?');
    await expect(question.getByRole('button', { name: 'Yes' })).toBeFocused();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toHaveCount(0);
    await expect(cards).toHaveCount(3);
    // "No" gives the focus back to the Remove button; once the card is removed, the notice saying so has it.
    await expect(visa.getByRole('button', { name: 'Remove the card ending in 1111' })).toBeFocused();
    await page.keyboard.press('Enter');
    await visa.getByTestId('remove-question').getByRole('button', { name: 'Yes' }).click();
    await expect(cards).toHaveCount(2);
    await expect(visa).toHaveCount(0);
    await expect(page.getByTestId('cards-notice')).toBeFocused();

    // A reload keeps the cards as the simulator stored them and does not record the binding again.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('cards-notice')).toHaveCount(0);
  });

  test('a declined binding (hy) saves nothing and says why', async ({ page }) => {
    await signInTo(page, '/profile/3155');
    await page.getByTestId('card-add').click();
    await bindCard(page, '4000 0000 0000 0002', { pan: 'Քարտի համար', expiry: 'Գործողության ժամկետ', cvv: 'CVV կոդ', holder: 'Քարտապանի անուն', pay: /^Վճարել/ });
    await expect(page).toHaveURL(/\/profile\/3155$/);
    await expect(page.getByTestId('cards-notice')).toHaveAttribute('data-kind', 'error');
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
  });

  test('the binding cannot be recorded on return (ru, no connection): nothing is lost, "Check again" records it', async ({ page }) => {
    await signInTo(page, '/ru/profile/3155');
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
    // card.save is sent up to three times (an idempotent write, once per order): all three find no connection.
    await force(page, '/mobile/card/save/', 'network', 3);
    await page.getByTestId('card-add').click();
    await bindCard(page, '5555 5555 5555 4444', { pan: 'Номер карты', expiry: 'Срок действия', cvv: 'Код CVV', holder: 'Имя держателя карты', pay: /^Оплатить/ });
    await expect(page).toHaveURL(/\/ru\/profile\/3155$/);
    const notice = page.getByTestId('cards-notice');
    await expect(notice).toHaveAttribute('data-kind', 'error');
    await expect(notice).toContainText('Ничего не потеряно');
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Проверить ещё раз' }).click();
    await expect(notice).toHaveAttribute('data-kind', 'success');
    await expect(page.getByTestId('saved-card')).toHaveCount(3);
  });

  test('a failed menu can be retried; a failed screen keeps the menu', async ({ page }) => {
    await signInTo(page, '/en/profile/3152');
    await page.goto('/en/profile/3159?sim=/raffle/audi-etron-q/get-tickets:500:3');
    await expect(screen(page).getByRole('button', { name: /try again/i })).toBeVisible();
    await expect(menu(page)).toBeVisible();
    await screen(page).getByRole('button', { name: /try again/i }).click();
    await expect(page.getByTestId('raffle-ticket')).toHaveCount(2);
  });
});
