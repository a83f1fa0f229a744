import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clickThrough, expectAccessible, expectAccessiblePages, openApp, waitForApp } from '../support/app';
import { photo } from '../support/photos';

/** Company pages, contacts, careers and the job application (public-site.md §2–§5). */

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const simDb = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as { jobApplications: unknown[]; outbox: Array<{ to: string; subject: string }> });

for (const { lang, prefix, financial, licences } of [
  { lang: 'en', prefix: '/en', financial: 'Financial statements', licences: 'Licences' },
  { lang: 'hy', prefix: '', financial: 'Ֆինանսական հաշվետվություններ', licences: 'Լիցենզիաներ' },
]) {
  test(`reports: the tab is in the hash, survives a reload and back/forward [${lang}]`, async ({ page }) => {
    await openApp(page, `${prefix}/company/about/documents`);
    await expect(page.getByTestId('tab-annual-reports')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: financial }).click();
    await expect(page).toHaveURL(/#financial-statements$/);
    await expect(page.getByTestId('tab-financial-statements')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(new RegExp(`^${financial}`));
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('tab-financial-statements')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: licences }).click();
    await expect(page).toHaveURL(/#licences$/);
    await page.goBack();
    await expect(page).toHaveURL(/#financial-statements$/);
    await expect(page.getByTestId('tab-financial-statements')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByTestId('tab-licences')).toHaveAttribute('aria-selected', 'true');
  });

  test(`leadership: the popup locks the page scroll and restores it [${lang}]`, async ({ page }) => {
    await openApp(page, `${prefix}/company/about/management`);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await page.getByTestId('person-aram-sargsyan').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(lang === 'en' ? 'Aram Sargsyan' : 'Արամ Սարգսյան');
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await page.getByTestId('person-narine-grigoryan').click();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.getByRole('dialog').getByRole('button', { name: lang === 'en' ? 'Close' : 'Փակել' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });
}

test.describe('job application form', () => {
  test('every rule, a successful application and the reset [en]', async ({ page }) => {
    await openApp(page, '/en/company/about/newteam/103', ['/apply-jobs/:slow-1200:1']);
    const form = page.getByTestId('job-form');
    const submit = form.getByRole('button', { name: 'Send application' });

    // Required fields and the CV.
    await submit.click();
    for (const label of ['First name', 'Last name', 'E-mail', 'CV']) await expect(form.getByText(`Field “${label}” is required`)).toBeVisible();
    await expect(form.getByText('Field “Phone” is required')).toHaveCount(0);
    // E-mail format.
    await form.getByLabel('E-mail').fill('anna@');
    await submit.click();
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(form.getByText('Field “E-mail” is required')).toHaveCount(0);

    // Files: type and size are refused with a message; accepted ones are listed with an icon by type.
    const cvInput = form.locator('[data-upload-slot="cv"] input[type="file"]:not([capture])');
    await cvInput.setInputFiles([
      { name: 'cv.docx', mimeType: 'application/msword', buffer: Buffer.from('x') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024 + 1) },
    ]);
    await expect(form.getByText('“cv.docx” is not a photo (jpg, png, heic, webp) or a pdf file')).toBeVisible();
    await expect(form.getByText('“huge.pdf” is larger than 3 MB')).toBeVisible();
    await expect(form.getByText('Field “CV” is required')).toBeVisible();
    await cvInput.setInputFiles([
      { name: 'Anna-CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      photo('photo.png'),
      photo('diploma.jpg'),
    ]);
    // Photos are prepared in the browser (a JPEG under the customer's name) and are then ready to go with the form.
    const files = form.getByRole('list', { name: 'Attached files: CV' }).getByRole('listitem');
    await expect(files).toHaveCount(3);
    await expect(files.and(page.locator('[data-status="ready"]'))).toHaveCount(3);
    await expect(files.nth(1)).toContainText('photo.jpg');
    await form.getByRole('button', { name: 'Remove photo.jpg' }).click();
    await expect(files).toHaveCount(2);
    await expect(form.getByText('Field “CV” is required')).toHaveCount(0);

    // A valid application: submitting (disabled), then the result message; fields and files are reset.
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill('Hakobyan');
    await form.getByLabel('E-mail').fill('anna.hakobyan@example.am');
    await submit.click();
    const sending = form.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    const success = form.getByTestId('job-form-success');
    await expect(success).toContainText('Thank you, Anna!');
    await expect(success).toContainText('Front-end developer (React)');
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(files).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send application' })).toBeEnabled();

    const db = await simDb(page);
    expect(db.jobApplications).toHaveLength(1);
    expect(db.outbox.at(-1)).toMatchObject({ to: 'hr@sevan-insurance.am' });
  });

  test('required and e-mail messages in Armenian; the server’s warning_d goes under the fields [hy]', async ({ page }) => {
    await openApp(page, '/company/about/newteam/101', ['/apply-jobs/:400-warning_d:1']);
    const form = page.getByTestId('job-form');
    await form.getByRole('button', { name: 'Ուղարկել դիմումը' }).click();
    await expect(form.getByText('«Անուն» դաշտը պարտադիր է')).toBeVisible();
    await expect(form.getByText('«Ինքնակենսագրություն (CV)» դաշտը պարտադիր է')).toBeVisible();
    await form.getByLabel('Էլ. փոստ').fill('anna@');
    await form.getByRole('button', { name: 'Ուղարկել դիմումը' }).click();
    await expect(form.getByText('Մուտքագրեք վավեր էլ. փոստի հասցե')).toBeVisible();

    await form.getByRole('textbox', { name: 'Անուն', exact: true }).fill('Աննա');
    await form.getByLabel('Ազգանուն').fill('Հակոբյան');
    await form.getByLabel('Էլ. փոստ').fill('anna@example.am');
    await form.locator('[data-upload-slot="cv"] input[type="file"]:not([capture])').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await form.getByRole('button', { name: 'Ուղարկել դիմումը' }).click();
    // Each warning under its field, and no dialog repeating them (issue 20 item 5: one message, in one place).
    await expect(form.getByText('first_name դաշտի պարտադրված նախազգուշացում', { exact: false })).toBeVisible();
    await expect(form.getByText('email դաշտի պարտադրված նախազգուշացում', { exact: false })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Անուն', exact: true })).toHaveValue('Աննա');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  test('a half-filled application survives reading another tab; a send with no connection says so and keeps it [ru]', async ({ page }) => {
    await openApp(page, '/ru/careers#apply', ['/apply-jobs/:network:1']);
    const form = page.getByTestId('job-form');
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна');
    await form.locator('[data-upload-slot="cv"] input[type="file"]:not([capture])').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(form.getByText('cv.pdf', { exact: true })).toBeVisible();
    // Reading the vacancies and coming back: the name and the CV are as left.
    await page.getByTestId('tab-vacancies').click();
    await expect(form).toBeHidden();
    await page.getByTestId('tab-apply').click();
    await expect(form.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Анна');
    await expect(form.getByText('cv.pdf', { exact: true })).toBeVisible();

    await form.getByLabel('Фамилия').fill('Акопян');
    await form.getByLabel('Эл. почта').fill('anna@example.am');
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(form.getByTestId('form-failure')).toHaveText('Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.');
    await expect(form.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Анна');
    await expect(form.getByText('cv.pdf', { exact: true })).toBeVisible();
    await expectAccessible(page);
    // The connection is back (the switch was for one request): the same press sends it.
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(form.getByTestId('job-form-success')).toBeVisible();
    await expect(form.getByTestId('form-failure')).toHaveCount(0);
  });
});

test('/company/about/newteam#vacancies selects the vacancies tab and scrolls to it; a dropdown toggles and closes outside', async ({ page }) => {
  await openApp(page, '/en/company/about/newteam#vacancies');
  await expect(page.getByTestId('tab-vacancies')).toHaveAttribute('aria-selected', 'true');
  const block = page.locator('[data-anchors~="vacancies"]');
  await expect.poll(async () => Math.round((await block.boundingBox())?.y ?? -1), { timeout: 5000 }).toBeGreaterThanOrEqual(60);
  await expect.poll(async () => Math.round((await block.boundingBox())?.y ?? -1), { timeout: 5000 }).toBeLessThanOrEqual(100);

  const vacancy = page.getByTestId('vacancy-101');
  const toggle = vacancy.getByRole('button', { name: /Insurance sales manager/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(vacancy.getByRole('link', { name: 'Details and application' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await vacancy.getByRole('link', { name: 'Details and application' }).click();
  await expect(page).toHaveURL(/\/en\/company\/about\/newteam\/101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance sales manager');
});

test('a call-to-action anchor scrolls to its block 80 px below the top [en]', async ({ page }) => {
  await openApp(page, '/en/careers');
  await page.getByRole('link', { name: 'Send your CV' }).first().click();
  await expect(page).toHaveURL(/\/en\/careers#apply$/);
  await expect(page.getByTestId('tab-apply')).toHaveAttribute('aria-selected', 'true');
  const block = page.locator('[data-anchors~="apply"]');
  await expect.poll(async () => Math.round((await block.boundingBox())?.y ?? -1), { timeout: 5000 }).toBe(80);
});

test('the shareable vacancy link: Armenian shows the vacancy; English goes to its id address', async ({ page }) => {
  const slug = 'Ապահովագրական_վաճառքի_մենեջեր';
  await openApp(page, `/company/about/newteam/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ապահովագրական վաճառքի մենեջեր');
  await openApp(page, `/en/company/about/newteam/${slug}`);
  await expect(page).toHaveURL(/\/en\/company\/about\/newteam\/101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance sales manager');
});

for (const { lang, path } of [
  { lang: 'hy', path: '/contacts' },
  { lang: 'en', path: '/en/contacts' },
]) {
  test(`contacts without a map token: the static map, the head office phone and the addresses [${lang}]`, async ({ page }) => {
    const mapbox: string[] = [];
    page.on('request', (request) => {
      if (/mapbox/i.test(request.url())) mapbox.push(request.url());
    });
    await openApp(page, path);
    await expect(page.getByTestId('offices-map')).toHaveAttribute('data-map-mode', 'static');
    await expect(page.getByTestId('static-map')).toBeVisible();
    await expect(page.locator('[data-testid^="static-marker-"]')).toHaveCount(3);
    await expect(page.getByTestId('head-office-phone')).toContainText('+374 10 500010');
    await expect(page.getByTestId('head-office-phone').getByRole('link')).toHaveAttribute('href', 'tel:+37410500010');
    await expect(page.getByTestId('branch-address')).toHaveCount(3);
    await expect(page.getByTestId('branch-gyumri').getByTestId('branch-address')).toContainText(lang === 'en' ? 'Gyumri' : 'Գյումրի');
    expect(mapbox).toEqual([]);
  });
}

test('hostile HTML in content is rendered inert', async ({ page }) => {
  await openApp(page, '/en/company/about/clients-rights');
  const section = page.locator('[data-section-type="title-paragraph"]');
  await expect(section).toContainText('A complaint is reviewed within 15 days.');
  await expect(section.locator('script, iframe, form, input, button, [onload], [onclick], [style*="fixed"]')).toHaveCount(0);
  const link = section.getByText('Financial System Mediator');
  await expect(link).not.toHaveAttribute('href', /javascript/);
  // Once the click has gone through the page, no handler has run and there is no javascript: address to follow.
  const clicked = await clickThrough(page, link);
  expect(clicked.href ?? '').not.toMatch(/^\s*javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
});

test('a forced 500 on /about/ shows an error state whose retry works', async ({ page }) => {
  await openApp(page, '/en/company/about/about', ['/about/:500:3']);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

for (const path of ['/en/company/about/no-such-section', '/en/company/about/newteam/999', '/en/company/nothing-here']) {
  test(`unknown: ${path} → /notfound`, async ({ page }) => {
    await openApp(page, path);
    await expect(page).toHaveURL(/\/en\/notfound$/);
  });
}

test('pages reach each other: company → group → section → side navigation', async ({ page }) => {
  await openApp(page, '/en/company');
  await page.getByRole('link', { name: 'Partners and offices' }).click();
  await expect(page).toHaveURL(/\/en\/company\/partners$/);
  await page.getByTestId('company-card-reinsurance').click();
  await expect(page).toHaveURL(/\/en\/company\/about\/reinsurance$/);
  await expect(page.getByTestId('rating-grid').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('company-nav').getByRole('link', { name: 'Offices' }).click();
  await expect(page).toHaveURL(/\/en\/company\/about\/offices$/);
  await expect(page.getByTestId('static-map')).toBeVisible();
});

test('/test renders every section type and is kept out of search engines', async ({ page }) => {
  await openApp(page, '/en/test');
  for (const type of ['two-column-text', 'documents', 'reports', 'title-paragraph', 'call-to-action', 'leadership', 'team', 'title-paragraph-columns', 'subsection-tabs', 'reinsurance']) {
    await expect(page.locator(`[data-section-type="${type}"]`).first()).toBeVisible();
  }
  await expect(page.getByTestId('offices-map')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

// Every about section is built from the same section types; axe checks each type at least once.
const ABOUT = ['about', 'reinsurance', 'management', 'documents', 'clients-rights', 'newteam'];
const ROUTES = ['/company', '/company/documents', ...ABOUT.map((id) => `/company/about/${id}`), '/company/about/newteam/102', '/contacts', '/careers', '/privacy-policy', '/test'];

// Every route in Armenian; English on a sample (what axe checks, structure, names and contrast, does not
// change with the language, and every axe run costs ~10 s of CI).
// One test per language, the pages after the first reached in-app (expectAccessiblePages).
const AXE_CASES = { hy: ROUTES, en: ['/company', '/contacts', '/test'].map((route) => `/en${route}`) };
for (const [lang, paths] of Object.entries(AXE_CASES)) {
  test(`axe: every company page (${lang})`, async ({ page }) => {
    test.slow();
    await expectAccessiblePages(page, paths, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
