import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, force, openApp, signIn, signInTo, waitForApp, yerevanDay } from '../support/app';
import { bigPhoto, brokenPhoto, heicPhoto, pdf, rotatedPhoto, storedUploads, type UploadFile } from '../support/photos';

/**
 * Photos straight from a phone (issue 21): one upload list everywhere a customer attaches a file. A 12-megapixel JPEG
 * over 3 MB, an iPhone HEIC and a photo held upright (EXIF orientation 6) are prepared in the browser and accepted;
 * the simulator records what arrived: at most 1024 px, at most 3 MB, upright, no EXIF (no GPS position).
 */
const MB = 1024 * 1024;
const slot = (page: Page, name: string) => page.locator(`[data-upload-slot="${name}"]`);
const rows = (page: Page, name: string) => slot(page, name).getByRole('list').first().getByRole('listitem');
const choose = (page: Page, name: string, files: UploadFile[]) => slot(page, name).locator('input[type="file"]:not([capture])').setInputFiles(files);

async function openCompensation(page: Page) {
  await openApp(page, '/en/profile/3154');
  await signIn(page);
  await expect(page).toHaveURL(/\/en\/profile\/3154$/);
  await page.getByRole('button', { name: 'Application for compensation' }).click();
  await page.locator('#compensation-PLATE').fill('35OO123');
  await page.locator('#compensation-EVENT_DATE').fill(yerevanDay(-2));
  await page.locator('#compensation-PLATE').press('Enter');
  await expect(page.locator('#compensation-FIRST_NAME')).toBeVisible();
}

test.describe('uploads: photos straight from a phone', () => {
  test.setTimeout(120_000);

  test('en: compensation takes a 12 MP JPEG over 3 MB, a HEIC and an upright photo, sent ≤ 1024 px, ≤ 3 MB, upright, without EXIF', async ({ page }) => {
    await openCompensation(page);
    const big = await bigPhoto(page);
    expect(big.buffer.length).toBeGreaterThan(5 * MB);
    expect(big.buffer.length).toBeLessThan(8 * MB);
    await choose(page, 'PHOTOS', [big, heicPhoto(), await rotatedPhoto(page), brokenPhoto('broken.jpg'), pdf('scan.pdf', 4 * MB)]);
    // Nothing blocks the form while the photos are prepared.
    await page.locator('#compensation-FIRST_NAME').fill('Anna');
    await expect(slot(page, 'PHOTOS').getByLabel('Uploaded', { exact: true })).toHaveCount(3, { timeout: 60_000 });
    await expect(rows(page, 'PHOTOS')).toHaveText([/IMG_0001\.JPG/, /IMG_2041\.jpg/, /IMG_0002\.JPG/]);
    await expect(slot(page, 'PHOTOS')).toContainText('“broken.jpg” could not be read as a photo');
    await expect(slot(page, 'PHOTOS')).toContainText('“scan.pdf” is larger than 3 MB');
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Anna');

    const sent = (await storedUploads(page)).filter((upload) => upload.kind === 'compensation');
    expect(sent.map(({ name, type, pixels, orientation, exif }) => ({ name, type, pixels, orientation, exif }))).toEqual([
      { name: 'IMG_0001.JPG', type: 'image/jpeg', pixels: '1024x768', orientation: 1, exif: false },
      { name: 'IMG_2041.jpg', type: 'image/jpeg', pixels: '1024x768', orientation: 1, exif: false },
      { name: 'IMG_0002.JPG', type: 'image/jpeg', pixels: '683x1024', orientation: 1, exif: false },
    ]);
    for (const upload of sent) expect(upload.size).toBeLessThanOrEqual(3 * MB);
    await expectAccessible(page);
  });

  test('en: the upload rows in every state pass axe (uploading with progress, failed with Try again, uploaded)', async ({ page }) => {
    await openCompensation(page);
    await force(page, '/files/upload', 'slow-6000', 1);
    await choose(page, 'PHOTOS', [await rotatedPhoto(page, 'car.jpg')]);
    await expect(rows(page, 'PHOTOS').first()).toHaveAttribute('data-status', 'uploading');
    await expect(rows(page, 'PHOTOS').first().getByRole('progressbar', { name: 'Uploading car.jpg', includeHidden: true })).toBeAttached();
    await expectAccessible(page);
    await force(page, '/files/upload', '500', 1);
    await choose(page, 'PHOTOS', [await rotatedPhoto(page, 'plate.jpg')]);
    await expect(rows(page, 'PHOTOS').nth(1)).toHaveAttribute('data-status', 'failed');
    await expect(rows(page, 'PHOTOS').nth(1).getByRole('button', { name: 'Try again: plate.jpg' })).toBeVisible();
    await expectAccessible(page);
    await rows(page, 'PHOTOS').nth(1).getByRole('button', { name: 'Try again: plate.jpg' }).click();
    await expect(slot(page, 'PHOTOS').getByLabel('Uploaded', { exact: true })).toHaveCount(2, { timeout: 20_000 });
    await expectAccessible(page);
  });

  test('en: an unverified customer uploads the documents from the profile after a reload and sees "under review", then the outcome', async ({ page }) => {
    // Registration where nothing matches (a social card the company does not know): the account is unverified.
    const main = page.locator('main');
    await openApp(page, '/en/register');
    await main.getByLabel('E-mail').fill('later@example.am');
    await main.getByRole('button', { name: 'Get a code' }).click();
    await page.getByRole('button', { name: 'Simulator' }).click();
    const code = (await page.getByRole('article').filter({ hasText: 'later@example.am' }).first().locator('code').first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Close the simulator panel' }).click();
    await main.getByLabel('Verification code').fill(code);
    await main.getByRole('button', { name: 'Confirm' }).click();
    await main.getByRole('button', { name: /continue with the social card number/ }).click();
    await main.getByLabel('Social card number').fill('9876543210');
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByLabel('First name').fill('Lilit');
    await main.getByLabel('Last name').fill('Avetisyan');
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill('Ararat2027#');
    await main.getByLabel('Repeat the password').fill('Ararat2027#');
    await main.getByRole('button', { name: 'Create the account' }).click();
    await expect(page).toHaveURL(/\/en\/register\/identification$/);

    // A reload there lands in the profile: the overview asks for the documents.
    await page.reload();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/en\/profile\/3152$/);
    const attention = page.getByTestId('attention-identity');
    await expect(attention).toContainText('Send your identity documents');
    await expectAccessible(page);
    await attention.getByRole('link', { name: 'Send the documents' }).click();

    const section = page.locator('#identity');
    await expect(section).toHaveAttribute('data-identity', 'unverified');
    await section.getByRole('radio', { name: 'ID card' }).click();
    await section.locator('[data-upload-slot="front"] input[type="file"]:not([capture])').setInputFiles(await bigPhoto(page, 'front.jpg'));
    await section.locator('[data-upload-slot="back"] input[type="file"]:not([capture])').setInputFiles(await rotatedPhoto(page, 'back.jpg'));
    await section.locator('[data-upload-slot="selfie"] input[type="file"]:not([capture])').setInputFiles(heicPhoto('selfie.heic'));
    await expect(section.locator('[data-status="uploaded"]')).toHaveCount(3, { timeout: 60_000 });
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Send the documents' }).click();
    await expect(section).toHaveAttribute('data-identity', 'review');
    await expect(section.getByRole('status')).toContainText('reviewed within 1 working day');
    await expectAccessible(page);
    // The three are prepared side by side: they arrive in the order their preparation ends.
    const sent = (await storedUploads(page)).filter((upload) => upload.owner.startsWith('identity:')).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(sent.map(({ kind, name, pixels, exif }) => [kind, name, pixels, exif])).toEqual([
      ['idCard-back', 'back.jpg', '683x1024', false],
      ['idCard-front', 'front.jpg', '1024x768', false],
      ['idCard-selfie', 'selfie.jpg', '1024x768', false],
    ]);

    // The overview says it is under review; once reviewed (a working day later) nothing is asked any more.
    await page.goto('/en/profile/3152');
    await waitForApp(page);
    await expect(page.getByTestId('attention-identity')).toContainText('under review');
    await page.evaluate(() => (window as unknown as { __sim: { finishIdentityReviews: () => void } }).__sim.finishIdentityReviews());
    const statusRead = page.waitForResponse((response) => response.url().includes('/mobile/identity/get-status'));
    await page.reload();
    await waitForApp(page);
    await statusRead;
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByTestId('attention-identity')).toHaveCount(0);
  });

  test('hy: the avatar and a chat message take a 12 MP JPEG over 3 MB; the simulator gets ≤ 1024 px, ≤ 3 MB, no EXIF', async ({ page }) => {
    const big = await bigPhoto(page, 'IMG_0100.JPG');
    expect(big.buffer.length).toBeGreaterThan(3 * MB);
    await signInTo(page, '/profile/3156');
    const picker = page.getByTestId('avatar-picker');
    await picker.locator('input[type="file"]').setInputFiles(big);
    await expect(page.getByTestId('user-badge').locator('img').first()).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 30_000 });
    await expect(page.getByTestId('avatar-error')).toHaveCount(0);

    await page.goto('/profile/c/room-1');
    await waitForApp(page);
    await page.getByTestId('chat-composer').locator('input[type="file"]').setInputFiles(await bigPhoto(page, 'IMG_0101.JPG'));
    const attached = page.getByTestId('chat-attachments').getByRole('listitem');
    await expect(attached).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Ուղարկել' }).click();
    await expect(page.getByTestId('chat-log').locator('[data-author="customer"]').last().getByTestId('chat-file')).toContainText('IMG_0101.JPG');

    const sent = (await storedUploads(page)).filter((upload) => upload.kind === 'avatar' || upload.kind === 'chat');
    expect(sent.map(({ kind, name, type, pixels, exif }) => ({ kind, name, type, pixels, exif }))).toEqual([
      { kind: 'avatar', name: 'IMG_0100.JPG', type: 'image/jpeg', pixels: '1024x768', exif: false },
      { kind: 'chat', name: 'IMG_0101.JPG', type: 'image/jpeg', pixels: '1024x768', exif: false },
    ]);
    for (const upload of sent) expect(upload.size).toBeLessThanOrEqual(3 * MB);
    await expectAccessible(page);
  });
});
