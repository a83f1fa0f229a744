import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { interfaceFormSchema } from '@/shared/api/interface/schemas';
import { contractAnswerSchema, vehicleAnswerSchema } from '@/shared/api/purchase/schemas';
import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import { parseDescriptors } from '@/shared/form-engine/server-rules';
import { db } from '../../db';
import { postApp } from '../../test/http';
import { validateSubmission } from '../interface/validation';
import { purchaseEndpoints } from './handlers';
import { appaPrice } from './pricing';
import { purchaseForm, purchaseForms } from './forms';
import { ANNA, body, CAR, DAVID, day, getApp, registerCar, signIn } from './test-kit';

type Warned = { warning_d?: Record<string, string[]>; warning?: string };

const TRAVELLER = {
  CUSTOMER_IS_OWNER: 1,
  PASSPORT: 'AN1234567',
  FIRSTNAME: 'Anna',
  LASTNAME: 'Hakobyan',
  BIRTHDATE: '12/04/1990',
  PHONE: '+374 (091) 234567',
  EMAIL: 'anna@example.am',
  CONSENT: 1,
};

const trip = (id: string, extra: Record<string, unknown> = {}) => ({
  ID: id,
  COUNTRY: 'FR,DE',
  FROMDATE: day(1),
  TODATE: day(7),
  DAYS: 7,
  COVID: 0,
  CONSENT: 1,
  ...extra,
});

describe('purchase endpoints', () => {
  it('answer 401 without a session, every one of them', async () => {
    for (const endpoint of purchaseEndpoints) {
      const answer = endpoint.method === 'GET' ? await getApp(endpoint.path.replace(':id', '70001')) : await postApp(endpoint.path, { ID: '70001', id: '70001' });
      expect([endpoint.path, answer.status]).toEqual([endpoint.path, 401]);
    }
  });
});

describe('step forms', () => {
  it('serves every step form of the product table, signed in only, with a localized title', async () => {
    const ids = [...new Set(Object.values(PURCHASE_PRODUCTS).flatMap((product) => [...product.steps, product.final].map((step) => step.formId)))].filter((id) => id !== null);
    expect(purchaseForms.map((form) => form.tabId).sort()).toEqual([...ids].sort());
    expect((await getApp('/api/interface/form/4301')).status).toBe(401);
    const token = await signIn(ANNA);
    for (const id of ids) {
      const answer = v.parse(interfaceFormSchema, await (await getApp(`/api/interface/form/${id}`, token, 'ru')).json());
      const { fields, problems } = parseDescriptors(answer.result ?? []);
      expect(problems).toEqual([]);
      expect(new Set(fields.map((field) => field.ID)).size).toBe(fields.length);
      expect(answer.TITLE).toMatch(/[а-я]/i);
    }
  });

  it('travel 4422: owner fields 4436–4438 only when the policyholder is not the traveller, in English', () => {
    const form = purchaseForm(4422);
    const ids = form.fields('en').map((field) => field.ID);
    expect(ids).toEqual(expect.arrayContaining([4436, 4437, 4438]));
    expect(validateSubmission(form, TRAVELLER, 'en')).toEqual({});
    const notOwner = validateSubmission(form, { ...TRAVELLER, CUSTOMER_IS_OWNER: 0, OWNER_FIRSTNAME: 'Աննա', OWNER_LASTNAME: 'O-Neil', OWNER_ADDRESS: '1 Abovyan St., apt 2/3' }, 'en');
    expect(Object.keys(notOwner).sort()).toEqual(['OWNER_FIRSTNAME', 'PASSPORT_HOLDER']);
    expect(validateSubmission(form, { ...TRAVELLER, CUSTOMER_IS_OWNER: 0, PASSPORT_HOLDER: 'AB1', OWNER_FIRSTNAME: 'Ann', OWNER_LASTNAME: 'Lee', OWNER_ADDRESS: 'Yerevan; 1' }, 'en')).toHaveProperty('OWNER_ADDRESS');
  });

  it('travel 4423: dates not before today, days at least 1 and matching, packages hidden for Georgia and with COVID cover', () => {
    const form = purchaseForm(4423);
    expect(validateSubmission(form, trip('1'), 'en')).toEqual({});
    expect(validateSubmission(form, trip('1', { FROMDATE: day(-1) }), 'en')).toHaveProperty('FROMDATE');
    expect(validateSubmission(form, trip('1', { DAYS: -2 }), 'en')).toHaveProperty('DAYS');
    expect(validateSubmission(form, trip('1', { DAYS: 5 }), 'en')).toHaveProperty('DAYS');
    expect(validateSubmission(form, trip('1', { TRAVELDAYS_DAILY: 7, TRAVELDAYS_BOX: 30 }), 'en')).toHaveProperty('TRAVELDAYS_BOX');
    const fields = form.fields('en');
    expect(fields.find((field) => field.FIELD_NAME === 'TRAVELDAYS_BOX')?.conditions).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'COUNTRY' }), expect.objectContaining({ field: 'COVID' })]),
    );
    expect(fields.find((field) => field.FIELD_NAME === 'FROMDATE')).toMatchObject({ value: day(1), field_rules: { min: 'today' } });
  });
});

describe('CMTPL steps', () => {
  it('find-vehicle: the car of a plate and its owner document; unknown plate and wrong document are field warnings', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const found = await postApp('/product/appa/find-vehicle', { PLATE: '55 TT 555', DOCUMENT: 'ak0123456' }, { token });
    expect(found.status).toBe(200);
    const vehicle = v.parse(vehicleAnswerSchema, found.body).result;
    expect(vehicle).toMatchObject({ PLATE: '55TT555', MAKE: 'Toyota', POWER_HP: 181, BM_CLASS: 8, USE: 'Personal use', NEXT_START: day(1), GROUP: 'new' });

    const unknown = await postApp('/product/appa/find-vehicle', { PLATE: '99ZZ999', DOCUMENT: 'AK0123456' }, { token, lang: 'am' });
    expect(unknown.status).toBe(400);
    expect(body<Warned>(unknown).warning_d?.PLATE?.[0]).toMatch(/[ա-ֆ]/);
    const wrong = await postApp('/product/appa/find-vehicle', { PLATE: '55TT555', DOCUMENT: 'AA0000000' }, { token });
    expect(Object.keys(body<Warned>(wrong).warning_d ?? {})).toEqual(['DOCUMENT']);
    expect((await postApp('/product/appa/find-vehicle', { PLATE: '55TT555', DOCUMENT: 'AK0123456' })).status).toBe(401);
  });

  it('create-object needs the consent and prices the car with the calculator tariff; update-object sets phone and e-mail', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const refused = await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 0 }, { token });
    expect(Object.keys(body<Warned>(refused).warning_d ?? {})).toEqual(['CONSENT']);
    const both = await postApp('/product/appa/create-object', { PLATE: '99ZZ999', DOCUMENT: 'AK0123456' }, { token });
    expect(Object.keys(body<Warned>(both).warning_d ?? {}).sort()).toEqual(['CONSENT', 'PLATE']);

    const created = v.parse(contractAnswerSchema, (await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1, BROKER: 'B-7' }, { token })).body);
    expect(created.result).toMatchObject({ category: 'appa', status: 'draft', BROKER: 'B-7', PASSPORT: 'AK0123456', PREMIUMSPAY: appaPrice(CAR), FROMDATE: day(1), CONTRACT_NUMBER: null });
    expect(created.result.PREMIUMSPAY).toBeGreaterThan(0);
    // Back and create again: the same contract.
    const again = v.parse(contractAnswerSchema, (await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, { token })).body);
    expect(again.result.ID).toBe(created.result.ID);

    const badPhone = await postApp('/product/appa/update-object', { ID: created.result.ID, PHONE: '01234567', EMAIL: 'x', CONSENT: 1 }, { token });
    expect(Object.keys(body<Warned>(badPhone).warning_d ?? {}).sort()).toEqual(['EMAIL', 'PHONE']);
    const updated = v.parse(contractAnswerSchema, (await postApp('/product/appa/update-object', { ID: created.result.ID, PHONE: '+374 (077) 123456', EMAIL: 'anna@example.com', CONSENT: 1 }, { token })).body);
    expect(updated.result).toMatchObject({ PHONE_HOLDER: '+37477123456', EMAIL_HOLDER: 'anna@example.com' });
  });

  it("another customer's contract is a 404", async () => {
    registerCar();
    const anna = await signIn(ANNA);
    const created = v.parse(contractAnswerSchema, (await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, { token: anna })).body);
    const david = await signIn(DAVID);
    const answer = await postApp('/product/appa/update-object', { ID: created.result.ID, PHONE: '+374 (077) 123456', EMAIL: 'd@example.com', CONSENT: 1 }, { token: david });
    expect(answer.status).toBe(404);
  });
});

describe('travel steps', () => {
  it('set-customer creates the contract; create-object prices the trip by category', async () => {
    const token = await signIn(ANNA);
    const invalid = await postApp('/product/travel/set-customer', { ...TRAVELLER, FIRSTNAME: 'Աննա' }, { token });
    expect(Object.keys(body<Warned>(invalid).warning_d ?? {})).toEqual(['FIRSTNAME']);
    const customer = v.parse(contractAnswerSchema, (await postApp('/product/travel/set-customer', TRAVELLER, { token })).body);
    expect(customer.result).toMatchObject({ status: 'draft', category: 'travel', PASSPORT: 'AN1234567', CUSTOMER_FULLNAME: 'Anna Hakobyan', CUSTOMER_IS_OWNER: 1, PASSPORT_HOLDER: null });
    const id = customer.result.ID;
    // Back to step 1: the same contract changes, the owner block comes and goes with CUSTOMER_IS_OWNER.
    const owner = { CUSTOMER_IS_OWNER: 0, PASSPORT_HOLDER: 'AM7654321', OWNER_FIRSTNAME: 'Mary', OWNER_LASTNAME: 'Hakobyan', OWNER_ADDRESS: '1 Abovyan St.' };
    const changed = v.parse(contractAnswerSchema, (await postApp('/product/travel/set-customer', { ...TRAVELLER, ...owner, ID: id }, { token })).body);
    expect(changed.result).toMatchObject({ ID: id, CUSTOMER_IS_OWNER: 0, PASSPORT_HOLDER: 'AM7654321', OWNER_FIRSTNAME: 'Mary' });
    const back = v.parse(contractAnswerSchema, (await postApp('/product/travel/set-customer', { ...TRAVELLER, ID: id }, { token })).body);
    expect(back.result).toMatchObject({ ID: id, CUSTOMER_IS_OWNER: 1, PASSPORT_HOLDER: null });
    expect(back.result).not.toHaveProperty('OWNER_FIRSTNAME');
    expect((await postApp('/product/travel/set-customer', { ...TRAVELLER, ID: id }, { token: await signIn(DAVID) })).status).toBe(404);

    const daily = v.parse(contractAnswerSchema, (await postApp('/product/travel/create-object', trip(id, { TRAVELDAYS_DAILY: 7 }), { token })).body);
    expect(daily).toMatchObject({ status: 'success', result: { category: 'travelDaily', FROMDATE: day(1), TODATE: day(7) } });
    const dailyPrice = daily.result.PREMIUMSPAY ?? 0;
    expect(dailyPrice).toBeGreaterThan(0);

    const box = v.parse(contractAnswerSchema, (await postApp('/product/travel/create-object', trip(id, { TODATE: day(30), DAYS: 30, TRAVELDAYS_BOX: 30 }), { token })).body);
    expect(box.result.category).toBe('travelBox');
    const covid = v.parse(contractAnswerSchema, (await postApp('/product/travel/create-object', trip(id, { COVID: 1, TRAVELDAYS_DAILY: 7 }), { token })).body);
    expect(covid.result).toMatchObject({ category: 'travel', COVID: 1, TRAVELDAYS_DAILY: null });
    expect(covid.result.PREMIUMSPAY ?? 0).toBeGreaterThan(dailyPrice);
    // Georgia: the reduced form, no COVID cover and no package.
    const georgia = v.parse(contractAnswerSchema, (await postApp('/product/travel/create-object', trip(id, { COUNTRY: 'GE', COVID: 1, TRAVELDAYS_BOX: 30 }), { token })).body);
    expect(georgia.result).toMatchObject({ category: 'travel', COVID: 0, TRAVELDAYS_BOX: null });
  });

  it('create-object: field warnings for the trip, 404 for an unknown contract, 400 for a contract of another product', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const customer = v.parse(contractAnswerSchema, (await postApp('/product/travel/set-customer', TRAVELLER, { token })).body);
    const past = await postApp('/product/travel/create-object', trip(customer.result.ID, { COUNTRY: 'FR,XX', FROMDATE: day(-2), TODATE: day(4) }), { token });
    expect(Object.keys(body<Warned>(past).warning_d ?? {}).sort()).toEqual(['COUNTRY', 'FROMDATE']);
    expect((await postApp('/product/travel/create-object', trip('123'), { token })).status).toBe(404);
    const appa = v.parse(contractAnswerSchema, (await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, { token })).body);
    const wrong = await postApp('/product/travel/create-object', trip(appa.result.ID), { token });
    expect(wrong.status).toBe(400);
    expect(body<Warned>(wrong).warning).toBeTruthy();
    expect(db.read().contracts).toHaveLength(2);
  });
});
