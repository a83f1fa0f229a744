import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buttonListSchema,
  dictionarySchema,
  gridListSchema,
  interfaceFormSavedSchema,
  interfaceFormSchema,
  interfaceInfoSchema,
  menuListSchema,
  onChangeSchema,
  promoResultSchema,
  rawInputListSchema,
  uploadResultSchema,
} from '@/shared/api/interface/schemas';
import { parseDescriptors } from '@/shared/form-engine/server-rules';
import { forceEndpoint } from '../../lib/switches';
import { APP_API, postApp, signInDemo, type Answer } from '../../test/http';
import { SHOWCASE_TAB_ID } from './showcase';

const INPUT_LIST = '/mobile/interface/get-popup-input-list/';
const INPUT_LIST_PUBLIC = '/mobile/interface/get-popup-input-list/public/';
const FORM = `/api/interface/form/${SHOWCASE_TAB_ID}`;

async function getApp(path: string, lang = 'en', token?: string): Promise<Answer> {
  const headers: Record<string, string> = { Language: lang, Scope: 'web-portal' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${APP_API}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

async function upload(file: File, fields: Record<string, string> = { id: '9027', data: JSON.stringify({ kind: 'passport' }) }): Promise<Answer> {
  const form = new FormData();
  form.append('file', file);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${APP_API}/files/upload`, { method: 'POST', headers: { Language: 'en', Scope: 'web-portal' }, body: form });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** A valid showcase submission (wire values, as the engine sends them). */
const VALID = {
  PERSONTYPE: '3',
  FULLNAME: 'Աննա Հակոբյան',
  BIRTHDATE: '12/04/1990',
  PHONE: '+374 (091) 234567',
  EMAIL: 'anna.hakobyan@example.am',
  IS_OWNER: 1,
  START_DATE: '01/01/2099',
  CARTYPE: '1',
  PAYOUT_METHOD: '1',
  PASSPORT_SCAN: 'upl-1',
  AGREE: 1,
};

describe('input lists', () => {
  it.each(['am', 'en', 'ru'] as const)('the showcase in %s: every type, one bad descriptor, one not granted', async (lang) => {
    const answer = await postApp(INPUT_LIST_PUBLIC, { TABID: SHOWCASE_TAB_ID }, { lang });
    expect(answer.status).toBe(200);
    const body = v.parse(rawInputListSchema, answer.body);
    const parsed = parseDescriptors(body.result);
    expect(parsed.problems.map((problem) => problem.name)).toEqual(['COLOUR']);
    expect(parsed.notGranted).toEqual(['INTERNAL_NOTE']);
    const types = new Set(parsed.fields.map((field) => field.TYPE));
    for (const type of ['str', 'int', 'float', 'number', 'bool', 'date', 'datetime', 'time', 'text', 'pass', 'radio', 'phone', 'span', 'promo', 'file', 'multiSelectFile', 'search', 'button', 'radiogroup', 'toggle']) {
      expect(types, type).toContain(type);
    }
    expect(body.TITLE).toBeTruthy();
  });

  it('labels are in the request language', async () => {
    const hy = v.parse(rawInputListSchema, (await postApp(INPUT_LIST_PUBLIC, { TABID: SHOWCASE_TAB_ID }, { lang: 'am' })).body);
    const fullName = parseDescriptors(hy.result).fields.find((field) => field.FIELD_NAME === 'FULLNAME');
    expect(fullName?.TEXT).toBe('Անուն, ազգանուն');
  });

  it('an unknown tab is 404; the authorized variant needs a session', async () => {
    expect((await postApp(INPUT_LIST_PUBLIC, { TABID: 1 })).status).toBe(404);
    expect((await postApp(INPUT_LIST, { TABID: SHOWCASE_TAB_ID })).status).toBe(401);
    const token = await signInDemo();
    expect((await postApp(INPUT_LIST, { TABID: SHOWCASE_TAB_ID }, { token })).status).toBe(200);
  });
});

describe('buttons, grids, filters, menu, info', () => {
  it('buttons under the showcase, the not-granted one included (the engine drops it)', async () => {
    const body = v.parse(buttonListSchema, (await postApp('/mobile/interface/get-buttons-list/public/', { PARENTID: SHOWCASE_TAB_ID })).body);
    expect(body.result.map((button) => [button.FIELD_NAME, button.GRANTED])).toEqual([
      ['SAVE', true],
      ['RESTART', true],
      ['EXPORT', false],
    ]);
    expect(v.parse(buttonListSchema, (await postApp('/mobile/interface/get-buttons-list/public/', { PARENTID: 1 })).body).result).toEqual([]);
  });

  it('grid 5049 is public; grid 3152 and its filters need a session', async () => {
    expect(v.parse(gridListSchema, (await postApp('/mobile/interface/get-grid-list/public/', { PARENTID: 5049 })).body).result).toHaveLength(6);
    expect((await postApp('/mobile/interface/get-grid-list/public/', { PARENTID: 3152 })).status).toBe(403);
    const token = await signInDemo();
    const grid = v.parse(gridListSchema, (await postApp('/mobile/interface/get-grid-list/', { PARENTID: 3152 }, { token })).body);
    expect(grid.result.filter((column) => !column.GRANTED).map((column) => column.FIELD_NAME)).toEqual(['COMMISSION']);
    const filters = v.parse(rawInputListSchema, (await postApp('/mobile/interface/get-filter-list/', { PARENTID: 3152 }, { token })).body);
    expect(parseDescriptors(filters.result).fields.map((field) => field.FIELD_NAME)).toEqual(['STATUS', 'FROMDATE']);
  });

  it('the menu in the request language; the info', async () => {
    const token = await signInDemo();
    const menu = v.parse(menuListSchema, (await postApp('/mobile/interface/get-menu-list/', {}, { token, lang: 'ru' })).body);
    expect(menu.result[0]).toMatchObject({ ID: '3152', CHARID: 'overview', TEXT: 'Обзор', GRANTED: true });
    expect(menu.result.find((item) => item.CHARID === 'contracts')).toMatchObject({ ID: '3153', TEXT: 'Мои договоры', URL: '/profile/3153' });
    expect(v.parse(interfaceInfoSchema, (await postApp('/api/interface/info/', {})).body).result.langs).toEqual(['am', 'en', 'ru']);
  });
});

describe('/api/interface/form/{id}', () => {
  it('GET gives the descriptors and no saved values yet', async () => {
    const answer = await getApp(FORM);
    expect(answer.status).toBe(200);
    const body = v.parse(interfaceFormSchema, answer.body);
    expect(body.result?.length).toBeGreaterThan(20);
    expect(body.values).toBeNull();
    expect((await getApp('/api/interface/form/1')).status).toBe(404);
  });

  it('POST of an empty form: every required field that is shown, in the request language', async () => {
    const answer = await postApp(FORM, { PERSONTYPE: '3', IS_OWNER: 1 }, { lang: 'am' });
    expect(answer.status).toBe(400);
    const warnings = (answer.body as { warning_d: Record<string, string[]> }).warning_d;
    expect(Object.keys(warnings).sort()).toEqual(['AGREE', 'BIRTHDATE', 'CARTYPE', 'EMAIL', 'FULLNAME', 'PASSPORT_SCAN', 'PAYOUT_METHOD', 'PHONE', 'START_DATE']);
    expect(warnings.FULLNAME).toEqual(['Անուն, ազգանուն դաշտը պարտադիր է']);
  });

  it('POST follows conditions, rules and the on-change answers (legal persons, the owner, the bank)', async () => {
    const answer = await postApp(FORM, { ...VALID, PERSONTYPE: '2', BIRTHDATE: null, IS_OWNER: 0, PAYOUT_METHOD: '2' });
    const warnings = (answer.body as { warning_d: Record<string, string[]> }).warning_d;
    expect(Object.keys(warnings).sort()).toEqual(['ACCOUNT', 'BANK', 'COMPANY_NAME', 'OWNER_FULLNAME', 'TAX_ID']);
  });

  it('POST checks phones, dates, e-mails, the earliest start and the form’s own rule', async () => {
    const answer = await postApp(FORM, { ...VALID, PHONE: '01234567', BIRTHDATE: '31/04/1990', EMAIL: 'anna@', START_DATE: '01/01/2020', FULLNAME: 'Anna 2' });
    const warnings = (answer.body as { warning_d: Record<string, string[]> }).warning_d;
    expect(warnings).toEqual({
      PHONE: ['Enter a 9-digit Armenian number in the 0xxxxxxxx format'],
      BIRTHDATE: ['Enter the date as DD/MM/YYYY'],
      EMAIL: ['Enter a valid e-mail address'],
      START_DATE: [expect.stringMatching(/^The date cannot be earlier than \d\d\/\d\d\/\d{4}$/)],
      FULLNAME: ['A name cannot contain digits'],
    });
  });

  it('POST of a valid form saves it (200 with a message); GET gives it back', async () => {
    const answer = await postApp(FORM, VALID, { lang: 'ru' });
    expect(answer.status).toBe(200);
    expect(v.parse(interfaceFormSavedSchema, answer.body).message).toBe('Данные сохранены.');
    expect(v.parse(interfaceFormSchema, (await getApp(FORM)).body).values).toMatchObject({ FULLNAME: 'Աննա Հակոբյան' });
  });

  it('a forced warning_d names two showcase fields; a rule may name the concrete path', async () => {
    forceEndpoint(FORM, '400-warning_d', 1);
    const answer = await postApp(FORM, VALID);
    expect(Object.keys((answer.body as { warning_d: Record<string, unknown> }).warning_d)).toEqual(['FULLNAME', 'PHONE']);
    expect((await postApp(FORM, VALID)).status).toBe(200);
  });
});

describe('on-change input value', () => {
  it('a legal person: company fields shown, personal ones hidden', async () => {
    const answer = await postApp('/mobile/interface/on-change-input-value/', { TABID: SHOWCASE_TAB_ID, initiators: ['PERSONTYPE'], values: { PERSONTYPE: '2' } });
    const items = v.parse(onChangeSchema, answer.body).result_list;
    expect(items.find((item) => item.field === 'COMPANY_NAME')?.fieldRules?.visible).toBe(true);
    expect(items.find((item) => item.field === 'BIRTHDATE')?.fieldRules?.visible).toBe(false);
  });

  it('the suggest button sets the start date a week ahead; unknown forms answer nothing', async () => {
    const answer = await postApp('/mobile/interface/on-change-input-value/', { TABID: SHOWCASE_TAB_ID, initiators: ['SUGGEST'], values: {} });
    expect(v.parse(onChangeSchema, answer.body).result_list).toEqual([{ field: 'START_DATE', value: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/), fieldRules: null }]);
    expect(v.parse(onChangeSchema, (await postApp('/mobile/interface/on-change-input-value/', { TABID: 1, initiators: ['X'], values: {} })).body).result_list).toEqual([]);
  });
});

describe('files', () => {
  it('stores an accepted file and deletes it once', async () => {
    const answer = await upload(new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    expect(answer.status).toBe(200);
    const { data } = v.parse(uploadResultSchema, answer.body);
    expect(data).toMatchObject({ kind: 'passport', name: 'passport.pdf', type: 'application/pdf', size: 8 });
    expect((await postApp('/files/delete', { file: data.file, id: data.id })).status).toBe(200);
    expect((await postApp('/files/delete', { file: data.file, id: data.id })).status).toBe(404);
  });

  it.each([
    [new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), 'The file "notes.docx" is not accepted. Allowed: jpg, jpeg, png and pdf.'],
    [new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }), 'The file "big.jpg" is larger than 3 MB'],
    [new File([], 'empty.jpg', { type: 'image/jpeg' }), 'Choose a file'],
  ])('refuses %s with warning_d.file', async (file, message) => {
    const answer = await upload(file);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: { file: [message] } });
  });
});

describe('promo codes', () => {
  it.each([
    [{ REFERRAL: 'medicalCheckUp', CODE: 'sevan10' }, 200, { valid: 1, discount: 10 }],
    [{ REFERRAL: 'travel', CODE: 'SEVAN10' }, 400, { warning_d: { CODE: ['This promo code is not valid for this product'] } }],
    [{ REFERRAL: 'travel', CODE: 'SUMMER2025' }, 400, { warning_d: { CODE: ['This promo code has expired'] } }],
    [{ REFERRAL: 'travel', CODE: 'NOPE' }, 400, { warning_d: { CODE: ['There is no such promo code'] } }],
    [{ REFERRAL: 'travel', CODE: '' }, 400, { warning_d: { CODE: ['Enter the promo code'] } }],
    [{ REFERRAL: '', CODE: 'SEVAN10' }, 400, { warning_d: { REFERRAL: ['Unknown insurance product'] } }],
  ])('%o → %i', async (payload, status, body) => {
    const answer = await postApp('/promo-code/checker', payload);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject(body);
    if (status === 200) expect(v.parse(promoResultSchema, answer.body)).toMatchObject({ valid: true, discount: 10 });
  });
});

describe('dictionaries', () => {
  it.each([
    ['/diction_s/def-transit-bank-list/', 8],
    ['/diction_s/transit-or-bank/', 2],
    ['/country/get-country-list-alchemy/', 60],
  ])('%s answers %i entries', async (path, count) => {
    const body = v.parse(dictionarySchema, (await postApp(path, {}, { lang: 'am' })).body);
    expect(body.result_list).toHaveLength(count);
  });

  it('countries: codes, names in the language, sorted, with their zone', async () => {
    const hy = v.parse(dictionarySchema, (await postApp('/country/get-country-list-alchemy/', {}, { lang: 'am' })).body).result_list;
    expect(hy.find((entry) => entry.COUNTRY === 'FR')).toMatchObject({ NAME: 'Ֆրանսիա', POPUPVARIETY: 'schengen' });
    const ru = v.parse(dictionarySchema, (await postApp('/country/get-country-list-alchemy/', {}, { lang: 'ru' })).body).result_list;
    const names = ru.map((entry) => entry.NAME as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });
});
