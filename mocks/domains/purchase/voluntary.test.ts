import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { interfaceFormSchema } from '@/shared/api/interface/schemas';
import { approveSchema, contractAnswerSchema, paymentRecordSchema, vehicleAnswerSchema, type Contract } from '@/shared/api/purchase/schemas';
import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import { parseDescriptors } from '@/shared/form-engine/server-rules';
import { postApp } from '../../test/http';
import { addDays, addMonths } from '../calculators/dates';
import { apkaPremium } from '../calculators/quotes/apka';
import { APPA_CARTYPE } from '../calculators/tariffs/appa';
import { ASWA_PERIOD, ASWA_USETYPE } from '../calculators/tariffs/aswa';
import { rowOf, type TariffRow } from '../calculators/tariffs/types';
import { validateSubmission } from '../interface/validation';
import { dayText } from './rules';
import { ANNA, APPROVED_CARD, body, CAR, DAVID, day, getApp, orderIdOf, registerCar, settle, signIn } from './test-kit';
import { VOLUNTARY_FORM_IDS, voluntaryForm, voluntaryForms } from './voluntary-forms';
import { apkaWarnings, carAgeBand, justCascoWarnings, petWarnings, propertyWarnings } from './voluntary-rules';

type Warned = { warning_d?: Record<string, string[]>; warning?: string };

const TODAY = new Date(2026, 10, 24);
const dayFrom = (days: number, months = 0) => dayText(addDays(addMonths(TODAY, months), days));

describe('voluntary MTPL: the limit is 1 000 000 ֏ or more (and at most 50 000 000 ֏)', () => {
  it.each([
    { limit: '999999', refused: true },
    { limit: '1000000', refused: false },
    { limit: '1 000 000', refused: false },
    { limit: '50000000', refused: false },
    { limit: '50000001', refused: true },
    { limit: 'a lot', refused: true },
  ])('$limit → refused: $refused', ({ limit, refused }) => {
    const warnings = apkaWarnings({ LIMIT: limit, PERIOD: '1' }, 'en');
    expect('LIMIT' in warnings).toBe(refused);
    if (refused) expect(warnings.LIMIT).toMatch(/1,000,000/);
  });
});

describe('Just CASCO: cars worth more than 1 800 000 ֏; 6 months or 1 year; in force from day 7', () => {
  it.each([
    { cost: '1800000', field: 'CAR_COST' },
    { cost: '1800001', field: null },
    { cost: '150000000', field: null },
    { cost: '150000001', field: 'CAR_COST' },
  ])('value $cost → warning on $field', ({ cost, field }) => {
    const warnings = justCascoWarnings({ CAR_COST: cost, PERIOD: '1', FROMDATE: dayFrom(7) }, 'en', TODAY);
    expect(Object.keys(warnings)).toEqual(field ? [field] : []);
  });

  it.each([
    { start: 0, refused: true },
    { start: 3, refused: true },
    { start: 6, refused: true },
    { start: 7, refused: false },
    { start: 60, refused: false },
  ])('start on day $start → refused: $refused', ({ start, refused }) => {
    const warnings = justCascoWarnings({ CAR_COST: '5000000', PERIOD: '2', FROMDATE: dayFrom(start) }, 'ru', TODAY);
    expect('FROMDATE' in warnings).toBe(refused);
    if (refused) expect(warnings.FROMDATE).toContain(dayFrom(7));
  });

  it.each([
    { period: '1', refused: false },
    { period: '2', refused: false },
    { period: '3', refused: true },
  ])('term $period → refused: $refused', ({ period, refused }) => {
    expect('PERIOD' in justCascoWarnings({ CAR_COST: '5000000', PERIOD: period, FROMDATE: dayFrom(7) }, 'en', TODAY)).toBe(refused);
  });

  it.each([
    { year: 2026, band: '1' },
    { year: 2023, band: '1' },
    { year: 2022, band: '2' },
    { year: 2014, band: '3' },
    { year: 2001, band: '4' },
  ])('a car of $year is in age band $band', ({ year, band }) => {
    expect(carAgeBand(year, TODAY).key).toBe(band);
  });
});

describe('property: 6 months or 1 year, in force from day 7, sum insured in range', () => {
  it.each([
    { values: { FROMDATE: dayFrom(3) }, fields: ['FROMDATE'] },
    { values: { FROMDATE: dayFrom(7) }, fields: [] },
    { values: { FROMDATE: dayFrom(7), PERIOD: '9' }, fields: ['PERIOD'] },
    { values: { FROMDATE: dayFrom(7), SUM_INSURED: '999999' }, fields: ['SUM_INSURED'] },
    { values: { FROMDATE: dayFrom(7), SUM_INSURED: '500000001' }, fields: ['SUM_INSURED'] },
  ])('$values → $fields', ({ values, fields }) => {
    expect(Object.keys(propertyWarnings({ SUM_INSURED: '30000000', PERIOD: '1', ...values }, 'am', TODAY)).sort()).toEqual(fields);
  });
});

describe('pets: from 2 months to 8 years old', () => {
  it.each([
    { born: dayFrom(0, -1), refused: true, name: '1 month' },
    { born: dayFrom(1, -2), refused: true, name: 'a day short of 2 months' },
    { born: dayFrom(0, -2), refused: false, name: '2 months' },
    { born: dayFrom(0, -96), refused: false, name: '8 years' },
    { born: dayFrom(-1, -97), refused: true, name: '8 years and a month' },
    { born: dayFrom(0, -108), refused: true, name: '9 years' },
    { born: dayFrom(1), refused: true, name: 'not born yet' },
  ])('$name → refused: $refused', ({ born, refused }) => {
    const warnings = petWarnings({ PET_BIRTH_DATE: born }, 'en', TODAY);
    expect('PET_BIRTH_DATE' in warnings).toBe(refused);
  });

  it('says the range in words', () => {
    expect(petWarnings({ PET_BIRTH_DATE: dayFrom(0, -108) }, 'en', TODAY).PET_BIRTH_DATE).toBe('Pets aged from 2 months to 8 years can be insured');
  });
});

describe('voluntary step forms', () => {
  it('serves every step form of the four products, signed in only, with unique field ids and a localized title', async () => {
    const ids = (['apka', 'justCasco', 'property', 'petsInsurance'] as const).flatMap((key) => PURCHASE_PRODUCTS[key].steps.map((step) => step.formId));
    expect(voluntaryForms.map((form) => form.tabId).sort()).toEqual([...ids].sort());
    expect((await getApp(`/api/interface/form/${ids[0]}`)).status).toBe(401);
    const token = await signIn(ANNA);
    for (const id of ids) {
      const answer = v.parse(interfaceFormSchema, await (await getApp(`/api/interface/form/${id}`, token, 'am')).json());
      const { fields, problems } = parseDescriptors(answer.result ?? []);
      expect(problems).toEqual([]);
      expect(new Set(fields.map((field) => field.ID)).size).toBe(fields.length);
      expect(answer.TITLE).toMatch(/[ա-ֆ]|Just/);
    }
  });

  it('property and Just CASCO start on day 7 at the earliest: the date picker is told so (field_rules.min)', () => {
    for (const id of [VOLUNTARY_FORM_IDS.property.object, VOLUNTARY_FORM_IDS.justCasco.object]) {
      const start = voluntaryForm(id).fields('en').find((field) => field.FIELD_NAME === 'FROMDATE');
      expect(start).toMatchObject({ value: day(7), field_rules: { min: 'today+7' } });
    }
  });

  it('the server checks the same minimum the picker shows', () => {
    const form = voluntaryForm(VOLUNTARY_FORM_IDS.property.object);
    const values = { PROPERTY_TYPE: '1', COVER: '1', SUM_INSURED: 30_000_000, ADDRESS: '1 Abovyan St.', PERIOD: '1', CONSENT: 1 };
    expect(validateSubmission(form, { ...values, FROMDATE: day(7) }, 'en')).toEqual({});
    expect(Object.keys(validateSubmission(form, { ...values, FROMDATE: day(3) }, 'en'))).toEqual(['FROMDATE']);
  });
});

const PERSON = { PASSPORT: 'ak0123456', PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am', CONSENT: 1 };
const parse = (answer: { body: unknown }) => v.parse(contractAnswerSchema, answer.body).result;

async function pay(token: string, contract: Contract, referral: string): Promise<Contract | null> {
  const approve = v.parse(approveSchema, (await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral }, { token })).body);
  const order = orderIdOf(approve.payUrl);
  settle(order, APPROVED_CARD);
  const recorded = v.parse(paymentRecordSchema, (await postApp('/mobile/aswa/set-contract-payment/', { contract_id: contract.ID, order_id: order, payment_id: 'p', response_code: '00', description: '', savecc: '0' }, { token })).body);
  expect(recorded.status).toBe('success');
  return recorded.result;
}

describe('voluntary steps, each to a paid contract', () => {
  it('set-customer needs the consent and a valid phone; Back changes the same draft; create-object needs step 1', async () => {
    const token = await signIn(ANNA);
    const refused = await postApp('/product/property/set-customer', { ...PERSON, PHONE: '0123', CONSENT: 0 }, { token });
    expect(Object.keys(body<Warned>(refused).warning_d ?? {}).sort()).toEqual(['CONSENT', 'PHONE']);
    const draft = parse(await postApp('/product/property/set-customer', PERSON, { token }));
    expect(draft).toMatchObject({ category: 'property', status: 'draft', PASSPORT: 'AK0123456', PHONE_HOLDER: '+37491234567', EMAIL_HOLDER: 'anna@example.am' });
    const again = parse(await postApp('/product/property/set-customer', { ...PERSON, EMAIL: 'a@example.am', ID: draft.ID }, { token }));
    expect(again).toMatchObject({ ID: draft.ID, EMAIL_HOLDER: 'a@example.am' });
    // Another product's step on this contract: 400; another customer's: 404.
    expect((await postApp('/product/pets-insurance/create-object', { ID: draft.ID }, { token })).status).toBe(400);
    expect((await postApp('/product/property/create-object', { ID: draft.ID }, { token: await signIn(DAVID) })).status).toBe(404);
  });

  it('voluntary MTPL: the vehicle search, then the limit; under 1 000 000 ֏ is a warning under LIMIT; paid', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const found = await postApp('/product/just-casco/find-vehicle', { PLATE: '55tt555', DOCUMENT: 'AK0123456' }, { token });
    expect(v.parse(vehicleAnswerSchema, found.body).result).toMatchObject({ PLATE: '55TT555', MAKE: 'Toyota' });
    const unknown = await postApp('/product/just-casco/find-vehicle', { PLATE: '99ZZ999', DOCUMENT: 'AK0123456' }, { token });
    expect(Object.keys(body<Warned>(unknown).warning_d ?? {})).toEqual(['PLATE']);

    const draft = parse(await postApp('/product/apka/set-customer', PERSON, { token }));
    const car = { ID: draft.ID, PLATE: '55TT555', DOCUMENT: 'AK0123456', USETYPE: '1', PERIOD: '2', CONSENT: 1 };
    const low = await postApp('/product/apka/create-object', { ...car, LIMIT: 900_000 }, { token, lang: 'ru' });
    expect(low.status).toBe(400);
    expect(body<Warned>(low).warning_d?.LIMIT?.[0]).toMatch(/Лимит/);
    const priced = parse(await postApp('/product/apka/create-object', { ...car, LIMIT: 3_000_000 }, { token }));
    const period = rowOf(ASWA_PERIOD, '2') as (typeof ASWA_PERIOD)[number];
    expect(priced).toMatchObject({
      ID: draft.ID,
      MAKE: 'Toyota',
      LIMIT: 3_000_000,
      FROMDATE: day(1),
      TODATE: dayText(addDays(addMonths(addDays(new Date(), 1), 6), -1)),
      PREMIUMSPAY: apkaPremium({ limit: 3_000_000, cartype: rowOf(APPA_CARTYPE, CAR.carType) as TariffRow, use: rowOf(ASWA_USETYPE, '1') as TariffRow, period }),
    });
    expect((await pay(token, priced, 'apka'))?.CONTRACT_NUMBER).toMatch(/^SV-APKA-\d{4}-\d{6}$/);
  });

  it('Just CASCO: a car worth 1 800 000 ֏ is refused under CAR_COST, a start on day 3 under FROMDATE; paid', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const draft = parse(await postApp('/product/just-casco/set-customer', PERSON, { token }));
    const car = { ID: draft.ID, PLATE: '55TT555', DOCUMENT: 'AK0123456', PERIOD: '1', CONSENT: 1 };
    const refused = await postApp('/product/just-casco/create-object', { ...car, CAR_COST: 1_800_000, FROMDATE: day(3) }, { token });
    expect(Object.keys(body<Warned>(refused).warning_d ?? {}).sort()).toEqual(['CAR_COST', 'FROMDATE']);
    const priced = parse(await postApp('/product/just-casco/create-object', { ...car, CAR_COST: 12_000_000, FROMDATE: day(10) }, { token }));
    expect(priced).toMatchObject({ FROMDATE: day(10), TODATE: dayText(addDays(addMonths(addDays(new Date(), 10), 12), -1)), CAR_COST: 12_000_000 });
    expect(priced.PREMIUMSPAY).toBeGreaterThan(0);
    expect((await pay(token, priced, 'justCasco'))?.status).toBe('paid');
  });

  it('property: a start on day 3 is refused; paid from day 7 for 6 months', async () => {
    const token = await signIn(ANNA);
    const draft = parse(await postApp('/product/property/set-customer', PERSON, { token }));
    const home = { ID: draft.ID, PROPERTY_TYPE: '1', COVER: '2', SUM_INSURED: 30_000_000, ADDRESS: '1 Abovyan St., Yerevan', PERIOD: '2', CONSENT: 1 };
    const early = await postApp('/product/property/create-object', { ...home, FROMDATE: day(3) }, { token, lang: 'am' });
    expect(Object.keys(body<Warned>(early).warning_d ?? {})).toEqual(['FROMDATE']);
    const priced = parse(await postApp('/product/property/create-object', { ...home, FROMDATE: day(7) }, { token }));
    expect(priced).toMatchObject({ FROMDATE: day(7), TODATE: dayText(addDays(addMonths(addDays(new Date(), 7), 6), -1)) });
    expect((await pay(token, priced, 'property'))?.CONTRACT_NUMBER).toMatch(/^SV-PROPERTY-/);
  });

  it('pets: a 9-year-old dog is refused under PET_BIRTH_DATE; a cat of 3 is paid', async () => {
    const token = await signIn(ANNA);
    const draft = parse(await postApp('/product/pets-insurance/set-customer', PERSON, { token }));
    const nine = dayText(addMonths(new Date(), -108));
    const old = await postApp('/product/pets-insurance/create-object', { ID: draft.ID, PET_TYPE: '1', DOG_SIZE: '2', PET_NAME: 'Rex', PET_BIRTH_DATE: nine, PLAN: '2', CONSENT: 1 }, { token });
    expect(body<Warned>(old).warning_d).toEqual({ PET_BIRTH_DATE: ['Pets aged from 2 months to 8 years can be insured'] });
    const cat = { ID: draft.ID, PET_TYPE: '2', PET_NAME: 'Murka', PET_BIRTH_DATE: dayText(addMonths(new Date(), -36)), PLAN: '1', CONSENT: 1 };
    const priced = parse(await postApp('/product/pets-insurance/create-object', cat, { token }));
    expect(priced).toMatchObject({ PET_NAME: 'Murka', DOG_SIZE: null, FROMDATE: day(1) });
    expect((await pay(token, priced, 'petsInsurance'))?.status).toBe('paid');
  });
});
