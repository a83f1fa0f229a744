import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract, purchaseDiscarded, purchaseResumed, type StoredContract } from '@/entities/contract';
import { $user, signedOut } from '@/entities/session';
import {
  $token,
  ApiError,
  createAppaContractFx,
  findVehicleFx,
  readInterfaceFormAheadFx,
  setTravelCustomerFx,
  updateAppaContractFx,
  type Contract,
  type Customer,
  type Vehicle,
} from '@/shared/api';
import type { FieldDescriptorInput } from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $drafts, $stepBusy, $stepFailure, backPressed, purchaseStarted, stepForm, WizardGate, type WizardParams } from './wizard';

const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'anna@example.am', PHONE: '+37491234567', lang: 'am', fullname_hy: 'Աննա', fullname_en: 'Anna', fullname_ru: 'Анна', UID: '1234567890', avatar: null } as Customer;

const field = (ID: number, FIELD_NAME: string, TYPE: FieldDescriptorInput['TYPE'], required = 1): FieldDescriptorInput => ({ ID, TEXT: FIELD_NAME, FIELD_NAME, TYPE, required, GRANTED: 1 });
const FORMS: Record<string, FieldDescriptorInput[]> = {
  4301: [field(1, 'PLATE', 'str'), field(2, 'DOCUMENT', 'str'), field(3, 'CONSENT', 'bool')],
  4302: [field(4, 'PHONE', 'phone'), field(5, 'EMAIL', 'str'), field(6, 'CONSENT', 'bool')],
  4303: [field(7, 'TERMS', 'bool')],
  4422: [field(8, 'PASSPORT', 'str'), field(9, 'CONSENT', 'bool')],
};
const loadForm = (request: LoadRequest) => ({
  key: request.key,
  list: FORMS[String(request.kind === 'interface-form' ? request.id : '')] ?? [],
  values: null,
  meta: { title: `Form ${request.kind === 'interface-form' ? request.id : ''}`, description: null, keywords: null },
});

const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: 'C1', SGUID: 'S1', ORDER_ID: 'O1', IS_FREE: false, category: 'appa', status: 'draft', BROKER: null, PASSPORT: null, PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: null, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: null, PREMIUMSPAY: 30000, PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null, ...patch,
});
const vehicle: Vehicle = { PLATE: '35OO123', DOCUMENT: 'AN1234567', MAKE: 'Toyota', MODEL: 'Camry', VIN: 'JT2BF22K1Y0123456', POWER_HP: 150, BM_CLASS: 10, USE: 'Personal', NEXT_START: '01/12/2026', FROM: '01/12/2026', TO: '30/11/2027', GROUP: 'old' };
const stored = (product: string, patch: Partial<StoredContract> = {}): StoredContract => ({ product, customer: '1001', data: contract(), ...patch });

function setup(options: { contract?: StoredContract | null; handlers?: unknown[] } = {}) {
  const navigate = vi.fn();
  const readAhead = vi.fn(async () => ({ result: [], values: null }));
  const scope = fork({
    values: [[$user, anna], [$token, 'tok'], [$contract, options.contract ?? null]],
    handlers: [[navigateFx, navigate], [stepForm.loadFx, loadForm], [readInterfaceFormAheadFx, readAhead], ...((options.handlers as never[]) ?? [])],
  });
  return { scope, navigate, readAhead };
}

async function open(scope: Scope, params: WizardParams) {
  await allSettled(WizardGate.open, { scope, params });
}

async function fill(scope: Scope, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) await allSettled(stepForm.fieldChanged, { scope, params: { name, value } });
}

describe('purchase wizard model', () => {
  it('a later step without a contract of this customer goes back to step 1, keeping the broker', async () => {
    const { scope, navigate } = setup({ contract: stored('appa', { customer: 'someone-else' }) });
    await allSettled(languageDetected, { scope, params: 'en' });
    await open(scope, { product: 'appa', tab: 'check-data', broker: 'B-7' });
    expect(navigations(navigate)).toContainEqual({ href: '/en/profile/newContracts/appa/search-car?BROKER=B-7', replace: true });
  });

  it('CMTPL step 1 finds the car, creates the contract with the broker, stores both and goes to step 2', async () => {
    const find = vi.fn(() => ({ result: vehicle }));
    const create = vi.fn(() => ({ status: 'success', result: contract() }));
    const { scope, navigate } = setup({ handlers: [[findVehicleFx, find], [createAppaContractFx, create]] as never });
    await open(scope, { product: 'appa', tab: 'search-car', broker: 'B-7' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });

    expect(find).toHaveBeenCalledWith(expect.objectContaining({ PLATE: '35OO123', DOCUMENT: 'AN1234567', BROKER: 'B-7' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ PLATE: '35OO123', BROKER: 'B-7' }));
    expect(scope.getState($contract)).toMatchObject({ product: 'appa', customer: '1001', data: { ID: 'C1', BROKER: 'B-7', VEHICLE: { MAKE: 'Toyota' }, VEHICLE_LANG: 'hy' } });
    expect(navigations(navigate)).toContainEqual({ href: '/profile/newContracts/appa/check-data?BROKER=B-7' });
    // Step 2 in the same language: the car is not asked for again.
    await open(scope, { product: 'appa', tab: 'check-data', broker: 'B-7' });
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('reads the next step\'s form ahead once the customer starts on a step, once per step; none after the last', async () => {
    const { scope, readAhead } = setup({ contract: stored('appa') });
    // An attached effect's handler gets (source, its params): the read's path, made ahead.
    const read = () => readAhead.mock.calls.map((call) => (call as { path: string }[])[1]?.path);
    await open(scope, { product: 'appa', tab: 'search-car' });
    // Not with the step's own load: the step paints first.
    expect(read()).toEqual([]);
    await allSettled(stepForm.fieldFocused, { scope, params: 'PLATE' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567' });
    expect(read()).toEqual(['/api/interface/form/4302']);
    await open(scope, { product: 'appa', tab: 'check-data' });
    await fill(scope, { EMAIL: 'anna@example.am' });
    expect(read()).toEqual(['/api/interface/form/4302', '/api/interface/form/4303']);
    // CMTPL's payment step (4303) is the last with a form: nothing to read ahead.
    await open(scope, { product: 'appa', tab: 'payment' });
    await fill(scope, { TERMS: true });
    expect(read()).toHaveLength(2);
  });

  it('is busy from the car search through the step\'s call, and no longer once the answer is in', async () => {
    let answerFind: (value: { result: Vehicle }) => void = () => undefined;
    const find = vi.fn(() => new Promise<{ result: Vehicle }>((resolve) => (answerFind = resolve)));
    let answerCreate: (value: { status: string; result: Contract }) => void = () => undefined;
    const create = vi.fn(() => new Promise<{ status: string; result: Contract }>((resolve) => (answerCreate = resolve)));
    const { scope } = setup({ handlers: [[findVehicleFx, find], [createAppaContractFx, create]] as never });
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: true });
    const settled = allSettled(stepForm.submitted, { scope });
    await vi.waitFor(() => expect(find).toHaveBeenCalled());
    expect(scope.getState($stepBusy)).toBe(true);
    answerFind({ result: vehicle });
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(scope.getState($stepBusy)).toBe(true);
    answerCreate({ status: 'success', result: contract() });
    await settled;
    expect(scope.getState($stepBusy)).toBe(false);
  });

  it('the car found in English is asked for again in Russian after a switch: its purpose of use follows the language', async () => {
    const find = vi.fn(() => ({ result: { ...vehicle, USE: 'Личное пользование' } }));
    const { scope } = setup({ contract: stored('appa', { data: { ...contract(), VEHICLE: { ...vehicle, USE: 'Personal use' }, VEHICLE_LANG: 'en' } }), handlers: [[findVehicleFx, find]] as never });
    await allSettled(languageDetected, { scope, params: 'en' });
    await open(scope, { product: 'appa', tab: 'check-data' });
    expect(find).not.toHaveBeenCalled();
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(find).toHaveBeenCalledWith({ PLATE: '35OO123', DOCUMENT: 'AN1234567' });
    expect(scope.getState($contract)?.data).toMatchObject({ VEHICLE: { USE: 'Личное пользование' }, VEHICLE_LANG: 'ru' });
  });

  it("an unknown plate: the server's warning stands under the plate field and the wizard stays", async () => {
    const find = vi.fn(() => {
      throw new ApiError({ kind: 'warning', status: 400, messages: ['No car with this plate'], fieldWarnings: { PLATE: ['No car with this plate'] } });
    });
    const create = vi.fn();
    const { scope, navigate } = setup({ handlers: [[findVehicleFx, find], [createAppaContractFx, create]] as never });
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '99ZZ999', DOCUMENT: 'AN1', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });

    expect(scope.getState(stepForm.$errors).PLATE).toMatchObject({ code: 'server' });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($stepFailure)).toBeNull();
    expect(navigations(navigate)).toEqual([]);
  });

  it('a refusal with a general message and a warning for a field the step does not show: both beneath the form, the shown one under its field', async () => {
    const find = vi.fn(() => {
      throw new ApiError({
        kind: 'warning',
        status: 400,
        messages: ['Check the data', 'No car with this plate', 'The contract already exists'],
        fieldWarnings: { PLATE: ['No car with this plate'], ID: ['The contract already exists'] },
      });
    });
    const { scope, navigate } = setup({ handlers: [[findVehicleFx, find]] as never });
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '99ZZ999', DOCUMENT: 'AN1', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(scope.getState(stepForm.$errors).PLATE).toMatchObject({ code: 'server', message: 'No car with this plate' });
    expect(scope.getState($stepFailure)).toEqual({ kind: 'warning', messages: ['Check the data', 'The contract already exists'] });
    expect(navigations(navigate)).toEqual([]);
  });

  it('a 500 on create stands beneath the form', async () => {
    const { scope, navigate } = setup({
      handlers: [
        [findVehicleFx, () => ({ result: vehicle })],
        [createAppaContractFx, () => { throw new ApiError({ kind: 'server-error', status: 500, messages: ['Boom'] }); }],
      ] as never,
    });
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(scope.getState($stepFailure)).toEqual({ kind: 'server-error', messages: ['Boom'] });
    expect(navigations(navigate)).toEqual([]);
  });

  it('CMTPL step 2 updates the stored contract by its ID and merges the answer', async () => {
    const update = vi.fn(() => ({ status: 'success', result: contract({ EMAIL_HOLDER: 'anna@example.am', PREMIUMSPAY: 32000 }) }));
    const { scope, navigate } = setup({ contract: stored('appa'), handlers: [[updateAppaContractFx, update]] as never });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await open(scope, { product: 'appa', tab: 'check-data' });
    await fill(scope, { PHONE: '+374 91-234-567', EMAIL: 'anna@example.am', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ ID: 'C1', EMAIL: 'anna@example.am' }));
    expect(scope.getState($contract)?.data).toMatchObject({ EMAIL_HOLDER: 'anna@example.am', PREMIUMSPAY: 32000 });
    expect(navigations(navigate)).toContainEqual({ href: '/ru/profile/newContracts/appa/payment' });
  });

  it('travel step 1 moves on only when the answer says success', async () => {
    const setCustomer = vi.fn(() => ({ status: 'error', message: 'Passport is blocked', result: contract({ category: 'travel' }) }));
    const { scope, navigate } = setup({ handlers: [[setTravelCustomerFx, setCustomer]] as never });
    await open(scope, { product: 'travel', tab: 'search-travel-person' });
    await fill(scope, { PASSPORT: 'AN1234567', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(setCustomer).toHaveBeenCalled();
    expect(scope.getState($contract)).toBeNull();
    expect(scope.getState($stepFailure)).toEqual({ kind: 'warning', messages: ['Passport is blocked'] });
    expect(navigations(navigate)).toEqual([]);
  });

  it('what was typed is kept per step and comes back when the step opens again (reload, language, Back)', async () => {
    const { scope } = setup({ contract: stored('appa') });
    await open(scope, { product: 'appa', tab: 'check-data' });
    await fill(scope, { EMAIL: 'typed@example.am' });
    expect(scope.getState($drafts)['4302']).toMatchObject({ EMAIL: 'typed@example.am' });

    await allSettled(WizardGate.close, { scope, params: { product: 'appa', tab: 'check-data' } });
    await open(scope, { product: 'appa', tab: 'check-data' });
    expect(scope.getState(stepForm.$values).EMAIL).toBe('typed@example.am');
  });

  it('an empty step is prefilled from the profile', async () => {
    const { scope } = setup({ contract: stored('appa') });
    await open(scope, { product: 'appa', tab: 'check-data' });
    expect(scope.getState(stepForm.$values).EMAIL).toBe('anna@example.am');
  });

  it('Back goes one step back', async () => {
    const { scope, navigate } = setup({ contract: stored('appa') });
    await open(scope, { product: 'appa', tab: 'payment' });
    await allSettled(backPressed, { scope });
    expect(navigations(navigate)).toContainEqual({ href: '/profile/newContracts/appa/check-data' });
  });
});

describe('starting a purchase from elsewhere', () => {
  it("fills the steps' drafts and opens step 1 in the page language", async () => {
    const { scope, navigate } = setup();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(purchaseStarted, { scope, params: { product: 'travel', drafts: { 4423: { DAYS: 7 } } } });
    expect(scope.getState($drafts)['4423']).toEqual({ DAYS: 7 });
    expect(navigations(navigate)).toContainEqual({ href: '/en/profile/tour-insurance/travel/search-travel-person' });
  });
});

describe('an unfinished purchase from the backend (issue 24)', () => {
  it('continued while the wizard is open: the steps get the backend’s values, another product’s typed values stay', async () => {
    const { scope } = setup();
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '11AA111' });
    await allSettled(purchaseStarted, { scope, params: { product: 'property', drafts: { 5122: { ADDRESS: 'Yerevan' } } } });
    await allSettled(purchaseResumed, { scope, params: { contract: stored('appa'), steps: { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: 1 } } } });
    expect(scope.getState($drafts)).toEqual({ 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: 1 }, 5122: { ADDRESS: 'Yerevan' } });
    await allSettled(WizardGate.close, { scope, params: { product: 'appa', tab: 'search-car' } });
    await open(scope, { product: 'appa', tab: 'check-data' });
    expect(scope.getState($contract)?.data.ID).toBe('C1');
    expect(scope.getState(stepForm.$values).EMAIL).toBe('anna@example.am');
  });

  it('"Start again" at step 1: the product’s typed values go and the form opens again empty', async () => {
    const { scope } = setup({ contract: stored('appa') });
    await open(scope, { product: 'appa', tab: 'search-car' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567' });
    expect(scope.getState($drafts)['4301']).toMatchObject({ PLATE: '35OO123' });
    // Another product's draft discarded: nothing here changes.
    await allSettled(purchaseDiscarded, { scope, params: { ID: 'T9', product: 'travel' } });
    expect(scope.getState(stepForm.$values).PLATE).toBe('35OO123');

    await allSettled(purchaseDiscarded, { scope, params: { ID: 'C1', product: 'appa' } });
    expect(scope.getState($contract)).toBeNull();
    // (The form opened again empty: what it holds now is nothing typed.)
    expect(scope.getState($drafts)['4301']?.PLATE ?? null).toBeNull();
    expect(scope.getState(stepForm.$descriptors).length).toBeGreaterThan(0);
    expect(scope.getState(stepForm.$values).PLATE ?? '').toBe('');
  });
});

describe('signing out', () => {
  it('forgets the contract and what was typed (a 401 keeps them: see the session model)', async () => {
    const { scope } = setup({ contract: stored('appa') });
    await open(scope, { product: 'appa', tab: 'check-data' });
    await fill(scope, { EMAIL: 'typed@example.am' });
    await allSettled(signedOut, { scope });
    expect(scope.getState($contract)).toBeNull();
    expect(scope.getState($drafts)).toEqual({});
  });
});
