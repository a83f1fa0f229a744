import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import {
  $token,
  ApiError,
  approveContractFx,
  checkPromoCodeFx,
  confirmContractFx,
  fetchContractPriceFx,
  fetchSavedCardsFx,
  type Contract,
  type Customer,
  type SavedCard,
} from '@/shared/api';
import type { FieldDescriptorInput } from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import {
  $appliedCode,
  $canPay,
  $cardChoice,
  $payFailure,
  $price,
  $promoCode,
  $promoMessage,
  $saveCardOffered,
  cardChosen,
  promoCheckPressed,
  promoCodeChanged,
  saveCardToggled,
} from './payment';
import { $drafts, $isIssued, issuedContractPath, leaveForBankFx, stepForm, WizardGate } from './wizard';
import { contractMerged } from '@/entities/contract';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { noReadAhead } from '../testing';

const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'a@example.am', PHONE: null, lang: 'am', fullname_hy: '', fullname_en: '', fullname_ru: '', UID: '', avatar: null } as Customer;
const TERMS: FieldDescriptorInput = { ID: 1, TEXT: 'Terms', FIELD_NAME: 'TERMS', TYPE: 'bool', required: 1, GRANTED: 1 };
const loadForm = (request: LoadRequest) => ({ key: request.key, list: [TERMS], values: null, meta: { title: 'Pay', description: null, keywords: null } });
const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: 'C1', SGUID: 'S1', ORDER_ID: 'O1', IS_FREE: false, category: 'travel', status: 'draft', BROKER: 'B-7', PASSPORT: 'AN1', PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: null, PREMIUMSPAY: 12000, PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null, ...patch,
});
const cards: SavedCard[] = [
  { ID: 'K1', CARDHOLDERID: '1001', CARDNUMBER: '905111******1111', CARDTYPE: 'arca', EXPDATE: '03/27', IS_DEF: false },
  { ID: 'K2', CARDHOLDERID: '1001', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '12/28', IS_DEF: true },
];

function setup(data: Contract, extra: unknown[] = [], values: unknown[] = []) {
  const navigate = vi.fn();
  const leave = vi.fn();
  const approve = vi.fn(() => ({ payUrl: '/sim-bank/pay?order=ord-1&lang=am' }));
  const stored: StoredContract = { product: 'travel', customer: '1001', data };
  const scope = fork({
    values: [[$user, anna], [$token, 'tok'], [$contract, stored], ...values] as never,
    handlers: [
      [navigateFx, navigate],
      [leaveForBankFx, leave],
      [stepForm.loadFx, loadForm], noReadAhead,
      [fetchContractPriceFx, ({ CODE }: { CODE?: string }) => ({ result: { ID: 'C1', PREMIUMSPAY: 12000, PREMIUMSPAY_DISCOUNT: CODE ? 10800 : null, COMMISSION_PERCENT: 1 } })],
      [fetchSavedCardsFx, () => ({ result: cards })],
      [approveContractFx, approve],
      ...extra,
    ] as never,
  });
  return { scope, navigate, leave, approve };
}

const openPayment = (scope: ReturnType<typeof fork>) => allSettled(WizardGate.open, { scope, params: { product: 'travel', tab: 'create-travel-contract' } });

describe('payment step', () => {
  it('loads the price and the saved cards with the default card preselected; save-card is not offered for a saved card', async () => {
    const { scope } = setup(contract());
    await openPayment(scope);
    expect(scope.getState($price)).toMatchObject({ PREMIUMSPAY: 12000 });
    expect(scope.getState($cardChoice)).toEqual({ cardId: 'K2', saveCard: false });
    expect(scope.getState($saveCardOffered)).toBe(false);
    await allSettled(cardChosen, { scope, params: 'other' });
    expect(scope.getState($saveCardOffered)).toBe(true);
  });

  it('the card choice is kept with the contract: back from the bank (the step loads again), "another card" stays chosen', async () => {
    const { scope } = setup(contract());
    await openPayment(scope);
    await allSettled(cardChosen, { scope, params: 'other' });
    await allSettled(saveCardToggled, { scope, params: true });
    expect(scope.getState($contract)?.data.CARD_CHOICE).toEqual({ cardId: null, saveCard: true });
    // Back from the bank's page: a new page load, the contract read back from session storage.
    const again = setup(scope.getState($contract)!.data);
    await openPayment(again.scope);
    expect(again.scope.getState($cardChoice)).toEqual({ cardId: null, saveCard: true });
    expect(again.scope.getState($saveCardOffered)).toBe(true);
  });

  it('Pay is enabled only after the terms; it approves with the card choice and leaves for the bank', async () => {
    const { scope, leave, approve } = setup(contract());
    await openPayment(scope);
    expect(scope.getState($canPay)).toBe(false);
    await allSettled(cardChosen, { scope, params: 'other' });
    await allSettled(saveCardToggled, { scope, params: true });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    expect(scope.getState($canPay)).toBe(true);
    await allSettled(stepForm.submitted, { scope });
    expect(approve).toHaveBeenCalledWith({ order_id: 'O1', id: 'C1', save_card: 1, referral: 'travel', BROKER: 'B-7', CLIENT_COUNTRY: 'AM' });
    expect(leave).toHaveBeenCalledWith('/sim-bank/pay?order=ord-1&lang=am');
  });

  it('a valid promo code prices again with the discount and goes with the approve payload', async () => {
    const { scope, approve } = setup(contract(), [[checkPromoCodeFx, () => ({ valid: true, discount: 10, message: 'OK' })]]);
    await openPayment(scope);
    await allSettled(promoCodeChanged, { scope, params: ' SEVAN10 ' });
    await allSettled(promoCheckPressed, { scope });
    expect(scope.getState($price)).toMatchObject({ PREMIUMSPAY: 12000, PREMIUMSPAY_DISCOUNT: 10800 });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ CODE: 'SEVAN10', card_id: 'K2', save_card: 0 }));
  });

  it('an applied code is kept with the contract: after a reload the step shows it applied, prices with it and sends it with Pay', async () => {
    const first = setup(contract(), [[checkPromoCodeFx, () => ({ valid: true, discount: 10, message: 'OK' })]]);
    await openPayment(first.scope);
    await allSettled(promoCodeChanged, { scope: first.scope, params: 'SEVAN10' });
    await allSettled(promoCheckPressed, { scope: first.scope });
    expect(first.scope.getState($contract)?.data).toMatchObject({ APPLIED_PROMO_CODE: 'SEVAN10' });

    // A reload: a new page (scope) with what is stored.
    const stored = first.scope.getState($contract)?.data as Contract;
    const { scope, approve } = setup(stored);
    await openPayment(scope);
    expect(scope.getState($appliedCode)).toBe('SEVAN10');
    expect(scope.getState($promoCode)).toBe('SEVAN10');
    expect(scope.getState($price)).toMatchObject({ PREMIUMSPAY_DISCOUNT: 10800 });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ CODE: 'SEVAN10' }));
  });

  it('a refused promo code shows the server’s words; the price stays and the code is not sent with Pay', async () => {
    const refused = vi.fn(() => {
      throw new ApiError({ kind: 'warning', status: 400, messages: ['This promo code has expired'], fieldWarnings: { CODE: ['This promo code has expired'] } });
    });
    const { scope, approve } = setup(contract(), [[checkPromoCodeFx, refused]]);
    await openPayment(scope);
    await allSettled(promoCodeChanged, { scope, params: 'SUMMER2025' });
    await allSettled(promoCheckPressed, { scope });
    expect(scope.getState($promoMessage)).toEqual({ valid: false, text: 'This promo code has expired' });
    expect(scope.getState($appliedCode)).toBeNull();
    expect(scope.getState($price)).toMatchObject({ PREMIUMSPAY: 12000, PREMIUMSPAY_DISCOUNT: null });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    // Pay with the refused code still in the field: nothing is paid, the refusal stays.
    await allSettled(stepForm.submitted, { scope });
    expect(approve).not.toHaveBeenCalled();
    expect(scope.getState($promoMessage)).toEqual({ valid: false, text: 'This promo code has expired' });
    // Typing another code forgets the verdict; Pay without checking it asks to check it or clear the field.
    await allSettled(promoCodeChanged, { scope, params: 'SUMMER2026' });
    expect(scope.getState($promoMessage)).toBeNull();
    await allSettled(stepForm.submitted, { scope });
    expect(approve).not.toHaveBeenCalled();
    expect(scope.getState($promoMessage)).toEqual({ valid: false, text: '', unchecked: true });
    // Cleared: Pay goes, without a code, at the full price.
    await allSettled(promoCodeChanged, { scope, params: '' });
    await allSettled(stepForm.submitted, { scope });
    expect(approve).toHaveBeenCalledWith(expect.not.objectContaining({ CODE: expect.anything() }));
  });

  it('a promo check that fails (network, 500) says the code could not be checked, not that it is wrong', async () => {
    const { scope } = setup(contract(), [[checkPromoCodeFx, () => { throw new ApiError({ kind: 'network', messages: [] }); }]]);
    await openPayment(scope);
    await allSettled(promoCodeChanged, { scope, params: 'TRAVEL5' });
    await allSettled(promoCheckPressed, { scope });
    expect(scope.getState($promoMessage)).toEqual({ valid: false, text: '', failed: true });
  });

  it('Back to the payment step of a paid contract: it shows as paid; no price, no cards, no second payment', async () => {
    const price = vi.fn();
    const { scope, approve } = setup(contract({ CONTRACT_NUMBER: 'SV-TRAVEL-2026-000001', status: 'paid' }), [[fetchContractPriceFx, price]]);
    await openPayment(scope);
    expect(scope.getState($isIssued)).toBe(true);
    expect(price).not.toHaveBeenCalled();
    expect(scope.getState($price)).toBeNull();
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(approve).not.toHaveBeenCalled();
    // The way on: the product's result step, or My contracts when the result is the payment step itself.
    expect(issuedContractPath(PURCHASE_PRODUCTS.travel)).toBe('/profile/tour-insurance/travel/get-travel-contract');
    expect(issuedContractPath(PURCHASE_PRODUCTS.appa)).toBe('/profile/newContracts/appa/payment/stepfinally');
    expect(issuedContractPath(PURCHASE_PRODUCTS.medicalCheckUp)).toBe('/profile/contracts');
  });

  it('once the contract is paid the purchase’s drafts are forgotten: the next purchase starts empty', async () => {
    const { scope } = setup(contract(), [], [[$drafts, { 4422: { PASSPORT: 'AN1234567' }, 4424: { TERMS: true } }]]);
    await allSettled(contractMerged, { scope, params: { status: 'processing' } });
    expect(Object.keys(scope.getState($drafts))).toEqual(['4422', '4424']);
    await allSettled(contractMerged, { scope, params: { status: 'paid', CONTRACT_NUMBER: 'SV-TRAVEL-2026-000001' } });
    expect(scope.getState($drafts)).toEqual({});
  });

  it('a free contract is confirmed instead of paid and goes to the result step', async () => {
    const confirm = vi.fn(() => ({ status: 'success', result: contract({ IS_FREE: true, CONTRACT_NUMBER: 'SV-1' }) }));
    const { scope, approve, navigate } = setup(contract({ IS_FREE: true }), [[confirmContractFx, confirm]]);
    await openPayment(scope);
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(approve).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledWith({ id: 'C1', referral: 'travel', BROKER: 'B-7' });
    expect(scope.getState($contract)?.data.CONTRACT_NUMBER).toBe('SV-1');
    expect(navigations(navigate)).toContainEqual({ href: '/profile/tour-insurance/travel/get-travel-contract?BROKER=B-7' });
  });

  it('an approve error stands beneath the form and the customer stays', async () => {
    const { scope, leave } = setup(contract(), [
      [approveContractFx, () => { throw new ApiError({ kind: 'warning', status: 400, messages: ['The contract is already paid'] }); }],
    ]);
    await openPayment(scope);
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(scope.getState($payFailure)).toEqual({ kind: 'warning', messages: ['The contract is already paid'] });
    expect(leave).not.toHaveBeenCalled();
  });
});
