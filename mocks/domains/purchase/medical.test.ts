import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gridListSchema } from '@/shared/api/interface/schemas';
import { approveSchema, contractAnswerSchema, paymentRecordSchema, priceSchema } from '@/shared/api/purchase/schemas';
import { medicalPaths } from '@/shared/api/purchase/medical';
import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import { postApp } from '../../test/http';
import { addDays, addMonths, parseDay } from '../calculators/dates';
import { medicalContractWarnings, medicalPersonWarnings, MEDICAL_PRODUCTS, MEDICAL_START_MAX_DAYS, type MedicalKey } from './medical';
import { purchaseForm } from './forms';
import { ANNA, APPROVED_CARD, body, DAVID, day, orderIdOf, settle, signIn } from './test-kit';
import { ageOn, dayText } from './rules';

type Warned = { warning_d?: Record<string, string[]>; warning?: string };

const TODAY = new Date(2026, 5, 15);
const addYears = (date: Date, years: number) => addMonths(date, years * 12);
/** The birth date of someone `years` old on TODAY (their birthday was `days` days ago; negative: still to come). */
const bornYearsAgo = (years: number, days = 0) => dayText(addDays(addYears(TODAY, -years), -days));

describe('medical check-up rules', () => {
  it.each<[MedicalKey, number, number, boolean]>([
    ['medicalCheckUp', 18, 0, true],
    ['medicalCheckUp', 18, -1, false],
    ['medicalCheckUp', 70, 300, true],
    ['medicalCheckUp', 71, 0, false],
    ['medicalCheckUpPlus', 18, 0, true],
    ['medicalCheckUpPlus', 17, 300, false],
    ['medicalCheckUpPlus', 70, 300, true],
    ['medicalCheckUpPlus', 71, 0, false],
    ['socialMedCheckUp', 17, 300, false],
    ['socialMedCheckUp', 18, 0, true],
    ['socialMedCheckUp', 80, 300, true],
    ['socialMedCheckUp', 81, 0, false],
  ])('%s insures someone %i years old (birthday %i days ago): %s', (product, years, days, insured) => {
    const warnings = medicalPersonWarnings(product, { BIRTHDATE: bornYearsAgo(years, days) }, 'en', TODAY);
    expect(warnings.BIRTHDATE === undefined).toBe(insured);
    if (!insured) expect(warnings.BIRTHDATE).toBe(MEDICAL_PRODUCTS[product].ageMessage.en);
  });

  it.each([
    ['', true],
    ['1234567890', true],
    ['123456789', false],
    ['12345678901', false],
    ['12345abcde', false],
  ])('public service number %j is accepted: %s', (card, accepted) => {
    expect(medicalPersonWarnings('medicalCheckUp', { SOCIAL_CARD: card }, 'en', TODAY).SOCIAL_CARD === undefined).toBe(accepted);
  });

  it('prices as the calculators do: by age band, the plus package, the social group', () => {
    expect(MEDICAL_PRODUCTS.medicalCheckUp.premium(36, {})).toBe(30_000);
    expect(MEDICAL_PRODUCTS.medicalCheckUpPlus.premium(36, { PACKAGE: '1' })).toBe(48_000);
    expect(MEDICAL_PRODUCTS.medicalCheckUpPlus.premium(36, { PACKAGE: 2 })).toBe(69_000);
    expect(MEDICAL_PRODUCTS.socialMedCheckUp.premium(70, { SOCIAL_GROUP: '4' })).toBe(12_000);
    expect(MEDICAL_PRODUCTS.socialMedCheckUp.premium(25, { SOCIAL_GROUP: 1 })).toBe(9_600);
  });

  it('refuses an unknown social group or package', () => {
    expect(medicalPersonWarnings('socialMedCheckUp', { SOCIAL_GROUP: '9' }, 'en', TODAY)).toEqual({ SOCIAL_GROUP: 'Unknown option' });
    expect(medicalPersonWarnings('medicalCheckUp', { SOCIAL_GROUP: '9' }, 'en', TODAY)).toEqual({});
    expect(medicalContractWarnings({ PACKAGE: '3' }, 'en', TODAY)).toEqual({ PACKAGE: 'Unknown option' });
  });

  it('refuses a birth date in the future, in the request language', () => {
    expect(medicalPersonWarnings('medicalCheckUp', { BIRTHDATE: dayText(addDays(TODAY, 1)) }, 'ru', TODAY).BIRTHDATE).toMatch(/будущем/);
  });

  it.each([
    [0, false],
    [1, true],
    [MEDICAL_START_MAX_DAYS, true],
    [MEDICAL_START_MAX_DAYS + 1, false],
  ])('a check-up year starting in %i days is accepted: %s', (offset, accepted) => {
    expect(medicalContractWarnings({ FROMDATE: dayText(addDays(TODAY, offset)), CLINIC: 'erebuni' }, 'en', TODAY)).toEqual(accepted ? {} : { FROMDATE: expect.any(String) });
  });

  it('refuses an unknown clinic', () => {
    expect(medicalContractWarnings({ CLINIC: 'elsewhere' }, 'am', TODAY)).toEqual({ CLINIC: expect.stringMatching(/[ա-ֆ]/) });
  });
});

describe('medical check-up step forms', () => {
  it('step 1 of the medical check-up has the spec’s numbered fields, a promo code field of the product and a consent', () => {
    const fields = purchaseForm(4515).fields('en');
    const byName = Object.fromEntries(fields.map((field) => [field.FIELD_NAME, field]));
    expect([byName.PASSPORT?.ID, byName.SOCIAL_CARD?.ID, byName.BIRTHDATE?.ID, byName.PHONE?.ID, byName.EMAIL?.ID]).toEqual([4518, 4520, 4519, 4521, 4600]);
    expect(byName.BIRTHDATE?.TYPE).toBe('date');
    expect(byName.PHONE?.TYPE).toBe('phone');
    expect(byName.PROMO_CODE).toMatchObject({ TYPE: 'promo', propsData: { referral: 'medicalCheckUp' } });
    expect(byName.CONSENT?.required).toBe(1);
  });

  it('every product has its three forms; the social check-up requires the public service number', () => {
    for (const product of Object.keys(MEDICAL_PRODUCTS) as MedicalKey[]) {
      const [person, contract, payment] = PURCHASE_PRODUCTS[product].steps;
      const personFields = purchaseForm(person.formId).fields('ru');
      expect(personFields.find((field) => field.FIELD_NAME === 'SOCIAL_CARD')?.required).toBe(product === 'socialMedCheckUp' ? 1 : 0);
      expect(personFields.some((field) => field.FIELD_NAME === 'SOCIAL_GROUP')).toBe(product === 'socialMedCheckUp');
      expect(purchaseForm(contract.formId).fields('ru').some((field) => field.FIELD_NAME === 'PACKAGE')).toBe(product === 'medicalCheckUpPlus');
      expect(purchaseForm(contract.formId).fields('en').find((field) => field.FIELD_NAME === 'FROMDATE')?.field_rules).toEqual({ min: 'today+1' });
      expect(purchaseForm(payment.formId).fields('en').map((field) => field.FIELD_NAME)).toContain('TERMS');
    }
  });
});

const PERSON = { PASSPORT: 'an1234567', SOCIAL_CARD: '1234567890', BIRTHDATE: '12/04/1990', PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am', CONSENT: 1 };
const SOCIAL = { ...PERSON, BIRTHDATE: '12/04/1950', SOCIAL_GROUP: '1' };
const ageOf = (birth: string) => ageOn(parseDay(birth) as Date, new Date());
const answerOf = (answer: { body: unknown }) => v.parse(contractAnswerSchema, answer.body).result;

describe('medical check-up calls', () => {
  it.each<MedicalKey>(['medicalCheckUp', 'medicalCheckUpPlus', 'socialMedCheckUp'])('%s: set-customer, create-object, price, pay and record', async (product) => {
    const paths = medicalPaths(product);
    const token = await signIn(ANNA);
    const person = product === 'socialMedCheckUp' ? SOCIAL : PERSON;
    const created = answerOf(await postApp(paths.setCustomer, person, { token }));
    expect(created).toMatchObject({ status: 'draft', category: product, PASSPORT: 'AN1234567', CUSTOMER_FULLNAME: 'Anna Hakobyan', PREMIUMSPAY: MEDICAL_PRODUCTS[product].premium(ageOf(person.BIRTHDATE), person) });
    // Back to step 1: the same contract.
    expect(answerOf(await postApp(paths.setCustomer, { ...person, ID: created.ID }, { token })).ID).toBe(created.ID);

    const contract = answerOf(await postApp(paths.create, { ID: created.ID, FROMDATE: day(3), CLINIC: 'astghik', PACKAGE: 2, CONSENT: 1 }, { token }));
    expect(contract).toMatchObject({ ID: created.ID, FROMDATE: day(3), CLINIC_NAME: 'Astghik Medical Center' });
    // The plus package of step 2 prices the contract again.
    expect(contract.PREMIUMSPAY).toBe(MEDICAL_PRODUCTS[product].premium(ageOf(person.BIRTHDATE), { ...person, PACKAGE: 2 }));
    if (product === 'medicalCheckUpPlus') expect(contract.PREMIUMSPAY).toBeGreaterThan(created.PREMIUMSPAY ?? 0);
    expect(contract.TODATE).toBe(dayText(addDays(addYears(addDays(new Date(), 3), 1), -1)));

    const grid = v.parse(gridListSchema, (await postApp('/mobile/interface/get-grid-list/', { PARENTID: PURCHASE_PRODUCTS[product].steps[2].formId }, { token })).body);
    expect(grid.result.map((column) => column.FIELD_NAME)).toEqual(['CUSTOMER_FULLNAME', 'PASSPORT', 'CLINIC_NAME', 'FROMDATE', 'TODATE']);

    const approved = v.parse(approveSchema, (await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: product }, { token })).body);
    settle(orderIdOf(approved.payUrl), APPROVED_CARD);
    const recorded = v.parse(paymentRecordSchema, (await postApp(paths.recordPayment, { contract_id: contract.ID, order_id: orderIdOf(approved.payUrl), payment_id: 'x', response_code: '00', description: '', savecc: '0' }, { token })).body);
    expect(recorded.status).toBe('success');
    expect(recorded.result?.CONTRACT_NUMBER).toMatch(new RegExp(`^SV-${product.toUpperCase()}-`));
  });

  it('refuses in the spec’s warning shapes: each product’s age, the social card, an invalid promo code', async () => {
    const token = await signIn(ANNA);
    const old = await postApp(medicalPaths('medicalCheckUp').setCustomer, { ...PERSON, BIRTHDATE: '01/01/1940' }, { token, lang: 'am' });
    expect(old.status).toBe(400);
    expect(body<Warned>(old).warning_d).toEqual({ BIRTHDATE: [MEDICAL_PRODUCTS.medicalCheckUp.ageMessage.am] });
    const older = await postApp(medicalPaths('socialMedCheckUp').setCustomer, { ...SOCIAL, BIRTHDATE: '01/01/1935' }, { token, lang: 'ru' });
    expect(body<Warned>(older).warning_d).toEqual({ BIRTHDATE: [MEDICAL_PRODUCTS.socialMedCheckUp.ageMessage.ru] });
    const noCard = await postApp(medicalPaths('socialMedCheckUp').setCustomer, { ...SOCIAL, SOCIAL_CARD: '' }, { token });
    expect(Object.keys(body<Warned>(noCard).warning_d ?? {})).toEqual(['SOCIAL_CARD']);
    const promo = await postApp(medicalPaths('medicalCheckUpPlus').setCustomer, { ...PERSON, PROMO_CODE: 'HEALTH15' }, { token });
    expect(Object.keys(body<Warned>(promo).warning_d ?? {})).toEqual(['PROMO_CODE']);
    const noConsent = await postApp(medicalPaths('medicalCheckUpPlus').setCustomer, { ...PERSON, CONSENT: 0 }, { token });
    expect(Object.keys(body<Warned>(noConsent).warning_d ?? {})).toEqual(['CONSENT']);
  });

  it('a promo code of step 1 stays with the contract: the price and the bank order are discounted', async () => {
    const token = await signIn(ANNA);
    const paths = medicalPaths('medicalCheckUp');
    const created = answerOf(await postApp(paths.setCustomer, { ...PERSON, PROMO_CODE: 'health15' }, { token }));
    expect(created).toMatchObject({ PREMIUMSPAY: 30_000, PREMIUMSPAY_DISCOUNT: 25_500, PROMO_CODE: 'HEALTH15' });
    const contract = answerOf(await postApp(paths.create, { ID: created.ID, FROMDATE: day(1), CLINIC: 'nairi', CONSENT: 1 }, { token }));
    const price = v.parse(priceSchema, (await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID }, { token })).body).result;
    expect(price).toMatchObject({ PREMIUMSPAY: 30_000, PREMIUMSPAY_DISCOUNT: 25_500 });
    const approved = v.parse(approveSchema, (await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'medicalCheckUp' }, { token })).body);
    expect(orderIdOf(approved.payUrl)).not.toBe('');
  });

  it('create-object: the start from tomorrow, another customer’s contract is a 404, another product’s a 400', async () => {
    const anna = await signIn(ANNA);
    const created = answerOf(await postApp(medicalPaths('medicalCheckUp').setCustomer, PERSON, { token: anna }));
    const today = await postApp(medicalPaths('medicalCheckUp').create, { ID: created.ID, FROMDATE: day(0), CLINIC: 'nairi', CONSENT: 1 }, { token: anna });
    expect(Object.keys(body<Warned>(today).warning_d ?? {})).toEqual(['FROMDATE']);
    expect((await postApp(medicalPaths('medicalCheckUpPlus').create, { ID: created.ID, FROMDATE: day(1), CLINIC: 'nairi', CONSENT: 1 }, { token: anna })).status).toBe(400);
    expect((await postApp(medicalPaths('medicalCheckUp').create, { ID: created.ID, FROMDATE: day(1), CLINIC: 'nairi', CONSENT: 1 }, { token: await signIn(DAVID) })).status).toBe(404);
  });
});
