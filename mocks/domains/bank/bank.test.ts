import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db';
import type { BankOrderRecord } from '../../db/types';
import { postApp } from '../../test/http';
import { cardTypeOf, commissionFor, expiryState, isForeignCard, maskPan, passesLuhn } from './cards';
import { openBankOrder } from './orders';

const FUTURE = '12/39';
const CARD = { expiry: FUTURE, cvv: '123', holder: 'ANNA HAKOBYAN' };

function open(overrides: Partial<Parameters<typeof openBankOrder>[0]> = {}): BankOrderRecord {
  return openBankOrder({
    merchantOrderId: `M-${Math.random().toString(36).slice(2, 8)}`,
    contractId: '501',
    referral: 'appa',
    customer: 'C-1',
    amount: 25_000,
    returnUrl: '/en/profile/payment/appa/',
    lang: 'en',
    saveCard: 0,
    cardId: null,
    ...overrides,
  });
}

const stored = (orderId: string) => db.read().bankOrders.find((order) => order.orderId === orderId)!;

interface ReturnAnswer {
  next: string;
  returnUrl: string;
}
const query = (body: unknown) => new URL((body as ReturnAnswer).returnUrl, 'http://x').searchParams;

describe('card rules', () => {
  it('checks Luhn, tells the scheme and masks', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardTypeOf('4111111111111111')).toBe('visa');
    expect(cardTypeOf('5555555555554444')).toBe('mastercard');
    expect(cardTypeOf('2221000000000009')).toBe('mastercard');
    expect(cardTypeOf('9051111111111111')).toBe('arca');
    expect(cardTypeOf('6011111111111117')).toBeNull();
    expect(maskPan('4111111111111111')).toBe('411111******1111');
  });

  it('charges 1% only for cards of foreign banks', () => {
    expect(isForeignCard('5555555555554444')).toBe(true);
    expect(isForeignCard('4242424242424242')).toBe(true);
    expect(isForeignCard('4111111111111111')).toBe(false);
    expect(isForeignCard('9051999999999999')).toBe(false);
    expect(commissionFor(25_000, '555555******4444')).toBe(250);
    expect(commissionFor(25_000, '411111******1111')).toBe(0);
  });

  it('accepts this month and refuses last month', () => {
    const now = new Date(2026, 10, 24);
    expect(expiryState('11/26', now)).toBe('ok');
    expect(expiryState('10/26', now)).toBe('past');
    expect(expiryState('13/27', now)).toBe('malformed');
    expect(expiryState('1127', now)).toBe('malformed');
  });
});

describe('/sim-bank/order', () => {
  it('answers the order summary', async () => {
    const order = open();
    const answer = await postApp('/sim-bank/order', { order: order.orderId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ orderId: order.orderId, amount: 25_000, merchant: 'Sevan Insurance', status: 'created', commissionPercent: 1 });
    expect((answer.body as { description: string }).description).toContain('CMTPL');
    expect(answer.body).not.toHaveProperty('savedCard');
    expect(answer.body).not.toHaveProperty('result');
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await postApp('/sim-bank/order', { order: 'ord-nope' }, { lang: 'ru' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Заказ не найден' });
  });

  it('shows the saved card of the order, masked', async () => {
    db.update((state) => {
      state.cards.push({ ID: 'card-1', CARDHOLDERID: 'C-1', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '10/29', IS_DEF: 1 });
    });
    const order = open({ cardId: 'card-1' });
    const answer = await postApp('/sim-bank/order', { order: order.orderId });
    expect(answer.body).toMatchObject({ savedCard: { maskedPan: '411111******1111', cardType: 'visa', expiry: '10/29' } });
  });

  it('a finished order carries its outcome and the way back', async () => {
    const order = open();
    await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000000000000002', ...CARD });
    const answer = await postApp('/sim-bank/order', { order: order.orderId });
    expect(answer.body).toMatchObject({ status: 'declined', result: { responseCode: '05', description: 'Do not honour' } });
    expect((answer.body as { result: { returnUrl: string } }).result.returnUrl).toMatch(/^\/en\/profile\/payment\/appa\/\?ssid=/);
  });
});

describe('/sim-bank/pay', () => {
  it('refuses bad card data field by field, localized', async () => {
    const order = open();
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', holder: 'Աննա' }, { lang: 'am' });
    expect(answer.status).toBe(400);
    const warnings = (answer.body as { warning_d: Record<string, string[]> }).warning_d;
    expect(Object.keys(warnings).sort()).toEqual(['cvv', 'expiry', 'holder', 'pan']);
    expect(warnings.pan).toEqual(['Քարտի համարը սխալ է. ստուգեք թվանշանները']);
    expect(warnings.expiry).toEqual(['Քարտի ժամկետն անցել է']);
    expect(stored(order.orderId)).toMatchObject({ status: 'created', paymentId: null, maskedPan: null });
  });

  it.each([
    ['pan', { pan: '411111111111' }, 'The card number is not valid: check the digits'],
    ['pan', { pan: '6011111111111117' }, 'Only Visa, Mastercard and ArCa cards are accepted'],
    ['expiry', { expiry: '1/30' }, 'Enter the expiry date as MM/YY'],
    ['cvv', { cvv: '1234' }, 'The CVV is the 3 digits on the back of the card'],
    ['holder', { holder: '' }, "Enter the cardholder's name"],
  ])('%s: %o → %s', async (field, patch, message) => {
    const order = open();
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4111111111111111', ...CARD, ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: { [field]: [message] } });
  });

  it('approves, stores only the mask and returns with the §3 query', async () => {
    const order = open({ saveCard: 1 });
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4111 1111 1111 1111', ...CARD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ next: 'return' });
    const params = query(answer.body);
    const after = stored(order.orderId);
    expect(Object.fromEntries(params)).toEqual({
      ssid: expect.stringMatching(/^ss-/) as unknown as string,
      orderID: order.orderId,
      paymentID: after.paymentId,
      responseCode: '00',
      description: 'Approved',
      savecc: '1',
      id: '501',
      status: 'success',
    });
    expect(after).toMatchObject({ status: 'approved', maskedPan: '411111******1111', cardType: 'visa', expiry: FUTURE, commission: 0 });
  });

  it('never keeps the full number or the CVV anywhere in the db', async () => {
    const order = open();
    await postApp('/sim-bank/pay', { order: order.orderId, pan: '5555555555554444', expiry: FUTURE, cvv: '987', holder: 'ANNA' });
    const json = JSON.stringify(db.read());
    expect(json).not.toContain('5555555555554444');
    expect(json).not.toContain('5555 5555 5555 4444');
    // The CVV's digits occur by chance elsewhere (seeded passwords, hex ids): look for it as a stored value.
    expect(json).not.toMatch(/"987"|"cvv"|"pan"|"holder"|"ANNA"/i);
    const record = stored(order.orderId);
    expect(Object.values(record)).not.toContain('987');
    expect(record).toMatchObject({ maskedPan: '555555******4444', cardType: 'mastercard' });
  });

  it('adds the 1% commission of a foreign card to the order', async () => {
    const order = open();
    await postApp('/sim-bank/pay', { order: order.orderId, pan: '5555555555554444', ...CARD });
    expect(stored(order.orderId)).toMatchObject({ status: 'approved', commission: 250, amount: 25_000 });
  });

  it.each([
    ['4000000000000002', '05', 'Do not honour'],
    ['4000000000009995', '51', 'Insufficient funds'],
  ])('declines %s with %s', async (pan, code, description) => {
    const order = open();
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan, ...CARD });
    expect(Object.fromEntries(query(answer.body))).toMatchObject({ status: 'error', responseCode: code, description });
    expect(stored(order.orderId).status).toBe('declined');
  });

  it('localizes the decline description in the page language', async () => {
    const order = open();
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000000000009995', ...CARD }, { lang: 'ru' });
    expect(query(answer.body).get('description')).toBe('Недостаточно средств');
  });

  describe('processing', () => {
    afterEach(() => vi.useRealTimers());

    it('is processing (01) and settles as approved 5 s later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      const order = open();
      const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000000000000077', ...CARD });
      expect(Object.fromEntries(query(answer.body))).toMatchObject({ status: 'processing', responseCode: '01' });
      expect(stored(order.orderId)).toMatchObject({ status: 'processing', settlesAt: Date.parse('2026-11-24T10:00:05Z') });
      vi.setSystemTime(new Date('2026-11-24T10:00:06Z'));
      const later = await postApp('/sim-bank/order', { order: order.orderId });
      expect(later.body).toMatchObject({ status: 'approved', result: { responseCode: '00' } });
    });
  });

  it('gives a new paymentId per submission and sends a finished order back unchanged', async () => {
    const order = open();
    await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000000000003220', ...CARD });
    const first = stored(order.orderId).paymentId;
    await postApp('/sim-bank/pay', { order: order.orderId, pan: '4111111111111111', ...CARD });
    const second = stored(order.orderId).paymentId;
    expect(first).toMatch(/^pay-/);
    expect(second).toMatch(/^pay-/);
    expect(second).not.toBe(first);

    const again = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000000000000002', ...CARD });
    expect(query(again.body).get('status')).toBe('success');
    expect(stored(order.orderId)).toMatchObject({ status: 'approved', paymentId: second });
  });

  it('a saved card needs only its CVV', async () => {
    db.update((state) => {
      state.cards.push({ ID: 'card-2', CARDHOLDERID: 'C-1', CARDNUMBER: '555555******4444', CARDTYPE: 'mastercard', EXPDATE: '10/29', IS_DEF: 1 });
    });
    const order = open({ cardId: 'card-2' });
    const missing = await postApp('/sim-bank/pay', { order: order.orderId });
    expect(missing.body).toEqual({ warning_d: { cvv: ['The CVV is the 3 digits on the back of the card'] } });
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, cvv: '321' });
    expect(query(answer.body).get('status')).toBe('success');
    expect(stored(order.orderId)).toMatchObject({ maskedPan: '555555******4444', commission: 250 });
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await postApp('/sim-bank/pay', { order: 'ord-nope', pan: '4111111111111111', ...CARD });
    expect(answer.status).toBe(404);
  });
});

describe('/sim-bank/3ds', () => {
  async function awaitingCode() {
    const order = open();
    const answer = await postApp('/sim-bank/pay', { order: order.orderId, pan: '4000 0000 0000 3220', ...CARD });
    expect(answer.body).toEqual({ next: '3ds' });
    expect(stored(order.orderId).status).toBe('awaiting-3ds');
    return order;
  }

  it('approves with the right code', async () => {
    const order = await awaitingCode();
    const answer = await postApp('/sim-bank/3ds', { order: order.orderId, code: '123456' });
    expect(Object.fromEntries(query(answer.body))).toMatchObject({ status: 'success', responseCode: '00' });
  });

  it('refuses a wrong code, and declines on the third', async () => {
    const order = await awaitingCode();
    const first = await postApp('/sim-bank/3ds', { order: order.orderId, code: '000000' });
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ warning_d: { code: ['Wrong code. 2 attempt(s) left.'] } });
    await postApp('/sim-bank/3ds', { order: order.orderId, code: '111111' });
    const third = await postApp('/sim-bank/3ds', { order: order.orderId, code: '222222' });
    expect(third.status).toBe(200);
    expect(Object.fromEntries(query(third.body))).toMatchObject({ status: 'error', responseCode: '05', description: '3-D Secure authentication failed' });
    expect(stored(order.orderId).status).toBe('declined');
  });

  it('is refused for an order that waits for no code', async () => {
    const order = open();
    const answer = await postApp('/sim-bank/3ds', { order: order.orderId, code: '123456' });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('warning');
  });
});

describe('/sim-bank/cancel', () => {
  it('declines the order as cancelled and returns with status error', async () => {
    const order = open();
    const answer = await postApp('/sim-bank/cancel', { order: order.orderId });
    expect(Object.fromEntries(query(answer.body))).toMatchObject({ status: 'error', responseCode: 'cancelled', description: 'Payment cancelled by the customer' });
    expect(stored(order.orderId).status).toBe('declined');
    // The next Pay of the same merchant order opens a new bank order.
    expect(open({ merchantOrderId: order.merchantOrderId }).orderId).not.toBe(order.orderId);
  });
});
