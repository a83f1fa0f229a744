import { describe, expect, it } from 'vitest';
import type { Contract } from '@/shared/api';
import {
  commissionOf,
  decideOutcome,
  finalStepPath,
  firstStepPath,
  paidAmountOf,
  paidContractOf,
  paymentStepPath,
  recordPayloadOf,
  travelSendPayload,
} from './outcome';

const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: '42',
  SGUID: 'sg-42',
  ORDER_ID: '7',
  IS_FREE: false,
  category: 'travel',
  status: 'paid',
  BROKER: null,
  PASSPORT: 'AN1234567',
  PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1,
  EMAIL_HOLDER: null,
  PHONE_HOLDER: null,
  CUSTOMER_FULLNAME: null,
  PREMIUMSPAY: 12000,
  PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: 'SV-TRV-2026-000001',
  FROMDATE: null,
  TODATE: null,
  ...patch,
});

describe('decideOutcome: the answer of set-contract-payment decides (§4 "success, error, otherwise processing")', () => {
  it.each([
    [{ status: 'success', description: 'Approved' }, { kind: 'success' }],
    [{ status: 'error', description: 'Do not honour' }, { kind: 'failure', description: 'Do not honour' }],
    [{ status: 'error', description: '  ' }, { kind: 'failure', description: null }],
    [{ status: 'error', description: null }, { kind: 'failure', description: null }],
    [{ status: 'processing', description: null }, { kind: 'processing' }],
    [{ status: 'pending' }, { kind: 'processing' }],
    [{ status: '' }, { kind: 'processing' }],
  ])('%o → %o', (answer, outcome) => {
    expect(decideOutcome(answer)).toEqual(outcome);
  });
});

describe('recordPayloadOf: the return query (§3) as the record call payload', () => {
  const full = { ssid: 's', orderID: 'ord-1', paymentID: 'pay-9', responseCode: '05', description: 'Do not honour', savecc: '1', id: '42', status: 'success' };

  it('maps id, orderID, paymentID, responseCode, description, savecc; never the status', () => {
    expect(recordPayloadOf(full)).toEqual({
      contract_id: '42',
      order_id: 'ord-1',
      payment_id: 'pay-9',
      response_code: '05',
      description: 'Do not honour',
      savecc: '1',
    });
  });

  it.each([
    ['no query', null],
    ['empty query', {}],
    ['no contract id', { ...full, id: undefined }],
    ['no order id', { ...full, orderID: '' }],
    ['a garbled id', { ...full, id: '42<script>' }],
    ['a garbled order id', { ...full, orderID: 'ord 1; drop' }],
    ['a garbled payment id', { ...full, paymentID: '../../x' }],
  ])('%s → no payment to check', (_, query) => {
    expect(recordPayloadOf(query)).toBeNull();
  });

  it('missing optional values are sent empty', () => {
    expect(recordPayloadOf({ id: '42', orderID: 'ord-1' })).toEqual({
      contract_id: '42',
      order_id: 'ord-1',
      payment_id: '',
      response_code: '',
      description: '',
      savecc: '',
    });
  });
});

describe('paths of the products (shared/config PURCHASE_PRODUCTS)', () => {
  it.each([
    ['appa', '/profile/newContracts/appa/payment', '/profile/newContracts/appa/payment/stepfinally', '/profile/newContracts/appa/search-car'],
    ['travel', '/profile/tour-insurance/travel/create-travel-contract', '/profile/tour-insurance/travel/get-travel-contract', '/profile/tour-insurance/travel/search-travel-person'],
    ['kasko', null, null, null],
  ])('%s: try again → %s, final → %s, start → %s', (referral, payment, final, first) => {
    expect(paymentStepPath(referral)).toBe(payment);
    expect(finalStepPath(referral)).toBe(final);
    expect(firstStepPath(referral)).toBe(first);
  });
});

describe('the stored contract on the final pages', () => {
  const stored = { product: 'travel', customer: 'C1', data: contract() };
  it.each([
    ['this customer, this product, paid', stored, 'travel', 'C1', true],
    ['another customer', stored, 'travel', 'C2', false],
    ['nobody signed in', stored, 'travel', null, false],
    ['another product', stored, 'appa', 'C1', false],
    ['not paid (no number)', { ...stored, data: contract({ CONTRACT_NUMBER: null }) }, 'travel', 'C1', false],
    ['nothing stored', null, 'travel', 'C1', false],
  ] as const)('%s → shown: %s', (_, value, product, customer, shown) => {
    expect(paidContractOf(value, product, customer) !== null).toBe(shown);
  });

  it('send-contract documents: CUSTOMER_DOCUMNET from PASSPORT, OWNER_DOCUMNET from PASSPORT_HOLDER, else PASSPORT', () => {
    expect(travelSendPayload(contract())).toEqual({ SGUID: 'sg-42', CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AN1234567' });
    expect(travelSendPayload(contract({ PASSPORT_HOLDER: 'AB7654321' }))).toEqual({ SGUID: 'sg-42', CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AB7654321' });
    expect(travelSendPayload(contract({ PASSPORT_HOLDER: ' ' }))).toEqual({ SGUID: 'sg-42', CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AN1234567' });
  });

  it('the amount paid is what the bank charged; without that word, the discounted premium when there is one', () => {
    expect(paidAmountOf(contract())).toBe(12000);
    expect(paidAmountOf(contract({ PREMIUMSPAY_DISCOUNT: 10800 }))).toBe(10800);
    // One amount rule with the payment step (payableAmount): a "discount" that is not lower is no discount.
    expect(paidAmountOf(contract({ PREMIUMSPAY_DISCOUNT: 12500 }))).toBe(12000);
    // A foreign card: the price plus its 1% commission (§9) — 4,750 ֏ charged as 4,798 ֏.
    expect(paidAmountOf(contract({ PREMIUMSPAY: 4750, PAID_AMOUNT: 4798, COMMISSION: 48 }))).toBe(4798);
    expect(paidAmountOf(null)).toBeNull();
  });

  it('the commission is a line of its own only when the bank added one', () => {
    expect(commissionOf(contract({ PAID_AMOUNT: 4798, COMMISSION: 48 }))).toBe(48);
    expect(commissionOf(contract({ PAID_AMOUNT: 4750, COMMISSION: 0 }))).toBeNull();
    expect(commissionOf(contract())).toBeNull();
    expect(commissionOf(null)).toBeNull();
  });
});

