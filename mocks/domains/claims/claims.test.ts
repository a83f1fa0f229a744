import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { claimAnswerSchema, claimGroupListSchema, claimListSchema, cmtplObjectAnswerSchema, paidByYearSchema } from '@/shared/api/claims/schemas';
import { APP_API, postApp, signInDemo } from '../../test/http';

const upload = async (name: string, size: number, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('id', 'PHOTOS');
  form.append('file', new File([new Uint8Array(size)], name, { type }));
  form.append('data', JSON.stringify({ kind: 'compensation' }));
  const response = await fetch(`${APP_API}/files/upload`, { method: 'POST', body: form, headers: { Language: 'en', Scope: 'web-portal' } });
  return ((await response.json()) as { data: { id: string } }).data.id;
};

const application = (photos: string[]) => ({
  OBJECT_ID: 'cmtpl-35OO123',
  PERSON_TYPE: '3',
  FIRST_NAME: 'Anna',
  LAST_NAME: 'Hakobyan',
  PASSPORT: 'AN1234567',
  PHONE: '+374 (091) 234567',
  applicant_is_owner: '1',
  ACCIDENT_PROCEEDINGS: '1',
  is_agreement: '0',
  BANK_ACCOUNT: '2470012345678901',
  CONSENT: 1,
  PHOTOS: photos,
  FILENAME: photos,
});

describe('claims (simulator)', () => {
  it('the demo customer has claims in every state, grouped by contract, and paid sums by year', async () => {
    const token = await signInDemo();
    const list = v.parse(claimListSchema, (await postApp('/mobile/claim/get-list', {}, { token })).body);
    expect(new Set(list.result.map((claim) => claim.STATUS))).toEqual(new Set(['documents', 'review', 'paid', 'rejected']));
    expect((list.result[0]?.CREATED_AT ?? '') >= (list.result[1]?.CREATED_AT ?? '')).toBe(true);
    const groups = v.parse(claimGroupListSchema, (await postApp('/mobile/claim/get-list-group-by-detid', {}, { token })).body);
    expect(groups.result.find((group) => group.DETID === '60101')?.claims).toHaveLength(2);
    const paid = v.parse(paidByYearSchema, (await postApp('/mobile/claim/paid/by-year', {}, { token })).body);
    expect(paid.result).toEqual([
      { YEAR: 2026, COUNT: 1, AMOUNT: 96000 },
      { YEAR: 2025, COUNT: 2, AMOUNT: 385000 },
    ]);
    const one = v.parse(claimAnswerSchema, (await postApp('/mobile/claim/get-retrieve', { ID: '5101' }, { token, lang: 'ru' })).body);
    expect(one.result.MISSING).toMatch(/удостоверения/);
    expect((await postApp('/mobile/claim/get-retrieve', { ID: '5201' }, { token })).status).toBe(404);
    expect((await postApp('/mobile/claim/get-list', {})).status).toBe(401);
  });

  it('the person search finds the CMTPL contract in force on the day, else a warning under the field', async () => {
    const found = await postApp('/mobile/create-request/get-cmptl-objects/', { PLATE: '35OO123', EVENT_DATE: '20/11/2026' });
    expect(v.parse(cmtplObjectAnswerSchema, found.body).result).toMatchObject({ PLATE: '35OO123', TODATE: '2026-12-15' });
    const ended = await postApp('/mobile/create-request/get-cmptl-objects/', { PLATE: '77LL777', EVENT_DATE: '01/11/2026' });
    expect(ended.status).toBe(400);
    expect(ended.body).toMatchObject({ warning_d: { PLATE: [expect.stringMatching(/no Sevan CMTPL contract/)] } });
    const empty = await postApp('/mobile/create-request/get-cmptl-objects/', {});
    expect(Object.keys((empty.body as { warning_d: object }).warning_d)).toEqual(['PLATE', 'EVENT_DATE']);
  });

  it('create checks the application with the app rules: 2 photos and a short account are refused under their fields; 3 photos file a claim', async () => {
    const token = await signInDemo();
    const photos = [await upload('car.jpg', 1000), await upload('plate.jpg', 1000), await upload('damage.jpg', 1000)];
    const refused = await postApp('/mobile/claim/create', { ...application(photos.slice(0, 2)), BANK_ACCOUNT: '123', VIEW: 0 }, { token });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { warning_d: object }).warning_d).sort()).toEqual(['BANK_ACCOUNT', 'PHOTOS']);
    const preview = await postApp('/mobile/claim/create', { ...application(photos), VIEW: 1 }, { token });
    expect(preview.body).toMatchObject({ path: '/sim-assets/docs/claim-form.pdf' });
    const filed = await postApp('/mobile/claim/create', { ...application(photos), VIEW: 0 }, { token });
    expect(filed.status).toBe(200);
    const list = v.parse(claimListSchema, (await postApp('/mobile/claim/get-list', {}, { token })).body);
    expect(list.result.some((claim) => claim.CLAIM_NUMBER === (filed.body as { CLAIM_NUMBER: string }).CLAIM_NUMBER && claim.STATUS === 'submitted')).toBe(true);
  });

  it('the public request is multipart and needs no account', async () => {
    const photos = [await upload('1.jpg', 1000), await upload('2.jpg', 1000), await upload('3.png', 1000, 'image/png')];
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...application(photos), VIEW: 0 })) {
      if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
      else form.append(key, String(value));
    }
    const response = await fetch(`${APP_API}/mobile/create-request/public/`, { method: 'POST', body: form, headers: { Language: 'en', Scope: 'web-portal' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ CLAIM_NUMBER: 'RQ-2026-000001' });
  });
});
