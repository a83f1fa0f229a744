import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { claimAnswerSchema, claimGroupListSchema, claimListSchema, cmtplObjectAnswerSchema, paidByYearSchema } from '@/shared/api/claims/schemas';
import { APP_API, postApp, signInDemo } from '../../test/http';
import { db } from '../../db';

const upload = async (name: string, size: number, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('id', 'PHOTOS');
  form.append('file', new File([new Uint8Array(size)], name, { type }));
  form.append('data', JSON.stringify({ kind: 'compensation' }));
  const response = await fetch(`${APP_API}/files/upload`, { method: 'POST', body: form, headers: { Language: 'en', Scope: 'web-portal' } });
  return ((await response.json()) as { data: { id: string } }).data.id;
};

/** Anna's CMTPL contract of her car (domains/profile/fixtures.ts): what the person search finds for 35OO123. */
const ANNA_CMTPL = { OBJECT_ID: '60101', CONTRACT_NUMBER: 'SV-APPA-2025-004211' };

const application = (photos: string[], CLIENT_ID = 'claim-test-1') => ({
  CLIENT_ID,
  OBJECT_ID: ANNA_CMTPL.OBJECT_ID,
  PLATE: '35OO123',
  EVENT_DATE: '20/11/2026',
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
    // One source of truth: the contract Anna's contracts list shows for that car and period, not one made up from the register.
    expect(v.parse(cmtplObjectAnswerSchema, found.body).result).toEqual({
      ...ANNA_CMTPL,
      PLATE: '35OO123',
      MAKE: 'Toyota',
      MODEL: 'Camry',
      FROMDATE: '2025-12-16',
      TODATE: '2026-12-15',
    });
    const token = await signInDemo();
    const contracts = (await postApp('/mobile/get-contracts/', { GROUP: 'appa' }, { token })).body as { result: { ID: string; CONTRACT_NUMBER: string; PLATE: string | null }[] };
    expect(contracts.result).toContainEqual(expect.objectContaining({ ID: ANNA_CMTPL.OBJECT_ID, CONTRACT_NUMBER: ANNA_CMTPL.CONTRACT_NUMBER, PLATE: '35OO123' }));
    // Before that contract began, the car had none of ours.
    const before = await postApp('/mobile/create-request/get-cmptl-objects/', { PLATE: '35OO123', EVENT_DATE: '15/12/2025' });
    expect(before.status).toBe(400);
    // A car of the register whose owner has no account here: the contract the register knows of.
    const register = await postApp('/mobile/create-request/get-cmptl-objects/', { PLATE: '10MO010', EVENT_DATE: '20/11/2026' });
    expect(v.parse(cmtplObjectAnswerSchema, register.body).result).toMatchObject({ OBJECT_ID: 'cmtpl-10MO010', FROMDATE: '2026-05-01', TODATE: '2027-04-30' });
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
    // The accident as the search found it: its day, the car and the contract (not the filing day, no contract).
    expect(list.result.find((claim) => claim.CLAIM_NUMBER === (filed.body as { CLAIM_NUMBER: string }).CLAIM_NUMBER)).toMatchObject({
      STATUS: 'submitted',
      EVENT_DATE: '2026-11-20',
      PLATE: '35OO123',
      CONTRACT_NUMBER: ANNA_CMTPL.CONTRACT_NUMBER,
      DETID: ANNA_CMTPL.OBJECT_ID,
    });
  });

  it('an application is filed once per CLIENT_ID: a repeat answers the first number; without the id a filing is refused', async () => {
    const token = await signInDemo();
    const photos = [await upload('car.jpg', 1000), await upload('plate.jpg', 1000), await upload('damage.jpg', 1000)];
    const count = async () => v.parse(claimListSchema, (await postApp('/mobile/claim/get-list', {}, { token })).body).result.length;
    const before = await count();
    const first = await postApp('/mobile/claim/create', { ...application(photos, 'claim-a'), VIEW: 0 }, { token });
    // The answer was lost; the customer presses Send again (or the transport repeats it), even with a field changed.
    const again = await postApp('/mobile/claim/create', { ...application(photos, 'claim-a'), BANK_ACCOUNT: '2470012345678902', VIEW: 0 }, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
    const other = await postApp('/mobile/claim/create', { ...application(photos, 'claim-b'), VIEW: 0 }, { token });
    expect(other.body).not.toEqual(first.body);
    expect(await count()).toBe(before + 2);
    const { CLIENT_ID: _id, ...withoutId } = application(photos);
    const refused = await postApp('/mobile/claim/create', { ...withoutId, VIEW: 0 }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ warning_d: { CLIENT_ID: [expect.stringMatching(/CLIENT_ID/)] } });
    // The preview stores nothing and needs no id.
    expect((await postApp('/mobile/claim/create', { ...withoutId, VIEW: 1 }, { token })).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('the application carries the search: without it, or with a contract the search does not find, it is refused', async () => {
    const token = await signInDemo();
    const photos = [await upload('car.jpg', 1000), await upload('plate.jpg', 1000), await upload('damage.jpg', 1000)];
    const { PLATE: _plate, EVENT_DATE: _day, ...withoutSearch } = application(photos);
    const missing = await postApp('/mobile/claim/create', { ...withoutSearch, VIEW: 0 }, { token, lang: 'ru' });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { warning_d: object }).warning_d).sort()).toEqual(['EVENT_DATE', 'PLATE']);
    const otherDay = await postApp('/mobile/claim/create', { ...application(photos), EVENT_DATE: '01/01/2025', VIEW: 0 }, { token });
    expect(otherDay.body).toMatchObject({ warning_d: { PLATE: [expect.stringMatching(/no Sevan CMTPL contract/)] } });
    const otherContract = await postApp('/mobile/claim/create', { ...application(photos), OBJECT_ID: 'cmtpl-35OO123', VIEW: 0 }, { token });
    expect(otherContract.body).toMatchObject({ warning_d: { OBJECT_ID: [expect.stringMatching(/does not match/)] } });
  });

  it('the public request is multipart and needs no account', async () => {
    const photos = [await upload('1.jpg', 1000), await upload('2.jpg', 1000), await upload('3.png', 1000, 'image/png')];
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...application(photos), VIEW: 0 })) {
      if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
      else form.append(key, String(value));
    }
    const send = () => fetch(`${APP_API}/mobile/create-request/public/`, { method: 'POST', body: form, headers: { Language: 'en', Scope: 'web-portal' } });
    const response = await send();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ CLAIM_NUMBER: 'RQ-2026-000001' });
    // Sent again with the same CLIENT_ID: the same request, not a second one.
    expect(await (await send()).json()).toMatchObject({ CLAIM_NUMBER: 'RQ-2026-000001' });
    expect(db.read().compensationRequests).toHaveLength(1);
  });
});

describe('one source of truth for a car’s CMTPL contract', () => {
  it('the register’s contract end of a car agrees with the latest CMTPL contract the customers hold for it', () => {
    const state = db.read();
    const held = state.heldContracts.filter((contract) => contract.product === 'appa' && contract.plate);
    expect(held.length).toBeGreaterThan(0);
    for (const contract of held) {
      const car = state.vehicles.find((vehicle) => vehicle.plate === contract.plate);
      const latest = held.filter((other) => other.plate === contract.plate).sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''))[0];
      expect([contract.plate, car?.currentContractEnd]).toEqual([contract.plate, latest?.endDate]);
    }
  });
});
