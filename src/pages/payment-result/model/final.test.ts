import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { ApiError, sendTravelContractFx, type Contract, type Customer } from '@/shared/api';
import { $appaView, $issuedContracts, $travelView, EMAILED_FLAG, sendAgainClicked, travelContractPageOpened } from './final';

const customer = { CUSTOMER: '1001', user_id: '501', EMAIL: null, PHONE: null, lang: 'am', fullname_hy: '', fullname_en: '', fullname_ru: '', UID: '', avatar: null } as Customer;

const contract = (patch: Partial<Contract> = {}): StoredContract['data'] => ({
  ID: '42',
  SGUID: 'sg-42',
  ORDER_ID: '7',
  IS_FREE: false,
  category: 'travel',
  status: 'paid',
  BROKER: null,
  PASSPORT: 'AN1234567',
  PASSPORT_HOLDER: 'AB7654321',
  CUSTOMER_IS_OWNER: 0,
  EMAIL_HOLDER: null,
  PHONE_HOLDER: null,
  CUSTOMER_FULLNAME: null,
  PREMIUMSPAY: 9000,
  PREMIUMSPAY_DISCOUNT: 8100,
  CONTRACT_NUMBER: 'SV-TRV-2026-000009',
  FROMDATE: null,
  TODATE: null,
  ...patch,
});

const stored = (product: string, patch: Partial<Contract> = {}, owner = '1001'): StoredContract => ({ product, customer: owner, data: contract(patch) });

describe('travel final step (get-travel-contract)', () => {
  it('mails the stored contract (SGUID and the documents), then shows it with the PDF', async () => {
    const send = vi.fn(async () => ({ status: 'success', message: 'Sent' }));
    const scope = fork({ values: [[$user, customer], [$contract, stored('travel')]], handlers: [[sendTravelContractFx, send]] });
    expect(scope.getState($travelView)).toEqual({ kind: 'sending' });
    await allSettled(travelContractPageOpened, { scope });
    expect(send).toHaveBeenCalledWith({ SGUID: 'sg-42', CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AB7654321' });
    expect(scope.getState($travelView)).toEqual({
      kind: 'success',
      contractId: '42',
      contractNumber: 'SV-TRV-2026-000009',
      amount: 8100,
      commission: null,
      pdf: true,
      emailed: true,
    });
  });

  it('once per contract: a reload, Back or a visit from history shows the result and sends nothing', async () => {
    const send = vi.fn(async () => ({ status: 'success', message: 'Sent' }));
    const scope = fork({ values: [[$user, customer], [$contract, stored('travel')]], handlers: [[sendTravelContractFx, send]] });
    await allSettled(travelContractPageOpened, { scope });
    expect(scope.getState($contract)?.data[EMAILED_FLAG]).toBe(true);
    // The page opened again in this tab, and in a new scope from the stored contract (a reload).
    await allSettled(travelContractPageOpened, { scope });
    const reloaded = fork({ values: [[$user, customer], [$contract, scope.getState($contract)]], handlers: [[sendTravelContractFx, send]] });
    await allSettled(travelContractPageOpened, { scope: reloaded });
    await allSettled(sendAgainClicked, { scope: reloaded });
    expect(send).toHaveBeenCalledTimes(1);
    expect(reloaded.getState($travelView)).toMatchObject({ kind: 'success', emailed: true, contractNumber: 'SV-TRV-2026-000009' });
  });

  it('opened twice while the first send is on its way (a double effect): one send', async () => {
    // The send answers a moment later: the second open (its contract picked up too) finds it on its way.
    const send = vi.fn(() => new Promise<{ status: string }>((done) => setTimeout(() => done({ status: 'success' }), 20)));
    const scope = fork({ values: [[$user, customer], [$contract, stored('travel')]], handlers: [[sendTravelContractFx, send]] });
    const first = allSettled(travelContractPageOpened, { scope });
    const second = allSettled(travelContractPageOpened, { scope });
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failed send offers "try again", which sends again', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500 }))
      .mockResolvedValueOnce({ status: 'success' });
    const scope = fork({ values: [[$user, customer], [$contract, stored('travel')]], handlers: [[sendTravelContractFx, send]] });
    await allSettled(travelContractPageOpened, { scope });
    expect(scope.getState($travelView)).toEqual({ kind: 'send-failed' });
    await allSettled(sendAgainClicked, { scope });
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($travelView).kind).toBe('success');
  });

  it.each([
    ['nothing stored', null],
    ['a contract not paid yet', stored('travel', { CONTRACT_NUMBER: null })],
    ['another customer’s contract', stored('travel', {}, '2002')],
    ['a CMTPL contract', stored('appa')],
  ])('%s: nothing to show, nothing sent', async (_, value) => {
    const send = vi.fn(async () => ({ status: 'success' }));
    const scope = fork({ values: [[$user, customer], [$contract, value]], handlers: [[sendTravelContractFx, send]] });
    await allSettled(travelContractPageOpened, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($travelView)).toEqual({ kind: 'nothing' });
  });
});

describe('CMTPL final step (stepfinally)', () => {
  it('a paid (or confirmed free) contract: success with its number, no PDF', () => {
    const scope = fork({ values: [[$user, customer], [$contract, stored('appa', { PREMIUMSPAY_DISCOUNT: null, CONTRACT_NUMBER: 'SV-APPA-2026-000123' })]] });
    expect(scope.getState($appaView)).toEqual({ kind: 'success', contractId: '42', contractNumber: 'SV-APPA-2026-000123', amount: 9000, commission: null, pdf: false, emailed: false });
  });

  it('no paid contract stored: nothing to show', () => {
    expect(fork({ values: [[$user, customer]] }).getState($appaView)).toEqual({ kind: 'nothing' });
    expect(fork({ values: [[$user, customer], [$contract, stored('appa', { CONTRACT_NUMBER: null })]] }).getState($appaView)).toEqual({ kind: 'nothing' });
  });
});

describe('voluntary products’ result step (contract-result)', () => {
  it('a paid contract of the customer: success with its number and the PDF, under its product', () => {
    const scope = fork({ values: [[$user, customer], [$contract, stored('property', { PREMIUMSPAY_DISCOUNT: null, CONTRACT_NUMBER: 'SV-PROPERTY-2026-000001' })]] });
    expect(scope.getState($issuedContracts)).toEqual({
      property: { kind: 'success', contractId: '42', contractNumber: 'SV-PROPERTY-2026-000001', amount: 9000, commission: null, pdf: true, emailed: false },
    });
  });

  it.each([
    ['nothing stored', null],
    ['a contract not paid yet', stored('property', { CONTRACT_NUMBER: null })],
    ['another customer’s contract', stored('property', {}, '2002')],
  ])('%s: nothing', (_, value) => {
    expect(fork({ values: [[$user, customer], [$contract, value]] }).getState($issuedContracts)).toEqual({});
  });
});
