import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { purchaseDraftsSchema } from '@/shared/api/purchase/drafts';
import { approveSchema, contractAnswerSchema, type Contract } from '@/shared/api/purchase/schemas';
import { PURCHASE_DRAFT_DAYS } from '@/shared/config/purchase';
import { db } from '../../db';
import { postApp } from '../../test/http';
import { bankOrder } from '../bank/orders';
import { ANNA, APPROVED_CARD, body, DAVID, day, orderIdOf, registerCar, settle, signIn } from './test-kit';

const DRAFTS = '/mobile/purchase/get-drafts';
const DISCARD = '/mobile/purchase/discard-draft';

const drafts = async (token: string, lang: 'am' | 'en' | 'ru' = 'en') => v.parse(purchaseDraftsSchema, (await postApp(DRAFTS, {}, { token, lang })).body).result;
const step = async (path: string, values: Record<string, unknown>, token: string): Promise<Contract> =>
  v.parse(contractAnswerSchema, (await postApp(path, values, { token })).body).result;

const TRAVELLER = { CUSTOMER_IS_OWNER: 1, PASSPORT: 'AN1234567', FIRSTNAME: 'Anna', LASTNAME: 'Hakobyan', BIRTHDATE: '12/04/1990', PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am', CONSENT: 1 };

/** Moves a contract's last change `days` back. */
const age = (id: string, days: number) =>
  db.update((state) => {
    const contract = state.contracts.find((candidate) => candidate.ID === id)!;
    contract.updatedAt = new Date(Date.now() - days * 86_400_000).toISOString();
  });

describe('unfinished purchases: /mobile/purchase/get-drafts', () => {
  it('lists the customer’s CMTPL draft with its car, price, step values and the step to continue at; nobody else sees it', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const created = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1, BROKER: 'B1' }, token);
    const [draft, ...rest] = await drafts(token, 'ru');
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({ ID: created.ID, PRODUCT: 'appa', PRODUCT_NAME: 'ОСАГО', OBJECT: '55TT555', PREMIUMSPAY: created.PREMIUMSPAY, NEXT_FORM: 4302 });
    expect(draft?.CONTRACT).toMatchObject({ ID: created.ID, ORDER_ID: created.ORDER_ID, BROKER: 'B1' });
    // What the step sent, without the contract's ID and the broker: the form is filled with it on another device.
    expect(draft?.STEPS).toEqual({ 4301: { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 } });
    expect(draft?.VEHICLE).toMatchObject({ PLATE: '55TT555', MAKE: 'Toyota', MODEL: 'Camry' });
    expect(await drafts(await signIn(DAVID))).toEqual([]);

    await step('/product/appa/update-object', { ID: created.ID, PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am', CONSENT: 1 }, token);
    const [after] = await drafts(token);
    expect(after?.NEXT_FORM).toBe(4303);
    expect(Object.keys(after?.STEPS ?? {})).toEqual(['4301', '4302']);
    expect((await postApp(DRAFTS, {})).status).toBe(401);
  });

  it('travel: the traveller names it until the trip does; no price before step 2; the last changed first', async () => {
    const token = await signIn(ANNA);
    const trip = await step('/product/travel/set-customer', TRAVELLER, token);
    let [draft] = await drafts(token);
    expect(draft).toMatchObject({ ID: trip.ID, PRODUCT: 'travel', OBJECT: 'Anna Hakobyan', PREMIUMSPAY: null, NEXT_FORM: 4423 });
    await step('/product/travel/create-object', { ID: trip.ID, COUNTRY: 'FR,DE', FROMDATE: day(1), TODATE: day(7), DAYS: 7, COVID: 0, CONSENT: 1 }, token);
    [draft] = await drafts(token, 'am');
    expect(draft).toMatchObject({ OBJECT: 'Ֆրանսիա, Գերմանիա', NEXT_FORM: 4424 });
    expect(draft?.PREMIUMSPAY).toBeGreaterThan(0);

    registerCar();
    const car = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, token);
    age(trip.ID, 1);
    expect((await drafts(token)).map((item) => item.ID)).toEqual([car.ID, trip.ID]);
  });

  it(`drops drafts untouched for more than ${PURCHASE_DRAFT_DAYS} days, and paid ones`, async () => {
    registerCar();
    const token = await signIn(ANNA);
    const contract = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, token);
    age(contract.ID, PURCHASE_DRAFT_DAYS - 1);
    expect(await drafts(token)).toHaveLength(1);
    age(contract.ID, PURCHASE_DRAFT_DAYS + 1);
    expect(await drafts(token)).toEqual([]);

    const trip = await step('/product/travel/set-customer', TRAVELLER, token);
    await step('/product/travel/create-object', { ID: trip.ID, COUNTRY: 'IT', FROMDATE: day(1), TODATE: day(7), DAYS: 7, COVID: 0, CONSENT: 1 }, token);
    const { payUrl } = v.parse(approveSchema, (await postApp('/payment/make', { order_id: trip.ORDER_ID, id: trip.ID, save_card: 0, referral: 'travel' }, { token })).body);
    // A payment tried and not finished: still to continue, at the payment step.
    expect((await drafts(token))[0]).toMatchObject({ ID: trip.ID, NEXT_FORM: 4424 });
    settle(orderIdOf(payUrl), APPROVED_CARD);
    await postApp('/mobile/travel/set-contract-payment/', { contract_id: trip.ID, order_id: orderIdOf(payUrl), payment_id: 'x', response_code: '00', description: '', savecc: '0' }, { token });
    expect(await drafts(token)).toEqual([]);
  });
});

describe('unfinished purchases: /mobile/purchase/discard-draft', () => {
  it('discards once: the draft leaves the list, its steps and payment refuse it, a repeat answers the same; its open bank order is cancelled', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const contract = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, token);
    const { payUrl } = v.parse(approveSchema, (await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'appa' }, { token })).body);

    expect((await postApp(DISCARD, { ID: contract.ID }, { token: await signIn(DAVID) })).status).toBe(404);
    const first = await postApp(DISCARD, { ID: contract.ID }, { token });
    expect(first.status).toBe(200);
    expect(v.parse(purchaseDraftsSchema, first.body).result).toEqual([]);
    const again = await postApp(DISCARD, { ID: contract.ID }, { token });
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(bankOrder(orderIdOf(payUrl))?.status).toBe('declined');
    expect((await postApp('/product/appa/update-object', { ID: contract.ID, PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am', CONSENT: 1 }, { token })).status).toBe(404);
    expect((await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'appa' }, { token })).status).toBe(404);

    // Starting again with the same car makes a new draft.
    const fresh = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, token);
    expect(fresh.ID).not.toBe(contract.ID);
    expect((await drafts(token)).map((draft) => draft.ID)).toEqual([fresh.ID]);
  });

  it('refuses a paid contract and one whose payment the bank is settling', async () => {
    registerCar();
    const token = await signIn(ANNA);
    const contract = await step('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, token);
    const { payUrl } = v.parse(approveSchema, (await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'appa' }, { token, lang: 'ru' })).body);
    settle(orderIdOf(payUrl), { status: 'processing', responseCode: '01', settlesAt: Date.now() + 60_000 });
    const settling = await postApp(DISCARD, { ID: contract.ID }, { token, lang: 'ru' });
    expect(settling.status).toBe(400);
    expect(body<{ warning?: string }>(settling).warning).toMatch(/банк/i);
    settle(orderIdOf(payUrl), APPROVED_CARD);
    await postApp('/mobile/aswa/set-contract-payment/', { contract_id: contract.ID, order_id: orderIdOf(payUrl), payment_id: 'x', response_code: '00', description: '', savecc: '0' }, { token });
    const paid = await postApp(DISCARD, { ID: contract.ID }, { token });
    expect(paid.status).toBe(400);
    expect(body<{ warning?: string }>(paid).warning).toMatch(/paid/);
  });
});
