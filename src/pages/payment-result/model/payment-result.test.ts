import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $contract } from '@/entities/contract';
import { $user } from '@/entities/session';
import {
  ApiError,
  recordAppaPaymentFx,
  recordMedicalPaymentFx,
  recordMedicalPlusPaymentFx,
  recordSocialMedPaymentFx,
  recordTravelPaymentFx,
  type Contract, type Customer, type PaymentRecord, type RecordPaymentPayload } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { MAX_CHECKS, POLL_INTERVAL_MS, type PaymentQuery } from './outcome';
import { $checks, $pollIntervalMs, $retryPath, $view, checkAgainClicked, paymentReturned, resultPageClosed } from './payment-result';

const customer = { CUSTOMER: '1001', user_id: '501', EMAIL: null, PHONE: null, lang: 'am', fullname_hy: '', fullname_en: '', fullname_ru: '', UID: '', avatar: null } as Customer;

const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: '42',
  SGUID: 'sg-42',
  ORDER_ID: '7',
  IS_FREE: false,
  category: 'appa',
  status: 'awaiting-payment',
  BROKER: null,
  PASSPORT: 'AN1234567',
  PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1,
  EMAIL_HOLDER: null,
  PHONE_HOLDER: null,
  CUSTOMER_FULLNAME: null,
  PREMIUMSPAY: 12000,
  PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null,
  FROMDATE: null,
  TODATE: null,
  ...patch,
});

const answer = (status: PaymentRecord['status'], patch: Partial<PaymentRecord> = {}): PaymentRecord => ({
  status,
  description: null,
  responseCode: status === 'success' ? '00' : null,
  result: contract(status === 'success' ? { CONTRACT_NUMBER: 'SV-APPA-2026-000123', status: 'paid' } : {}),
  ...patch,
});

/** The query as the bank's return address carries it (§3). */
const query = (patch: PaymentQuery = {}): PaymentQuery => ({
  ssid: 'ss-1',
  orderID: 'ord-1',
  paymentID: 'pay-1',
  responseCode: '00',
  description: 'Approved',
  savecc: '0',
  id: '42',
  status: 'success',
  ...patch,
});

function setup(options: { appa?: (payload: RecordPaymentPayload) => Promise<PaymentRecord>; travel?: (payload: RecordPaymentPayload) => Promise<PaymentRecord>; interval?: number; stored?: boolean } = {}) {
  const appa = vi.fn(options.appa ?? (async () => answer('success')));
  const travel = vi.fn(options.travel ?? (async () => answer('success', { result: contract({ category: 'travel', CONTRACT_NUMBER: 'SV-TRV-2026-000009', status: 'paid' }) })));
  const navigate = vi.fn();
  const scope = fork({
    values: [
      [$pollIntervalMs, options.interval ?? 0],
      [$user, customer],
      [$contract, options.stored === false ? null : { product: 'appa', customer: '1001', data: contract() }],
    ],
    handlers: [
      [recordAppaPaymentFx, appa],
      [recordTravelPaymentFx, travel],
      [navigateFx, navigate],
    ],
  });
  return { scope, appa, travel, navigate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment result model', () => {
  it.each([
    ['appa', 'aswa', false],
    ['apka', 'aswa', true],
    ['justCasco', 'aswa', true],
    ['property', 'aswa', true],
    ['petsInsurance', 'aswa', true],
    ['medicalCheckUp', 'medical-checkup', true],
    ['medicalCheckUpPlus', 'medical-checkup-plus', true],
    ['socialMedCheckUp', 'social-med-checkup', true],
  ] as const)('%s: recorded with the %s call named by its row, the PDF %s, the result shown here', async (referral, call, pdf) => {
    const success = async () => answer('success');
    const calls = { aswa: vi.fn(success), 'medical-checkup': vi.fn(success), 'medical-checkup-plus': vi.fn(success), 'social-med-checkup': vi.fn(success), travel: vi.fn(success) };
    const navigate = vi.fn();
    const scope = fork({
      values: [
        [$pollIntervalMs, 0],
        [$user, customer],
      ],
      handlers: [
        [recordAppaPaymentFx, calls.aswa],
        [recordMedicalPaymentFx, calls['medical-checkup']],
        [recordMedicalPlusPaymentFx, calls['medical-checkup-plus']],
        [recordSocialMedPaymentFx, calls['social-med-checkup']],
        [recordTravelPaymentFx, calls.travel],
        [navigateFx, navigate],
      ],
    });
    await allSettled(paymentReturned, { scope, params: { referral, query: query() } });
    for (const [name, fn] of Object.entries(calls)) expect(fn).toHaveBeenCalledTimes(name === call ? 1 : 0);
    expect(scope.getState($view)).toMatchObject({ kind: 'success', pdf });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a foreign card: the amount is what the bank charged, the commission apart (§9)', async () => {
    const charged = contract({ CONTRACT_NUMBER: 'SV-APPA-2026-000124', status: 'paid', PREMIUMSPAY: 4750, PAID_AMOUNT: 4798, COMMISSION: 48 });
    const { scope } = setup({ appa: async () => answer('success', { result: charged }) });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    expect(scope.getState($view)).toMatchObject({ kind: 'success', amount: 4798, commission: 48 });
  });

  it('records the return with the referral’s call and shows success with the contract number', async () => {
    const { scope, appa, travel, navigate } = setup();
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    expect(appa).toHaveBeenCalledTimes(1);
    expect(appa.mock.calls[0]?.[0]).toEqual({
      contract_id: '42',
      order_id: 'ord-1',
      payment_id: 'pay-1',
      response_code: '00',
      description: 'Approved',
      savecc: '0',
    });
    expect(travel).not.toHaveBeenCalled();
    expect(scope.getState($view)).toEqual({ kind: 'success', contractId: '42', contractNumber: 'SV-APPA-2026-000123', amount: 12000, commission: null, pdf: false });
    // appa stays on the result page; the recorded contract is merged into the stored one.
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($contract)?.data.CONTRACT_NUMBER).toBe('SV-APPA-2026-000123');
    expect(scope.getState($contract)?.data.status).toBe('paid');
    expect(scope.getState($retryPath)).toBe('/profile/newContracts/appa/payment');
  });

  it('error: the failure with the bank’s description from the answer', async () => {
    const { scope } = setup({ appa: async () => answer('error', { description: 'Insufficient funds', responseCode: '51' }) });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query({ status: 'error', responseCode: '51', description: 'Insufficient funds' }) } });
    expect(scope.getState($view)).toEqual({ kind: 'failure', description: 'Insufficient funds' });
  });

  it('a hand-edited status=success in the address does not show success: the backend said error', async () => {
    const { scope } = setup({ appa: async () => answer('error', { description: 'Do not honour', responseCode: '05' }) });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query({ status: 'success', responseCode: '00' }) } });
    expect(scope.getState($view)).toEqual({ kind: 'failure', description: 'Do not honour' });
    expect(scope.getState($contract)?.data.CONTRACT_NUMBER).toBeNull();
  });

  it('processing, then success on a later check (the answers in sequence)', async () => {
    const appa = vi
      .fn<(payload: RecordPaymentPayload) => Promise<PaymentRecord>>()
      .mockResolvedValueOnce(answer('processing'))
      .mockResolvedValueOnce(answer('processing'))
      .mockResolvedValueOnce(answer('success'));
    const { scope } = setup({ appa });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query({ status: 'processing' }) } });
    expect(appa).toHaveBeenCalledTimes(3);
    expect(scope.getState($view).kind).toBe('success');
  });

  it('processing is checked again every 2.5 s (fake timers)', async () => {
    vi.useFakeTimers();
    const appa = vi
      .fn<(payload: RecordPaymentPayload) => Promise<PaymentRecord>>()
      .mockResolvedValueOnce(answer('processing'))
      .mockResolvedValueOnce(answer('success'));
    const { scope } = setup({ appa, interval: POLL_INTERVAL_MS });
    const settled = allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    await vi.advanceTimersByTimeAsync(0);
    expect(appa).toHaveBeenCalledTimes(1);
    expect(scope.getState($view)).toEqual({ kind: 'processing' });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 100);
    expect(appa).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(appa).toHaveBeenCalledTimes(2);
    expect(scope.getState($view).kind).toBe('success');
  });

  it(`processing is bounded: after ${MAX_CHECKS} checks the page stops and offers "check again"`, async () => {
    const appa = vi.fn(async () => answer('processing'));
    const { scope } = setup({ appa });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    expect(appa).toHaveBeenCalledTimes(MAX_CHECKS);
    expect(scope.getState($view)).toEqual({ kind: 'processing-timeout' });
    expect(MAX_CHECKS * POLL_INTERVAL_MS).toBe(60_000);

    appa.mockImplementation(async () => answer('success'));
    await allSettled(checkAgainClicked, { scope });
    expect(appa).toHaveBeenCalledTimes(MAX_CHECKS + 1);
    expect(scope.getState($checks)).toBe(1);
    expect(scope.getState($view).kind).toBe('success');
  });

  it('leaving the page stops the checks and drops the answer on its way', async () => {
    vi.useFakeTimers();
    const appa = vi.fn(async () => answer('processing'));
    const { scope } = setup({ appa, interval: POLL_INTERVAL_MS });
    const settled = allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    await vi.advanceTimersByTimeAsync(0);
    expect(appa).toHaveBeenCalledTimes(1);
    // allSettled waits for everything running in the scope (the pending pause too): time moves meanwhile.
    const closed = allSettled(resultPageClosed, { scope });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    await Promise.all([settled, closed]);
    expect(appa).toHaveBeenCalledTimes(1);
    expect(scope.getState($view)).toEqual({ kind: 'idle' });
  });

  it('travel success goes on (replace) to the travel final step, in the current language', async () => {
    const { scope, travel, navigate } = setup({ stored: false });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(paymentReturned, { scope, params: { referral: 'travel', query: query() } });
    expect(travel).toHaveBeenCalledTimes(1);
    expect(navigations(navigate)).toEqual([{ href: '/en/profile/tour-insurance/travel/get-travel-contract', replace: true }]);
    // Nothing was stored in this tab: the paid contract becomes the stored one (the final page reads it).
    expect(scope.getState($contract)).toMatchObject({ product: 'travel', customer: '1001', data: { CONTRACT_NUMBER: 'SV-TRV-2026-000009' } });
  });

  it('travel: a failed record call goes back to the travel payment step (spinner stopped)', async () => {
    const { scope, navigate } = setup({
      travel: async () => {
        throw new ApiError({ kind: 'server-error', status: 500 });
      },
    });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(paymentReturned, { scope, params: { referral: 'travel', query: query() } });
    expect(navigations(navigate)).toEqual([{ href: '/ru/profile/tour-insurance/travel/create-travel-contract', replace: true }]);
    expect(scope.getState($view)).toEqual({ kind: 'record-failed' });
  });

  it('appa: a failed record call shows the error with "check again" and "try again"; checking again records again', async () => {
    const appa = vi
      .fn<(payload: RecordPaymentPayload) => Promise<PaymentRecord>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce(answer('success'));
    const { scope, navigate } = setup({ appa });
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query() } });
    expect(scope.getState($view)).toEqual({ kind: 'record-failed' });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(checkAgainClicked, { scope });
    expect(appa).toHaveBeenCalledTimes(2);
    expect(scope.getState($view).kind).toBe('success');
  });

  it('a 401 of the record call is left to the session (no travel hand-back, no error state)', async () => {
    const { scope, navigate } = setup({
      travel: async () => {
        throw new ApiError({ kind: 'unauthorized', status: 401 });
      },
    });
    await allSettled(paymentReturned, { scope, params: { referral: 'travel', query: query() } });
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($view)).toEqual({ kind: 'checking' });
  });

  it('an unknown referral: the "unknown product" state, no call', async () => {
    const { scope, appa, travel } = setup();
    await allSettled(paymentReturned, { scope, params: { referral: 'kasko', query: query() } });
    expect(scope.getState($view)).toEqual({ kind: 'unknown-product' });
    expect(scope.getState($retryPath)).toBeNull();
    expect(appa).not.toHaveBeenCalled();
    expect(travel).not.toHaveBeenCalled();
  });

  it.each([
    ['no query', {}],
    ['no contract id', query({ id: undefined })],
    ['a garbled order id', query({ orderID: '"><img>' })],
  ])('%s: the error state with home, no call', async (_, value) => {
    const { scope, appa } = setup();
    await allSettled(paymentReturned, { scope, params: { referral: 'appa', query: value } });
    expect(scope.getState($view)).toEqual({ kind: 'invalid-query' });
    expect(appa).not.toHaveBeenCalled();
  });

  it('a new query (another return) starts over and drops the earlier answer', async () => {
    let release: (value: PaymentRecord) => void = () => undefined;
    const appa = vi
      .fn<(payload: RecordPaymentPayload) => Promise<PaymentRecord>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce(answer('error', { description: 'Do not honour' }));
    const { scope } = setup({ appa });
    const first = allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query({ orderID: 'ord-1' }) } });
    const second = allSettled(paymentReturned, { scope, params: { referral: 'appa', query: query({ orderID: 'ord-2' }) } });
    await vi.waitFor(() => expect(appa).toHaveBeenCalledTimes(2));
    release(answer('success'));
    await Promise.all([first, second]);
    expect(appa.mock.calls[1]?.[0].order_id).toBe('ord-2');
    expect(scope.getState($view)).toEqual({ kind: 'failure', description: 'Do not honour' });
  });
});
