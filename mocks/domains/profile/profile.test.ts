import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cardListSchema } from '@/shared/api/purchase/schemas';
import {
  cardBindingSchema,
  cardChangeSchema,
  contractGroupListSchema,
  contractListSchema,
  debtSchema,
  gridRowsSchema,
  raffleInfoSchema,
  raffleTicketsSchema,
} from '@/shared/api/profile/schemas';
import { db } from '../../db';
import { postApp } from '../../test/http';
import { updateBankOrder } from '../bank/orders';
import { ANNA, DAVID, getApp, signIn } from '../purchase/test-kit';
import { stateOf } from './handlers';

type Warned = { warning_d?: Record<string, string[]> };

describe('contracts', () => {
  it('lists the held contracts of the customer only, in force first, with the health card of a medical contract', async () => {
    const token = await signIn(ANNA);
    const list = v.parse(contractListSchema, (await postApp('/mobile/get-contracts/', {}, { token, lang: 'en' })).body).result;
    expect(list.map((contract) => contract.CONTRACT_NUMBER)).toContain('SV-APPA-2025-004211');
    expect(list.every((contract) => !contract.CONTRACT_NUMBER.startsWith('SV-APKA'))).toBe(true);
    const states = list.map((contract) => contract.STATUS);
    expect(states.indexOf('ended')).toBeGreaterThan(states.lastIndexOf('active'));
    const medical = list.find((contract) => contract.PRODUCT === 'medicalCheckUp');
    expect(medical?.HEALTH_CARD).toMatchObject({ NAME: 'Anna', SURNAME: 'Hakobyan', BIRTHDATE: '1990-04-12', FROMDATE: '2026-10-01', TODATE: '2027-09-30' });
    expect(list.find((contract) => contract.PRODUCT === 'appa')?.HEALTH_CARD).toBeNull();
  });

  it('filters by group; an unknown group is a field warning; groups count contracts in force', async () => {
    const token = await signIn(ANNA);
    const cars = v.parse(contractListSchema, (await postApp('/mobile/get-contracts/', { GROUP: 'justCasco' }, { token })).body).result;
    expect(cars.map((contract) => contract.PRODUCT)).toEqual(['justCasco']);
    const wrong = await postApp('/mobile/get-contracts/', { GROUP: 'rockets' }, { token, lang: 'en' });
    expect(wrong.status).toBe(400);
    expect((wrong.body as Warned).warning_d?.GROUP).toEqual(['There is no such group']);
    const groups = v.parse(contractGroupListSchema, (await postApp('/mobile/get-contracts-group/', {}, { token, lang: 'ru' })).body).result;
    expect(groups.find((group) => group.GROUP === 'appa')).toMatchObject({ NAME: 'ОСАГО', COUNT: 1 });
    expect(groups.reduce((sum, group) => sum + group.COUNT, 0)).toBe(6);
  });

  it('what a contract bought in the wizards insures reads like the held ones: countries by name in the language, the car by make and model', async () => {
    const token = await signIn(ANNA);
    db.update((state) => {
      const base = state.heldContracts[0]!;
      state.contracts.push(
        { ...structuredClone(base), ID: '70101', product: 'travel', category: 'travel', CONTRACT_NUMBER: 'SV-TRAVEL-2026-000001', plate: undefined, values: { PASSPORT: 'AN1234567', COUNTRY: 'IT,FR,XX' } },
        { ...structuredClone(base), ID: '70102', CONTRACT_NUMBER: 'SV-APPA-2026-000001', values: {} },
      );
    });
    const objects = async (lang: 'am' | 'en' | 'ru') =>
      Object.fromEntries(v.parse(contractListSchema, (await postApp('/mobile/get-contracts/', {}, { token, lang })).body).result.map((contract) => [contract.ID, contract.OBJECT]));
    expect(await objects('en')).toMatchObject({ '70101': 'Italy, France, XX', '70102': 'Toyota Camry, 35OO123', '60104': 'Italy, France' });
    expect((await objects('ru'))['70101']).toBe('Италия, Франция, XX');
    expect((await objects('am'))['70101']).toBe('Իտալիա, Ֆրանսիա, XX');
  });

  it.each([
    ['2026-11-24', 'active'],
    ['2026-12-15', 'active'],
    ['2026-12-16', 'ended'],
    ['2025-12-15', 'upcoming'],
  ] as const)('on %s a contract of 2025-12-16 … 2026-12-15 is %s', (today, state) => {
    expect(stateOf({ startDate: '2025-12-16', endDate: '2026-12-15' }, today)).toBe(state);
  });

  it("the PDF of a held contract; another customer's is a 404", async () => {
    const anna = await signIn(ANNA);
    expect((await getApp('/files/pdf/60101', anna)).status).toBe(200);
    expect((await getApp('/files/pdf/60201', anna)).status).toBe(404);
  });

  it('the debt and the subrogation grid (a column not granted)', async () => {
    const token = await signIn(ANNA);
    const debt = v.parse(debtSchema, (await postApp('/mobile/get-dept/', {}, { token })).body).result;
    expect(debt).toMatchObject({ TOTAL: 12000, ITEMS: [{ CONTRACT_ID: '60102', DUE_DATE: '2026-12-01' }] });
    const david = await signIn(DAVID);
    expect(v.parse(debtSchema, (await postApp('/mobile/get-dept/', {}, { token: david })).body).result.TOTAL).toBe(0);
    const grid = v.parse(gridRowsSchema, (await postApp('/mobile/interface/get-grid-list/', { PARENTID: 3158 }, { token, lang: 'en' })).body);
    expect(grid.data.map((row) => row.CASE)).toEqual(['SUB-2026-0042', 'SUB-2026-0107']);
    expect(grid.result.filter((column) => !column.GRANTED).map((column) => column.FIELD_NAME)).toEqual(['COMMISSION']);
  });
});

describe('saved cards', () => {
  const cards = async (token: string) => v.parse(cardListSchema, (await postApp('/mobile/card/get/', {}, { token })).body).result;

  it('binds a card through the bank: the approved binding saves it masked, once; a declined one does not', async () => {
    const token = await signIn(DAVID);
    const bad = await postApp('/mobile/card/add/', { return_url: 'https://evil.example/x' }, { token, lang: 'en' });
    expect((bad.body as Warned).warning_d?.return_url).toEqual(['The return address is not valid']);
    const binding = v.parse(cardBindingSchema, (await postApp('/mobile/card/add/', { return_url: '/en/profile/3155' }, { token })).body);
    expect(binding.payUrl).toContain(`order=${binding.order_id}`);
    // Before the bank has an answer: nothing saved.
    expect(v.parse(cardChangeSchema, (await postApp('/mobile/card/save/', { order_id: binding.order_id }, { token })).body).status).toBe('error');
    updateBankOrder(binding.order_id, { status: 'approved', responseCode: '00', maskedPan: '555555******4444', cardType: 'mastercard', expiry: '09/29' });
    const saved = v.parse(cardChangeSchema, (await postApp('/mobile/card/save/', { order_id: binding.order_id }, { token, lang: 'en' })).body);
    expect(saved).toMatchObject({ status: 'success', message: 'The card has been saved' });
    expect(saved.result).toMatchObject([{ CARDNUMBER: '555555******4444', IS_DEF: true }]);
    // Exactly once: a repeat (a reload of the return page) saves nothing more and answers as the first did.
    const again = v.parse(cardChangeSchema, (await postApp('/mobile/card/save/', { order_id: binding.order_id }, { token, lang: 'en' })).body);
    expect(again).toEqual(saved);
    expect(await cards(token)).toHaveLength(1);
    // Another customer cannot record this binding.
    expect((await postApp('/mobile/card/save/', { order_id: binding.order_id }, { token: await signIn(ANNA) })).status).toBe(404);
  });

  it('makes a card the default (one default), removes a card (the default passes on), refuses unknown ids', async () => {
    const token = await signIn(ANNA);
    const after = v.parse(cardChangeSchema, (await postApp('/mobile/card/set-default/', { ID: 'card-anna-arca' }, { token })).body).result;
    expect(after.filter((card) => card.IS_DEF).map((card) => card.ID)).toEqual(['card-anna-arca']);
    const removed = v.parse(cardChangeSchema, (await postApp('/mobile/card/remove/', { ID: 'card-anna-arca' }, { token })).body).result;
    expect(removed.map((card) => [card.ID, card.IS_DEF])).toEqual([['card-anna-visa', true]]);
    expect((await postApp('/mobile/card/remove/', { ID: 'card-anna-arca' }, { token })).status).toBe(404);
    expect((await postApp('/mobile/card/set-default/', {}, { token, lang: 'en' })).body).toMatchObject({ warning_d: { ID: ['ID field is required'] } });
    expect(db.read().cards.some((card) => card.ID === 'card-anna-arca')).toBe(false);
  });
});

describe('raffle', () => {
  it("gives the seeded tickets, issues one for a contract bought in the raffle's period, once", async () => {
    const token = await signIn(ANNA);
    const tickets = async () => v.parse(raffleTicketsSchema, (await postApp('/raffle/audi-etron-q/get-tickets', {}, { token })).body).result;
    const info = v.parse(raffleInfoSchema, (await postApp('/raffle/audi-etron-q/generate-ticket-and-raffle-info', {}, { token, lang: 'en' })).body).result;
    expect(info).toMatchObject({ TITLE: 'Win an Audi e-tron Q', DRAWDATE: '2027-03-15', NEW_TICKETS: 0 });
    expect((await tickets()).map((ticket) => ticket.NUMBER)).toEqual(['AETQ-100342', 'AETQ-100118']);
    db.update((state) => {
      const contract = structuredClone(state.heldContracts[0]!);
      Object.assign(contract, { ID: '70999', createdAt: '2026-11-20T10:00:00.000Z', CONTRACT_NUMBER: 'SV-APPA-2026-000999' });
      state.contracts.push(contract);
    });
    const again = v.parse(raffleInfoSchema, (await postApp('/raffle/audi-etron-q/generate-ticket-and-raffle-info', {}, { token })).body).result;
    expect(again.NEW_TICKETS).toBe(1);
    expect((await tickets()).find((ticket) => ticket.CONTRACT_NUMBER === 'SV-APPA-2026-000999')?.NUMBER).toBe('AETQ-100343');
    expect(v.parse(raffleInfoSchema, (await postApp('/raffle/audi-etron-q/generate-ticket-and-raffle-info', {}, { token })).body).result.NEW_TICKETS).toBe(0);
  });
});
