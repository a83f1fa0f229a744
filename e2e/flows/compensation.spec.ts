import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, force, openApp, signIn, waitForApp, yerevanDay } from '../support/app';
import { pdf, photo as jpg, type UploadFile } from '../support/photos';

/**
 * Claims and compensation (issue 12 item 3; customer-portal.md §2, §4, §5, §9): the claims screen of the profile,
 * the person search → application → Send / View, the refusals under their fields, a 401 while filling in, and the
 * public request on /contacts. The demo car 35OO123 has a Sevan CMTPL contract until 15/12/2026.
 */
const MB = 1024 * 1024;
const CLAIMS = '/profile/3154';

async function openClaims(page: Page, lang: '' | '/en' | '/ru', sim: string[] = []) {
  await openApp(page, `${lang}${CLAIMS}`, sim);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${lang}${CLAIMS}$`));
  await expect(page.locator('[data-claim]').first()).toBeVisible();
}

const list = (page: Page, name: string) => page.locator(`[data-upload-slot="${name}"]`);
/** The wrapper of an upload list: its label, description, files and the error under it. */
const listField = (page: Page, name: string) => page.locator('.mantine-InputWrapper-root').filter({ has: list(page, name) });
/** The files of an upload list (not its refusals). */
const files = (page: Page, name: string) => list(page, name).getByRole('list').first().getByRole('listitem');
const addFiles = (page: Page, name: string, files: UploadFile[]) => list(page, name).locator('input[type="file"]:not([capture])').setInputFiles(files);

async function searchCar(page: Page) {
  await page.locator('#compensation-PLATE').fill('35OO123');
  await page.locator('#compensation-EVENT_DATE').fill(yerevanDay(-2));
  await page.locator('#compensation-PLATE').press('Enter');
  await expect(page.locator('#compensation-FIRST_NAME')).toBeVisible();
}

/** The claim just filed is first: submitted, with the accident's day, car and contract as the search found them. */
async function expectFiledClaim(page: Page, submitted: string) {
  const claim = page.locator('[data-claim]').first();
  await expect(claim).toContainText(submitted);
  await expect(claim).toContainText(yerevanDay(-2));
  await expect(claim).toContainText('35OO123');
  await expect(claim).toContainText('SV-APPA-2025-004211');
}

async function fillApplicant(page: Page, name = 'Anna') {
  await page.locator('#compensation-FIRST_NAME').fill(name);
  await page.locator('#compensation-LAST_NAME').fill('Hakobyan');
  await page.locator('#compensation-PASSPORT').fill('AN1234567');
  await page.locator('#compensation-PHONE').fill('91234567');
  await page.locator('#compensation-BANK_ACCOUNT').fill('2470 0123 4567 8901');
  await page.locator('#compensation-CONSENT').check();
}

test.describe('claims and compensation', () => {
  test('hy: the claims screen, person search → application → Send with 3 photos; the new claim is listed', async ({ page }) => {
    await openClaims(page, '');
    await expect(page.locator('[data-claim="5101"]')).toContainText('CL-2026-000412');
    await expect(page.locator('[data-claim="5101"]')).toContainText('Սպասում ենք փաստաթղթերի');
    await expect(page.getByRole('list', { name: /CL-2026-000412/ })).toBeVisible();
    await expectAccessible(page);

    // One claim (get-retrieve) with its history.
    await page.getByRole('button', { name: /CL-2025-000208/ }).click();
    await expect(page.getByRole('dialog')).toContainText('SV-JUSTCASCO-2024-000412');
    await expect(page.getByRole('dialog').getByRole('list')).toContainText('Հաստատված է');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // By contract, and paid by year.
    await page.getByText('Ըստ պայմանագրի').click();
    await expect(page.getByRole('heading', { name: /SV-APPA-2025-004211/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ձեզ վճարվածը՝ ըստ տարիների' })).toContainText('2025');

    await page.getByRole('button', { name: 'Հատուցման դիմում' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await searchCar(page);
    // The contract found is Anna's own for that car (the one her contracts list shows), and the day searched.
    const found = page.getByRole('dialog').filter({ hasText: '35OO123' });
    await expect(found).toContainText('SV-APPA-2025-004211');
    await expect(page.getByTestId('compensation-accident-day')).toContainText(yerevanDay(-2));
    // The signed-in customer's name (in the page's language) and phone are filled in.
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Աննա');
    await expect(page.locator('#compensation-LAST_NAME')).toHaveValue('Հակոբյան');
    await expect(page.locator('#compensation-PHONE')).toHaveValue('91-234-567');
    await fillApplicant(page);
    await addFiles(page, 'PHOTOS', [jpg('car.jpg'), jpg('plate.jpg'), jpg('damage.jpg')]);
    await expect(page.getByRole('status').filter({ hasText: '3' })).toBeVisible();
    await expect(files(page, 'PHOTOS')).toHaveCount(3);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ուղարկել' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Ձեր դիմումն ուղարկված է')).toBeVisible();
    await expectFiledClaim(page, 'Դիմումը ստացված է');
  });

  test('en: §4 rules, the refusals under their fields (2 photos, a 4 MB PDF, .exe, 11 MB total), and View opens a new window', async ({ page }) => {
    test.setTimeout(120_000);
    await openClaims(page, '/en');
    await page.getByRole('button', { name: 'Application for compensation' }).click();
    // An empty search: required under both fields; a car without a contract: the server's warning under the plate.
    await page.getByRole('button', { name: 'Find the contract' }).click();
    await expect(page.getByText('Plate number of the car that caused the accident field is required')).toBeVisible();
    await page.locator('#compensation-PLATE').fill('77LL777');
    await page.locator('#compensation-EVENT_DATE').fill(yerevanDay(-2));
    await page.getByRole('button', { name: 'Find the contract' }).click();
    await expect(page.getByText('There is no Sevan CMTPL contract for this car on that day')).toBeVisible();
    await page.locator('#compensation-PLATE').fill('35OO123');
    await page.getByRole('button', { name: 'Find the contract' }).click();
    await expect(page.locator('#compensation-FIRST_NAME')).toBeVisible();

    // Person type 3 by default; 2 asks for a company.
    await expect(page.getByRole('radio', { name: 'A person' })).toBeChecked();
    await page.getByRole('radio', { name: 'A company' }).check();
    await expect(page.locator('#compensation-TPIN')).toBeVisible();
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveCount(0);
    await page.getByRole('radio', { name: 'A person' }).check();
    // applicant_is_owner 2: the owner's fields.
    await page.getByRole('radio', { name: 'No, someone else' }).check();
    await expect(page.locator('#compensation-OWNER_NAME')).toBeVisible();
    await page.getByRole('radio', { name: 'Yes' }).first().check();
    await expect(page.locator('#compensation-OWNER_NAME')).toHaveCount(0);
    // is_agreement 1: the upload blocks; ACCIDENT_PROCEEDINGS 3: the flag and the decision's block.
    await expect(list(page, 'AGREEMENT_FILES')).toHaveCount(0);
    await page
      .getByRole('radiogroup', { name: /joint accident report/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await expect(list(page, 'AGREEMENT_FILES')).toBeVisible();
    await expect(list(page, 'DRIVER_DOCUMENTS')).toBeVisible();
    await page
      .getByRole('radiogroup', { name: /joint accident report/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('radio', { name: 'Proceedings were opened' }).check();
    await expect(page.getByText('Proceedings were opened: attach the decision')).toBeVisible();
    await expect(list(page, 'PROCEEDINGS_FILES')).toBeVisible();
    await page.getByRole('radio', { name: 'Between the drivers' }).check();

    await fillApplicant(page);
    // A tap beside the form does not close it (closing would discard what was typed).
    await page.mouse.click(4, 4);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Anna');
    // A 4 MB PDF (PDFs are not made smaller) and an .exe: refused under the photos.
    await addFiles(page, 'PHOTOS', [pdf('huge.pdf', 4 * MB), { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.alloc(100) }]);
    await expect(listField(page, 'PHOTOS')).toContainText('“huge.pdf” is larger than 3 MB');
    await expect(listField(page, 'PHOTOS')).toContainText('“setup.exe” is not a photo (jpg, png, heic, webp) or a pdf file');
    // 2 photos: Send is refused under the photos.
    await addFiles(page, 'PHOTOS', [jpg('car.jpg'), jpg('plate.jpg')]);
    await expect(files(page, 'PHOTOS')).toHaveCount(2);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(listField(page, 'PHOTOS')).toContainText('Add at least 3 photos: the car, its plate and the damage');
    await expect(page.getByRole('dialog')).toBeVisible();
    // 11 MB in total (PDFs keep their size): the file past 10 MB is refused.
    await addFiles(page, 'PHOTOS', [pdf('a.pdf', 2.9 * MB), pdf('b.pdf', 2.9 * MB), pdf('c.pdf', 2.9 * MB), pdf('d.pdf', 2.3 * MB)]);
    await expect(listField(page, 'PHOTOS')).toContainText('All files together may not exceed 10 MB');
    await expect(files(page, 'PHOTOS')).toHaveCount(5);
    // Three 2.9 MB uploads through the simulator's worker (with progress): on a busy machine more than 10 s.
    await expect(list(page, 'PHOTOS').getByLabel('Uploaded', { exact: true })).toHaveCount(5, { timeout: 40_000 });
    await expectAccessible(page);
    // PDFs are not photos: the third photo is still missing, then it is there.
    await expect(listField(page, 'PHOTOS')).toContainText('Add at least 3 photos: the car, its plate and the damage');
    await addFiles(page, 'PHOTOS', [jpg('damage.jpg')]);
    await expect(list(page, 'PHOTOS').getByLabel('Uploaded', { exact: true })).toHaveCount(6, { timeout: 20_000 });

    // View: VIEW 1, the preview opens in a new window and the form stays.
    const popup = page.waitForEvent('popup');
    const preview = page.context().waitForEvent('request', (request) => request.url().includes('/sim-assets/docs/claim-form.pdf'));
    await page.getByRole('button', { name: 'View' }).click();
    await popup;
    await preview;
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Anna');
  });

  test('en: a failed upload is sent again without losing the form', async ({ page }) => {
    await openClaims(page, '/en');
    await page.getByRole('button', { name: 'Application for compensation' }).click();
    await searchCar(page);
    await fillApplicant(page, 'Retry');
    await force(page, '/files/upload', '500', 1);
    await addFiles(page, 'PHOTOS', [jpg('car.jpg')]);
    await expect(list(page, 'PHOTOS').getByLabel('Not uploaded', { exact: true })).toBeVisible();
    await list(page, 'PHOTOS').getByRole('button', { name: /Try again/ }).click();
    await expect(list(page, 'PHOTOS').getByRole('button', { name: /Try again/ })).toHaveCount(0);
    await expect(list(page, 'PHOTOS').getByLabel('Uploaded', { exact: true })).toBeVisible();
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Retry');
  });

  test('ru: a 401 while filling in, then signing in, returns to the form with what was typed', async ({ page }) => {
    await openClaims(page, '/ru');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Заявление на возмещение' }).click();
    await searchCar(page);
    await fillApplicant(page, 'Анна');
    await addFiles(page, 'PHOTOS', [jpg('car.jpg'), jpg('plate.jpg'), jpg('damage.jpg')]);
    await expect(list(page, 'PHOTOS').getByLabel('Загружен', { exact: true })).toHaveCount(3);
    await force(page, '/mobile/claim/create', '401', 1);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page).toHaveURL(/\/ru\/login\?redirect=/);
    await page.getByRole('dialog').getByRole('button', { name: 'ОК' }).click();
    await signIn(page);
    await expect(page).toHaveURL(/\/ru\/profile\/3154$/);
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Анна');
    await expect(page.locator('#compensation-BANK_ACCOUNT')).toHaveValue('2470 0123 4567 8901');
    await expect(files(page, 'PHOTOS')).toHaveCount(3);
    // A reload keeps it too; then it is sent.
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('#compensation-FIRST_NAME')).toHaveValue('Анна');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Ваше заявление отправлено')).toBeVisible();
    await expectFiledClaim(page, 'Заявление получено');
  });

  test('ru: the public request from /contacts, without an account', async ({ page }) => {
    await openApp(page, '/ru/contacts');
    const section = page.getByRole('region', { name: 'Попали в ДТП?' });
    await section.getByRole('button', { name: 'Заявление на возмещение' }).click();
    await searchCar(page);
    await fillApplicant(page, 'Гость');
    await addFiles(page, 'PHOTOS', [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg')]);
    await expect(list(page, 'PHOTOS').getByLabel('Загружен', { exact: true })).toHaveCount(3);
    await expectAccessible(page);
    const request = page.waitForRequest((candidate) => candidate.url().includes('/mobile/create-request/public/'));
    await page.getByRole('button', { name: 'Отправить' }).click();
    expect((await request).headers()['content-type']).toContain('multipart/form-data');
    await expect(page.getByText(/RQ-2026-000001/)).toBeVisible();
  });
});
