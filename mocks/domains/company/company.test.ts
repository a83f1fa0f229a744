import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyJobResultSchema, companyIndexSchema, contactsSchema, contentPageSchema, SECTION_TYPES, vacancySchema } from '@/shared/api/content/company-schemas';
import { db } from '../../db';
import { SERVER_LANGS, type ServerLang } from '../../lib/respond';
import { CONTENT_API, postContent } from '../../test/http';
import { ABOUT_SECTION_IDS } from './fixtures/sections';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const scriptOf = (lang: ServerLang) => (lang === 'am' ? ARMENIAN : lang === 'ru' ? CYRILLIC : /^[\x20-\x7E«»„“”—–·©’\u00A0-\u00FF]+$/);

describe.each(SERVER_LANGS)('company content in %s', (lang) => {
  const script = scriptOf(lang);

  it('/about/ without a charid is the company index: three groups covering every about section', async () => {
    const answer = await postContent('/about/', lang);
    expect(answer.status).toBe(200);
    const index = v.parse(companyIndexSchema, answer.body);
    expect(index.title).toMatch(script);
    expect(index.groups.map((group) => group.type)).toEqual(['about', 'partners', 'documents']);
    expect(index.groups.flatMap((group) => group.sections.map((section) => section.charid)).sort()).toEqual([...ABOUT_SECTION_IDS].sort());
  });

  it.each(ABOUT_SECTION_IDS)('/about/ charid=%s passes the app schema', async (charid) => {
    const answer = await postContent('/about/', lang, { charid });
    expect(answer.status).toBe(200);
    const page = v.parse(contentPageSchema, answer.body);
    expect(page.charid).toBe(charid);
    expect(page.title).toMatch(script);
    expect(page.meta_description).not.toBe('');
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.navigation.map((item) => item.charid)).toEqual([...ABOUT_SECTION_IDS]);
  });

  it('the reinsurance page is a rating grid (logo, name, rating char) with subsections (url, image, paragraph)', async () => {
    const page = v.parse(contentPageSchema, (await postContent('/about/', lang, { charid: 'reinsurance' })).body);
    const section = page.sections.find((item) => item.type === 'reinsurance');
    if (section?.type !== 'reinsurance') throw new Error('no reinsurance section');
    expect(section.rating).toHaveLength(4);
    for (const rating of section.rating) expect(rating.char).toMatch(/^A{1,3}[+-]?$/);
    for (const subsection of section.subsections) {
      expect(subsection.url).toMatch(/^https:\/\//);
      expect(subsection.image).toMatch(/^\/sim-assets\//);
      expect(subsection.paragraph).toMatch(script);
    }
  });

  it('management lists people with Armenian names, positions and details', async () => {
    const page = v.parse(contentPageSchema, (await postContent('/about/', lang, { charid: 'management' })).body);
    const section = page.sections[0];
    if (section?.type !== 'leadership') throw new Error('no leadership section');
    expect(section.persons.length).toBeGreaterThanOrEqual(4);
    expect(section.persons[0]).toMatchObject({ photo: expect.stringMatching(/^\/sim-assets\//), birthDate: expect.any(String) });
    expect(section.persons[0]?.details.length).toBeGreaterThan(0);
    if (lang === 'am') expect(section.persons[0]?.surname).toBe('Սարգսյան');
  });

  it('/about/ page=test holds every section type', async () => {
    const page = v.parse(contentPageSchema, (await postContent('/about/', lang, { page: 'test' })).body);
    expect(new Set(page.sections.map((section) => section.type))).toEqual(new Set(SECTION_TYPES));
  });

  it.each(['careers', 'privacy-policy'])('/about/ page=%s passes the app schema', async (page) => {
    const answer = await postContent('/about/', lang, { page });
    expect(answer.status).toBe(200);
    expect(v.parse(contentPageSchema, answer.body).title).toMatch(script);
  });

  it('a vacancy by id carries its form; by its Armenian title with underscores it is the same vacancy', async () => {
    const byId = v.parse(vacancySchema, (await postContent('/about/', lang, { charid: 'newteam', pid: '101' })).body);
    expect(byId.name).toMatch(script);
    expect(byId.content.form?.fields.map((field) => field.input_name)).toEqual(['first_name', 'last_name', 'email', 'phone']);
    expect(byId.content.form?.file_uploads.map((upload) => upload.input_name)).toEqual(['cv', 'cover_letter']);
    const byTitle = v.parse(
      vacancySchema,
      (await postContent('/about/', lang, { charid: 'newteam', vacancy_title: byId.title_hy.replace(/ /g, '_') })).body,
    );
    expect(byTitle.id).toBe('101');
  });

  it('/contacts/: the head office and two branches with phones and coordinates', async () => {
    const contacts = v.parse(contactsSchema, (await postContent('/contacts/', lang)).body);
    expect(contacts.branches).toHaveLength(3);
    expect(contacts.branches.filter((branch) => branch.isHeadOffice)).toHaveLength(1);
    for (const branch of contacts.branches) {
      expect(branch.branchAddress).toMatch(script);
      expect(branch.contactItems.find((item) => item.icon === 'phone')?.value).toMatch(/^\+374 /);
      expect(branch.coordinates.lat).toBeGreaterThan(38.8);
      expect(branch.coordinates.lat).toBeLessThan(41.3);
    }
  });
});

describe('/about/ 404s', () => {
  it.each([
    [{ charid: 'no-such-section' }],
    [{ page: 'nope' }],
    [{ charid: 'newteam', pid: '999' }],
    [{ charid: 'about', pid: '101' }],
    [{ charid: 'newteam', vacancy_title: 'Գոյություն_չունեցող' }],
  ])('%o → 404 with a localized detail', async (fields) => {
    const answer = await postContent('/about/', 'ru', fields);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Страница не найдена.' });
  });
});

// ---------------------------------------------------------------------------------------------------------

const pdf = (name = 'cv.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function apply(lang: ServerLang, fields: Record<string, string>, files: Record<string, File[]> = {}) {
  const form = new FormData();
  form.append('lang', lang);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, list] of Object.entries(files)) for (const file of list) form.append(`${key}[]`, file, file.name);
  const response = await fetch(`${CONTENT_API}/apply-jobs/`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

const VALID = { first_name: 'Anna', last_name: 'Hakobyan', email: 'anna@example.am', phone: '', vacancy_id: '103' };

// Multipart bodies of 3 MB go through MSW in Node: slow on a busy machine.
describe('/apply-jobs/', { timeout: 30_000 }, () => {
  it.each([
    ['a required field empty', 'en', { ...VALID, first_name: '' }, { cv: [pdf()] }, { first_name: ["Field “First name” is required"] }],
    ['the e-mail empty', 'am', { ...VALID, email: '' }, { cv: [pdf()] }, { email: ['«Էլ. փոստ» դաշտը պարտադիր է'] }],
    ['the e-mail invalid', 'ru', { ...VALID, email: 'anna@' }, { cv: [pdf()] }, { email: ['Введите корректный адрес эл. почты'] }],
    ['no CV', 'en', VALID, {}, { cv: ["Field “CV” is required"] }],
    ['a CV of another type', 'en', VALID, { cv: [new File(['x'], 'cv.docx')] }, { cv: ["File “cv.docx” must be a jpg, jpeg, png or pdf"] }],
    ['a CV over 3 MB', 'en', VALID, { cv: [pdf('big.pdf', 3 * 1024 * 1024 + 1)] }, { cv: ["File “big.pdf” is larger than 3 MB"] }],
    ['a letter of another type', 'en', VALID, { cv: [pdf()], cover_letter: [new File(['x'], 'letter.exe')] }, { cover_letter: ["File “letter.exe” must be a jpg, jpeg, png or pdf"] }],
  ] as const)('%s (%s) → 400 with warning_d', async (_case, lang, fields, files, warnings) => {
    const answer = await apply(lang, fields, files as Record<string, File[]>);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: warnings });
    expect(db.read().jobApplications).toHaveLength(0);
  });

  it('a valid application: 200 with an escaped result message, stored, and e-mailed to HR', async () => {
    const answer = await apply('en', { ...VALID, first_name: '<b>Anna</b>' }, { cv: [pdf('cv.pdf', 3 * 1024 * 1024)], cover_letter: [pdf('letter.png')] });
    expect(answer.status).toBe(200);
    const { result } = v.parse(applyJobResultSchema, answer.body);
    expect(result).toContain('Thank you, &lt;b&gt;Anna&lt;/b&gt;!');
    expect(result).toContain('for “Front-end developer (React)”');
    expect(db.read().jobApplications).toMatchObject([
      {
        vacancyId: '103',
        lang: 'en',
        values: { first_name: '<b>Anna</b>', email: 'anna@example.am' },
        files: [
          { field: 'cv', name: 'cv.pdf', size: 3 * 1024 * 1024 },
          { field: 'cover_letter', name: 'letter.png' },
        ],
      },
    ]);
    expect(db.read().outbox).toMatchObject([{ channel: 'email', to: 'hr@sevan-insurance.am', subject: 'Նոր դիմում՝ Frontend ծրագրավորող (React)' }]);
  });

  it('answers in the request language', async () => {
    const answer = await apply('am', { ...VALID, first_name: 'Աննա', vacancy_id: '' }, { cv: [pdf()] });
    expect(v.parse(applyJobResultSchema, answer.body).result).toMatch(/^<p><strong>Շնորհակալություն, Աննա։<\/strong><\/p>/);
  });
});
