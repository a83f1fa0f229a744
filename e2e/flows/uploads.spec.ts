import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, force, openApp, signIn, yerevanDay } from '../support/app';
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
});
