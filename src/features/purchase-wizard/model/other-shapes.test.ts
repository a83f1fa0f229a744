import { allSettled, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { $contract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { $token, type Customer, type FieldDescriptorInput } from '@/shared/api';
import { PURCHASE_PRODUCTS, type PurchaseProductKey } from '@/shared/config';
import type { LoadRequest } from '@/shared/form-engine';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { headerGrid } from './header-grid';
import { $cardChoice, $cards, $payFailure, $price } from './payment';
import { $stepFailure, leaveForBankFx, stepForm, WizardGate } from './wizard';
import { noReadAhead } from '../testing';

/**
 * Tolerant answers (issue 23 item 3; docs/decisions/tolerant-schemas.md): every purchase step, through the real calls,
 * answered the other way a backend may shape them — ids as numbers, flags and amounts as strings, no ORDER_ID, no
 * SGUID, fields we never heard of, a vehicle with half its facts, cards with DEFAULTVALUEID, an unknown CARDTYPE and an
 * unmasked number — and the flow goes on to the bank.
 */
const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'anna@example.am', PHONE: '+37491234567', lang: 'am', fullname_hy: 'Աննա', fullname_en: 'Anna', fullname_ru: 'Анна', UID: '1234567890', avatar: null } as Customer;

const bool = (ID: number, FIELD_NAME: string): FieldDescriptorInput => ({ ID, TEXT: FIELD_NAME, FIELD_NAME, TYPE: 'bool', required: 1, GRANTED: 1 });
const FORMS: Record<string, FieldDescriptorInput[]> = {
  4301: [{ ID: 1, TEXT: 'Plate', FIELD_NAME: 'PLATE', TYPE: 'str', required: 1 }, bool(2, 'CONSENT')],
  4302: [{ ID: 3, TEXT: 'Phone', FIELD_NAME: 'PHONE', TYPE: 'phone', required: 1 }, bool(4, 'CONSENT')],
};
/** Every other step: a consent box; the payment steps: the terms. */
const loadForm = (request: LoadRequest) => {
  const id = String(request.kind === 'interface-form' ? request.id : '');
  const payment = Object.values(PURCHASE_PRODUCTS).some((product) => product.steps.at(-1)?.formId === Number(id) || (product.key === 'travel' && id === '4424'));
  return { key: request.key, list: FORMS[id] ?? [payment ? bool(9, 'TERMS') : bool(9, 'CONSENT')], values: null, meta: { title: id, description: null, keywords: null } };
};

/** A contract as another backend may answer it: numeric ID, string flags and amounts, no ORDER_ID, no SGUID, extras. */
const oddContract = (id: number, patch: Record<string, unknown> = {}) => ({
  ID: id,
  IS_FREE: '0',
  PREMIUMSPAY: '30000.00',
  PREMIUMSPAY_DISCOUNT: null,
  category: 'appa',
  BRANCH_CODE: 'YR-01',
  _links: { self: `/contracts/${id}` },
  ...patch,
});
const oddVehicle = { PLATE: '35OO123', MAKE: 'Toyota', POWER_HP: '150', BM_CLASS: '10', GROUP: 'legacy', COLOR: 'white' };
/** Saved cards the other way: DEFAULTVALUEID instead of IS_DEF, CARDTYPE in capitals, an unknown system, an unmasked number. */
const oddCards = [
  { ID: 11, CARDNUMBER: '9051111111111111', CARDTYPE: 'ArCa', EXPDATE: '0327', DEFAULTVALUEID: '0' },
  { ID: 12, CARDNUMBER: '411111******1111', CARDTYPE: 'VISA', EXPDATE: '12/28', DEFAULTVALUEID: 1 },
  { ID: 13, CARDNUMBER: '6212 3456 7890 5678', CARDTYPE: 'UnionPay', EXPDATE: '09/30' },
];

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** The backend answering every product call the other way; what the app sent is recorded. */
function oddBackend(options: { payUrl?: string } = {}) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/app-api/, '');
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    sent.push({ path, body });
    return body;
  };
  let nextId = 7000;
  server.use(
    http.post('*/app-api/product/:segment/find-vehicle', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: oddVehicle, extra: true });
    }),
    http.post('*/app-api/product/:segment/:step', async ({ request }) => {
      const body = await record(request);
      // A draft carries the ID it was given; a new one is numbered. No `status`: the default is success.
      return HttpResponse.json({ result: oddContract(body.ID ? Number(body.ID) : (nextId += 1)), trace: 'abc' });
    }),
    http.post('*/app-api/mobile/aswa/show-contract-price/', async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json({ result: { ID: Number(body.ID), PREMIUMSPAY: '30000' } });
    }),
    http.post('*/app-api/mobile/card/get/', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: oddCards, count: 3 });
    }),
    // The medical check-ups' header grid (§4 "4517 loads a header grid"): ids as numbers, GRANTED as a string.
    http.post('*/app-api/mobile/interface/get-grid-list/', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: [{ ID: 1, TEXT: 'Premium', FIELD_NAME: 'PREMIUMSPAY', TYPE: 'str', GRANTED: '1', col: null, width: 120 }] });
    }),
    http.post('*/app-api/payment/make', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ payUrl: options.payUrl ?? '/sim-bank/pay?order=B-1&lang=am', expires: 900 });
    }),
  );
  return sent;
}

function setup() {
  const navigate = vi.fn();
  const leave = vi.fn();
  const scope = fork({
    values: [[$user, anna], [$token, 'tok']],
    handlers: [[navigateFx, navigate], [leaveForBankFx, leave], [stepForm.loadFx, loadForm], noReadAhead] as never,
  });
  return { scope, navigate, leave };
}

async function submitStep(scope: Scope, product: PurchaseProductKey, tab: string, values: Record<string, unknown>) {
  await allSettled(WizardGate.open, { scope, params: { product, tab } });
  for (const [name, value] of Object.entries(values)) await allSettled(stepForm.fieldChanged, { scope, params: { name, value } });
  await allSettled(stepForm.submitted, { scope });
}

describe('answers shaped the other way: the purchase goes on', () => {
  it('CMTPL: car search, create, update, price, saved cards and approve — order_id falls back to the contract ID', async () => {
    const sent = oddBackend();
    const { scope, navigate, leave } = setup();

    await submitStep(scope, 'appa', 'search-car', { PLATE: '35OO123', CONSENT: true });
    expect(scope.getState($stepFailure)).toBeNull();
    expect(scope.getState($contract)?.data).toMatchObject({ ID: '7001', ORDER_ID: '7001', SGUID: '7001', IS_FREE: false, PREMIUMSPAY: 30000, BRANCH_CODE: 'YR-01' });
    expect(scope.getState($contract)?.data).toMatchObject({ VEHICLE: { MAKE: 'Toyota', MODEL: '', VIN: '', POWER_HP: 150, BM_CLASS: 10, GROUP: null, COLOR: 'white' } });
    expect(navigations(navigate)).toContainEqual({ href: '/profile/newContracts/appa/check-data' });

    await submitStep(scope, 'appa', 'check-data', { PHONE: '91-234-567', CONSENT: true });
    expect(scope.getState($stepFailure)).toBeNull();
    expect(sent.find((item) => item.path === '/product/appa/update-object')?.body).toMatchObject({ ID: '7001', PHONE: '+374 (091) 234567' });
    expect(navigations(navigate)).toContainEqual({ href: '/profile/newContracts/appa/payment' });

    await allSettled(WizardGate.open, { scope, params: { product: 'appa', tab: 'payment' } });
    expect(scope.getState($price)).toMatchObject({ ID: '7001', PREMIUMSPAY: 30000, COMMISSION_PERCENT: 1 });
    // DEFAULTVALUEID is the default; the unknown system is a generic card; nothing unmasked is kept.
    expect(scope.getState($cards)).toEqual([
      expect.objectContaining({ ID: '11', CARDTYPE: 'arca', CARDNUMBER: '905111******1111', IS_DEF: false }),
      expect.objectContaining({ ID: '12', CARDTYPE: 'visa', CARDNUMBER: '411111******1111', IS_DEF: true }),
      expect.objectContaining({ ID: '13', CARDTYPE: 'card', CARDNUMBER: '621234******5678', IS_DEF: false }),
    ]);
    expect(JSON.stringify(scope.getState($cards))).not.toMatch(/\d{7,}/);
    expect(scope.getState($cardChoice)).toEqual({ cardId: '12', saveCard: false });

    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(sent.find((item) => item.path === '/payment/make')?.body).toMatchObject({ order_id: '7001', id: '7001', card_id: '12', referral: 'appa' });
    expect(leave).toHaveBeenCalledWith('/sim-bank/pay?order=B-1&lang=am');
    expect(scope.getState($payFailure)).toBeNull();
  });

  it.each(
    (Object.keys(PURCHASE_PRODUCTS) as PurchaseProductKey[]).filter((key) => key !== 'appa'),
  )('%s: steps 1 and 2 answered without ORDER_ID and SGUID still reach the payment step, and pay', async (key) => {
    const product = PURCHASE_PRODUCTS[key];
    const sent = oddBackend();
    const { scope, navigate, leave } = setup();
    const [first, second] = product.steps;
    const payment = product.steps.find((step) => step.formId !== null && step !== first && step !== second) ?? product.steps.at(-1)!;
    const path = (tab: string) => `/profile/${product.family}/${product.category}/${tab}`;

    await submitStep(scope, key, first!.tab, { CONSENT: true });
    expect(scope.getState($stepFailure)).toBeNull();
    expect(navigations(navigate)).toContainEqual({ href: path(second!.tab) });
    await submitStep(scope, key, second!.tab, { CONSENT: true });
    expect(scope.getState($stepFailure)).toBeNull();
    expect(navigations(navigate)).toContainEqual({ href: path(payment.tab) });
    expect(scope.getState($contract)?.data).toMatchObject({ ID: '7001', ORDER_ID: '7001', SGUID: '7001' });

    await allSettled(WizardGate.open, { scope, params: { product: key, tab: payment.tab } });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(sent.find((item) => item.path === '/payment/make')?.body).toMatchObject({ order_id: '7001', id: '7001' });
    expect(leave).toHaveBeenCalledWith('/sim-bank/pay?order=B-1&lang=am');
    // The step's header grid, where the product has one, came from the same backend (and the customer is still signed in).
    if ('headerGrid' in payment && payment.headerGrid) expect(scope.getState(headerGrid.$columns)).toEqual([expect.objectContaining({ ID: '1', FIELD_NAME: 'PREMIUMSPAY', GRANTED: true })]);
    expect(scope.getState($user)).toEqual(anna);
  });
});

describe('a payment page address off the allow-list', () => {
  it('is not followed: the payment step shows its error and the button stops spinning', async () => {
    oddBackend({ payUrl: 'https://evil.example/pay' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const scope = fork({
      values: [[$user, anna], [$token, 'tok'], [$contract, { product: 'appa', customer: '1001', data: { ...oddContract(7001), ID: '7001', SGUID: '7001', ORDER_ID: '7001', IS_FREE: false, PREMIUMSPAY: 30000 } }]],
      handlers: [[navigateFx, vi.fn()], [stepForm.loadFx, loadForm], noReadAhead] as never,
    });
    await allSettled(WizardGate.open, { scope, params: { product: 'appa', tab: 'payment' } });
    await allSettled(stepForm.fieldChanged, { scope, params: { name: 'TERMS', value: true } });
    await allSettled(stepForm.submitted, { scope });
    expect(assign).not.toHaveBeenCalled();
    expect(scope.getState($payFailure)).toEqual({ kind: 'untrusted-address', messages: [] });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_PAYMENT_ORIGINS'), 'https://evil.example/pay');
    error.mockRestore();
    assign.mockRestore();
  });
});
