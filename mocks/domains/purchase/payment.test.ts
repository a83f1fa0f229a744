import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { approveSchema, cardListSchema, confirmSchema, contractAnswerSchema, messageSchema, paymentRecordSchema, priceSchema, type Contract } from '@/shared/api/purchase/schemas';
import { db } from '../../db';
import { postApp } from '../../test/http';
import { bankOrder } from '../bank/orders';
import { ANNA, APPROVED_CARD, body, DAVID, day, getApp, orderIdOf, registerCar, settle, signIn } from './test-kit';

type Warned = { warning_d?: Record<string, string[]>; warning?: string };

/** Anna's draft CMTPL contract, ready to pay. */
async function appaContract(token: string): Promise<Contract> {
  registerCar();
  return v.parse(contractAnswerSchema, (await postApp('/product/appa/create-object', { PLATE: '55TT555', DOCUMENT: 'AK0123456', CONSENT: 1 }, { token })).body).result;
}

async function travelContract(token: string): Promise<Contract> {
  const traveller = { CUSTOMER_IS_OWNER: 0, PASSPORT: 'AN1234567', FIRSTNAME: 'Anna', LASTNAME: 'Hakobyan', BIRTHDATE: '12/04/1990', PHONE: '+374 (091) 234567', EMAIL: 'anna@example.am' };
  const owner = { PASSPORT_HOLDER: 'AM7654321', OWNER_FIRSTNAME: 'Mary', OWNER_LASTNAME: 'Hakobyan', OWNER_ADDRESS: '1 Abovyan St., Yerevan', CONSENT: 1 };
  const customer = v.parse(contractAnswerSchema, (await postApp('/product/travel/set-customer', { ...traveller, ...owner }, { token })).body).result;
  const trip = { ID: customer.ID, COUNTRY: 'IT', FROMDATE: day(1), TODATE: day(7), DAYS: 7, COVID: 0, TRAVELDAYS_DAILY: 7, CONSENT: 1 };
  return v.parse(contractAnswerSchema, (await postApp('/product/travel/create-object', trip, { token })).body).result;
}

const approve = (token: string, contract: Contract, extra: Record<string, unknown> = {}, lang: 'am' | 'en' | 'ru' = 'en') =>
  postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'appa', ...extra }, { token, lang });

const record = (token: string, contract: Contract, orderId: string, claimed = 'success', path = '/mobile/aswa/set-contract-payment/') =>
  postApp(path, { contract_id: contract.ID, order_id: orderId, payment_id: 'x', response_code: '00', description: '', savecc: '0', status: claimed }, { token });

const outboxFor = (number: string) => db.read().outbox.filter((message) => message.subject.includes(number));

describe('price', () => {
  it('answers the premium, and the discount of a promo code of the product', async () => {
    const token = await signIn(ANNA);
    const contract = await travelContract(token);
    const plain = v.parse(priceSchema, (await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID }, { token })).body).result;
    expect(plain).toEqual({ ID: contract.ID, PREMIUMSPAY: contract.PREMIUMSPAY, PREMIUMSPAY_DISCOUNT: null, COMMISSION_PERCENT: 1 });
    const promo = v.parse(priceSchema, (await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID, CODE: 'travel5' }, { token })).body).result;
    expect(promo.PREMIUMSPAY_DISCOUNT).toBe(Math.round((plain.PREMIUMSPAY * 95) / 100));
    const expired = await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID, CODE: 'SUMMER2025' }, { token, lang: 'ru' });
    expect(body<Warned>(expired).warning_d?.CODE?.[0]).toMatch(/промокод/i);
    // A code of another product is unknown here.
    expect((await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID, CODE: 'HOME10' }, { token })).status).toBe(400);
    expect((await postApp('/mobile/aswa/show-contract-price/', { ID: '1' }, { token })).status).toBe(404);
    expect((await postApp('/mobile/aswa/show-contract-price/', { ID: contract.ID })).status).toBe(401);
  });
});

describe('/payment/make', () => {
  it('opens one bank order per contract: a double click gets the same payUrl, a decline a new order', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    const first = v.parse(approveSchema, (await approve(token, contract, {}, 'ru')).body);
    expect(first.payUrl).toMatch(/^\/sim-bank\/pay\?order=ord-[0-9a-f]+&lang=ru$/);
    const second = v.parse(approveSchema, (await approve(token, contract, {}, 'ru')).body);
    expect(second.payUrl).toBe(first.payUrl);
    const order = bankOrder(orderIdOf(first.payUrl));
    expect(order).toMatchObject({ merchantOrderId: contract.ORDER_ID, contractId: contract.ID, amount: contract.PREMIUMSPAY, returnUrl: '/ru/profile/payment/appa/', status: 'created' });

    settle(orderIdOf(first.payUrl), { status: 'declined', responseCode: '05', description: 'Do not honour' });
    const retry = v.parse(approveSchema, (await approve(token, contract, {}, 'am')).body);
    expect(retry.payUrl).not.toBe(first.payUrl);
    expect(bankOrder(orderIdOf(retry.payUrl))?.returnUrl).toBe('/profile/payment/appa/');
  });

  it('charges the discounted premium of a promo code and keeps a saved card choice', async () => {
    const token = await signIn(ANNA);
    const contract = await travelContract(token);
    const answer = v.parse(approveSchema, (await approve(token, contract, { referral: 'travel', CODE: 'TRAVEL5', card_id: 'card-anna-visa', save_card: 1 })).body);
    const order = bankOrder(orderIdOf(answer.payUrl));
    expect(order).toMatchObject({ amount: Math.round(((contract.PREMIUMSPAY ?? 0) * 95) / 100), cardId: 'card-anna-visa', saveCard: 0, returnUrl: '/en/profile/payment/travel/' });
  });

  it('refuses a paid or free contract, a wrong order, a card of someone else; 404 and 401 as every call', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    expect(body<Warned>(await approve(token, contract, { order_id: 'nope' })).warning).toBeTruthy();
    const david = await signIn(DAVID);
    expect((await approve(david, contract)).status).toBe(404);
    expect((await approve(token, contract, { card_id: 'card-unknown' })).status).toBe(400);
    expect((await postApp('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID })).status).toBe(401);

    db.update((state) => {
      state.contracts[0]!.IS_FREE = 1;
    });
    expect(body<Warned>(await approve(token, contract)).warning).toMatch(/free/);
    db.update((state) => {
      state.contracts[0]!.IS_FREE = 0;
    });
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract)).body);
    settle(orderIdOf(payUrl), APPROVED_CARD);
    await record(token, contract, orderIdOf(payUrl));
    const paid = await approve(token, contract);
    expect(paid.status).toBe(400);
    expect(body<Warned>(paid).warning).toMatch(/paid/);
  });
});

describe('set-contract-payment', () => {
  it('success: the number, the saved card and the e-mail once; calling again changes nothing', async () => {
    const token = await signIn(DAVID);
    const contract = await appaContract(token);
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract, { save_card: 1 })).body);
    settle(orderIdOf(payUrl), APPROVED_CARD);
    // Paid days after the draft: the cover starts tomorrow, not in the past.
    db.update((state) => {
      state.contracts[0]!.startDate = '2026-01-01';
    });

    const answer = v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(payUrl))).body);
    expect(answer).toMatchObject({ status: 'success', responseCode: '00', result: { status: 'paid', FROMDATE: day(1) } });
    expect(answer.result?.TODATE).toMatch(new RegExp(`^${day(0).slice(0, 5)}/${new Date().getFullYear() + 1}$`));
    const number = answer.result?.CONTRACT_NUMBER ?? '';
    expect(number).toMatch(/^SV-APPA-\d{4}-\d{6}$/);
    const cards = v.parse(cardListSchema, (await postApp('/mobile/card/get/', {}, { token })).body).result;
    expect(cards).toEqual([expect.objectContaining({ CARDNUMBER: '555555******4444', CARDTYPE: 'mastercard', EXPDATE: '09/29', IS_DEF: true })]);
    expect(outboxFor(number)).toHaveLength(1);
    expect(outboxFor(number)[0]).toMatchObject({ to: 'david.petrosyan@example.am', channel: 'email' });
    expect(outboxFor(number)[0]?.body).toContain(`/files/pdf/${contract.ID}`);

    const again = v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(payUrl))).body);
    expect(again.result?.CONTRACT_NUMBER).toBe(number);
    expect(outboxFor(number)).toHaveLength(1);
    expect(db.read().cards.filter((card) => card.CARDHOLDERID === '1002')).toHaveLength(1);
  });

  it('the paid contract says what the bank charged: the price plus a foreign card’s commission, and the commission', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract)).body);
    const order = bankOrder(orderIdOf(payUrl));
    const commission = Math.round((order?.amount ?? 0) / 100);
    settle(orderIdOf(payUrl), { ...APPROVED_CARD, commission });
    const answer = v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(payUrl))).body);
    expect(commission).toBeGreaterThan(0);
    expect(answer.result).toMatchObject({ PREMIUMSPAY: order?.amount, PAID_AMOUNT: (order?.amount ?? 0) + commission, COMMISSION: commission });
  });

  it('the status comes from the bank: a declined order claimed as success is an error, then a retry can pay', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract)).body);
    settle(orderIdOf(payUrl), { status: 'declined', responseCode: '51', description: 'Insufficient funds' });
    const declined = v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(payUrl), 'success')).body);
    expect(declined).toMatchObject({ status: 'error', responseCode: '51', description: 'Insufficient funds', result: { status: 'failed', CONTRACT_NUMBER: null } });
    expect(db.read().outbox.filter((message) => message.subject.includes('SV-'))).toEqual([]);
    // Not paid yet: an open order claimed as success is not a payment either.
    const retry = v.parse(approveSchema, (await approve(token, contract)).body);
    expect(v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(retry.payUrl))).body).status).toBe('error');
  });

  it('processing turns into success once the bank settles the order', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract)).body);
    const orderId = orderIdOf(payUrl);
    settle(orderId, { ...APPROVED_CARD, status: 'processing', responseCode: '01', settlesAt: Date.now() + 60_000 });
    expect(v.parse(paymentRecordSchema, (await record(token, contract, orderId)).body)).toMatchObject({ status: 'processing', result: { status: 'processing' } });
    settle(orderId, { settlesAt: Date.now() - 1 });
    expect(v.parse(paymentRecordSchema, (await record(token, contract, orderId)).body)).toMatchObject({ status: 'success', result: { status: 'paid' } });
  });

  it("404 for another customer's contract, 400 for an order of another contract or the other product's path", async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    const { payUrl } = v.parse(approveSchema, (await approve(token, contract)).body);
    const david = await signIn(DAVID);
    expect((await record(david, contract, orderIdOf(payUrl))).status).toBe(404);
    expect((await record(token, contract, 'ord-unknown')).status).toBe(400);
    expect((await record(token, contract, orderIdOf(payUrl), 'success', '/mobile/travel/set-contract-payment/')).status).toBe(400);
    expect((await record('', contract, orderIdOf(payUrl))).status).toBe(401);
  });
});

describe('confirm, send-contract, PDF', () => {
  it('confirms a free contract only', async () => {
    const token = await signIn(ANNA);
    const contract = await appaContract(token);
    expect((await postApp('/payment/confirm', { id: contract.ID, referral: 'appa' }, { token })).status).toBe(400);
    db.update((state) => {
      state.contracts[0]!.IS_FREE = 1;
    });
    const confirmed = v.parse(confirmSchema, (await postApp('/payment/confirm', { id: contract.ID, referral: 'appa' }, { token })).body);
    expect(confirmed.result).toMatchObject({ status: 'confirmed', IS_FREE: true });
    expect(confirmed.result.CONTRACT_NUMBER).toMatch(/^SV-APPA-/);
    expect((await postApp('/payment/confirm', { id: '1', referral: 'appa' }, { token })).status).toBe(404);
  });

  it('mails a paid travel contract once, when the documents match; the PDF is a real PDF of the paid contract', async () => {
    const token = await signIn(ANNA);
    const contract = await travelContract(token);
    const send = { SGUID: contract.SGUID, CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AM7654321' };
    expect((await postApp('/mobile/travel/send-contract/', send, { token })).status).toBe(400);
    expect((await getApp(`/files/pdf/${contract.ID}`, token)).status).toBe(404);

    const { payUrl } = v.parse(approveSchema, (await approve(token, contract, { referral: 'travel' })).body);
    settle(orderIdOf(payUrl), APPROVED_CARD);
    const paid = v.parse(paymentRecordSchema, (await record(token, contract, orderIdOf(payUrl), 'success', '/mobile/travel/set-contract-payment/')).body);
    const number = paid.result?.CONTRACT_NUMBER ?? '';
    expect(number).toMatch(/^SV-TRAVEL-/);
    // Travel is mailed by its final page's send-contract (§4), not when the payment is recorded.
    expect(outboxFor(number)).toHaveLength(0);

    expect(body<Warned>(await postApp('/mobile/travel/send-contract/', { ...send, OWNER_DOCUMNET: 'XX' }, { token })).warning_d).toHaveProperty('OWNER_DOCUMNET');
    expect(outboxFor(number)).toHaveLength(0);
    const sent = v.parse(messageSchema, (await postApp('/mobile/travel/send-contract/', send, { token })).body);
    expect(sent).toMatchObject({ status: 'success', message: expect.stringContaining('anna@example.am') });
    expect(outboxFor(number)).toHaveLength(1);
    // Exactly once: a reload of the result (or a retried call) sends no second e-mail and answers as the first did.
    for (let again = 0; again < 3; again += 1) {
      expect(v.parse(messageSchema, (await postApp('/mobile/travel/send-contract/', send, { token })).body)).toEqual(sent);
    }
    expect(outboxFor(number)).toHaveLength(1);
    // Recording the payment again does not mail it either.
    await record(token, contract, orderIdOf(payUrl), 'success', '/mobile/travel/set-contract-payment/');
    expect(outboxFor(number)).toHaveLength(1);
    expect((await postApp('/mobile/travel/send-contract/', { ...send, SGUID: 'unknown' }, { token })).status).toBe(404);

    const response = await getApp(`/files/pdf/${contract.ID}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="contract-${number}.pdf"`);
    const pdf = new TextDecoder().decode(await response.arrayBuffer());
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(number);
    expect(pdf).toContain('Travel insurance');
    expect(pdf).toContain('Anna Hakobyan');
    // The cross-reference table points at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));

    expect((await getApp(`/files/pdf/${contract.ID}`, await signIn(DAVID))).status).toBe(404);
    expect((await getApp(`/files/pdf/${contract.ID}`)).status).toBe(401);
  });

  it("lists the signed-in customer's cards", async () => {
    const anna = v.parse(cardListSchema, (await postApp('/mobile/card/get/', {}, { token: await signIn(ANNA) })).body).result;
    expect(anna.map((card) => [card.CARDNUMBER, card.CARDTYPE, card.EXPDATE, card.IS_DEF])).toEqual([
      ['411111******1111', 'visa', '12/28', true],
      ['905111******1111', 'arca', '03/27', false],
    ]);
    expect(v.parse(cardListSchema, (await postApp('/mobile/card/get/', {}, { token: await signIn(DAVID) })).body).result).toEqual([]);
    expect((await postApp('/mobile/card/get/', {})).status).toBe(401);
  });
});
