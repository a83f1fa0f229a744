import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, force, signInTo } from '../support/app';

/**
 * The profile's chat (issue 12 item 7; docs/decisions/chat-addresses.md): /profile/c and /profile/c/{id} inside the
 * profile frame; starting a conversation with staff, a message with a PDF ("sending", then sent), the staff answer
 * arriving without a reload (polling), downloading attachments, a failed send ("not sent") and Retry. hy and en (a
 * phone).
 */
const menu = (page: Page) => page.getByTestId('profile-menu');
const log = (page: Page) => page.getByTestId('chat-log');
const staffMessages = (page: Page) => log(page).locator('[data-testid="chat-message"][data-author="staff"]');
const PDF = { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% chat attachment of the browser test\n%%EOF\n') };

test.describe('profile chat', () => {
  test('hy: start a conversation, send text and a PDF (sending → sent), the staff answer arrives without a reload, download, a 500 then Retry', async ({ page }) => {
    await signInTo(page, '/profile/c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Չատ');
    await expect(menu(page).getByRole('link', { name: 'Չատ' })).toHaveAttribute('aria-current', 'page');
    // Anna's earlier conversation, with a staff message she has not read.
    await expect(page.getByTestId('chat-room')).toHaveCount(1);
    await expect(page.getByTestId('chat-unread')).toHaveText('1 նոր');
    await expectAccessible(page);

    await page.getByTestId('chat-staff-member').filter({ hasText: 'Հաճախորդների սպասարկում' }).click();
    await expect(page).toHaveURL(/\/profile\/c\/room-2$/);
    await expect(page.getByTestId('chat-empty-room')).toBeVisible();
    await expect(page.getByTestId('chat-room')).toHaveCount(2);

    // A slow answer, so that "sending" can be seen.
    await force(page, '/mobile/chat/send', 'slow-1500', 1);
    await page.getByLabel('Ձեր հաղորդագրությունը').fill('Բարև Ձեզ, ուղարկում եմ փաստաթուղթը');
    await page.locator('main input[type="file"]').setInputFiles(PDF);
    await expect(page.getByTestId('chat-attachments')).toContainText('report.pdf');
    await page.getByRole('button', { name: 'Ուղարկել' }).click();
    const mine = log(page).locator('[data-author="customer"]').filter({ hasText: 'Բարև Ձեզ, ուղարկում եմ փաստաթուղթը' });
    await expect(mine).toHaveAttribute('data-status', 'sending');
    await expect(mine).toContainText('Ուղարկվում է');
    await expect(page.getByLabel('Ձեր հաղորդագրությունը')).toHaveValue('');
    await expect(mine).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('chat-staff-pending')).toBeVisible();

    // The answer of staff comes 2–4 s later, by polling.
    const answer = staffMessages(page);
    await expect(answer).toHaveCount(1, { timeout: 10_000 });
    await expect(answer).toContainText('Աննա Հակոբյան');
    await expect(page.getByTestId('chat-staff-pending')).toHaveCount(0);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await mine.getByTestId('chat-file').click();
    expect((await download).suggestedFilename()).toBe('report.pdf');

    // A 500 on send, past the transport's repeats (a send is idempotent by CLIENT_ID, docs/decisions/retries-and-timeouts.md):
    // "not sent", the text kept; Retry sends it.
    await force(page, '/mobile/chat/send', '500', 3);
    await page.getByLabel('Ձեր հաղորդագրությունը').fill('Երկրորդ հաղորդագրություն');
    await page.getByLabel('Ձեր հաղորդագրությունը').press('Enter');
    const failed = log(page).locator('[data-status="failed"]');
    await expect(failed).toContainText('Երկրորդ հաղորդագրություն');
    await expect(failed).toContainText('Չի ուղարկվել');
    await expectAccessible(page);
    await failed.getByRole('button', { name: 'Կրկին փորձել' }).click();
    await expect(log(page).locator('[data-status="sent"]').filter({ hasText: 'Երկրորդ հաղորդագրություն' })).toHaveCount(1);
    await expect(log(page).locator('[data-status="failed"]')).toHaveCount(0);

    // An address that names no conversation of hers: not found inside the frame.
    await page.goto('/profile/c/room-99');
    await expect(page.getByTestId('chat-room-not-found')).toBeVisible();
    await expect(menu(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('en on a phone: the earlier conversation with the staff PDF downloads; a message is answered by staff', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInTo(page, '/en/profile/c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat');
    await page.getByTestId('chat-room').click();
    await expect(page).toHaveURL(/\/en\/profile\/c\/room-1$/);
    // On a phone the conversation takes the screen; the lists are one tap back.
    await expect(page.getByTestId('chat-staff')).toBeHidden();
    await expect(page.getByRole('link', { name: 'All conversations' })).toBeVisible();
    await expect(staffMessages(page)).toHaveCount(2);
    await expect(log(page)).toContainText('20 October 2026');
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await log(page).getByRole('button', { name: /claim-checklist\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('claim-checklist.pdf');

    await page.getByLabel('Your message').fill('Here are the photos tomorrow');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log(page).locator('[data-status="sent"]').filter({ hasText: 'Here are the photos tomorrow' })).toHaveCount(1);
    await expect(staffMessages(page)).toHaveCount(3, { timeout: 10_000 });
    await expect(staffMessages(page).last()).toContainText('Thank you for your message');

    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/c$/);
    await expect(page.getByTestId('chat-staff')).toBeVisible();
    await expectAccessible(page);
  });

  test('ru: a message typed and reloaded is still there, its file offered by name to choose again; it is sent once', async ({ page }) => {
    // Issue 24 item 2 (docs/decisions/chat-unsent-draft.md).
    await signInTo(page, '/ru/profile/c/room-1');
    const text = 'Пришлю фотографии завтра утром';
    const input = page.getByLabel('Ваше сообщение');
    await input.fill(text);
    await page.locator('main input[type="file"]').setInputFiles(PDF);
    await expect(page.getByTestId('chat-attachments')).toContainText('report.pdf');
    // Written once typing pauses (owner-keyed, docs/decisions/owner-keyed-storage.md).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chatDraft'))).toContain(text);

    await page.reload();
    await expect(input).toHaveValue(text);
    await expect(page.getByTestId('chat-attachments')).toHaveCount(0);
    await expect(page.getByTestId('chat-files-missing')).toHaveText('Не прикреплены — выберите заново: report.pdf');
    await expectAccessible(page);

    await page.locator('main input[type="file"]').setInputFiles(PDF);
    await expect(page.getByTestId('chat-files-missing')).toHaveCount(0);
    await page.getByRole('button', { name: 'Отправить' }).click();
    const mine = log(page).locator('[data-author="customer"]').filter({ hasText: text });
    await expect(mine).toHaveAttribute('data-status', 'sent');
    await expect(mine.getByTestId('chat-file')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chatDraft'))).toBeNull();

    // Reloaded once more: the message is there once, the composer is empty.
    await page.reload();
    await expect(log(page).locator('[data-author="customer"]').filter({ hasText: text })).toHaveCount(1);
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('chat-files-missing')).toHaveCount(0);
  });
});
