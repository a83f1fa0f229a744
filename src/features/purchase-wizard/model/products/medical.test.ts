import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import {
  $token,
  ApiError,
  checkPromoCodeFx,
  createMedicalPlusContractFx,
  setMedicalCustomerFx,
  setSocialMedCustomerFx,
  type Contract,
  type Customer,
  type FieldDescriptorInput,
} from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { headerGrid } from '../header-grid';
import { $stepFailure, stepForm, WizardGate } from '../wizard';
import { noReadAhead } from '../../testing';

const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'anna@example.am', PHONE: '+37491234567', lang: 'am', fullname_hy: 'Աննա', fullname_en: 'Anna', fullname_ru: 'Анна', UID: '1234567890', avatar: null } as Customer;

const field = (ID: number, FIELD_NAME: string, TYPE: FieldDescriptorInput['TYPE'], extra: Partial<FieldDescriptorInput> = {}): FieldDescriptorInput => ({ ID, TEXT: FIELD_NAME, FIELD_NAME, TYPE, required: 1, GRANTED: 1, ...extra });
const person = (formId: number, referral: string) => [
  field(formId * 100 + 1, 'PROMO_CODE', 'promo', { required: 0, propsData: { referral } }),
  field(4518, 'PASSPORT', 'str'),
  field(4519, 'BIRTHDATE', 'date'),
  field(formId * 100 + 2, 'CONSENT', 'bool'),
];
const FORMS: Record<string, FieldDescriptorInput[]> = {
  4515: person(4515, 'medicalCheckUp'),
  4886: person(4886, 'socialMedCheckUp'),
  4698: [field(469801, 'FROMDATE', 'date'), field(469802, 'CONSENT', 'bool')],
  4517: [field(451701, 'TERMS', 'bool')],
};
const loadForm = (request: LoadRequest) => ({
  key: request.key,
  list: FORMS[String(request.kind === 'interface-form' ? request.id : '')] ?? [],
  values: null,
  meta: { title: 'Form', description: null, keywords: null },
});

const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: 'M1', SGUID: 'S1', ORDER_ID: 'O1', IS_FREE: false, category: 'medicalCheckUp', status: 'draft', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: null, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: 'Anna', PREMIUMSPAY: 25000, PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null, ...patch,
});
const stored = (product: string): StoredContract => ({ product, customer: '1001', data: contract({ category: product }) });

function setup(options: { contract?: StoredContract | null; handlers?: unknown[] } = {}) {
  const navigate = vi.fn();
  const grid = vi.fn(() => []);
  const scope = fork({
    values: [[$user, anna], [$token, 'tok'], [$contract, options.contract ?? null]],
    handlers: [[navigateFx, navigate], [stepForm.loadFx, loadForm], noReadAhead, [headerGrid.loadFx, grid], ...((options.handlers as never[]) ?? [])],
  });
  return { scope, navigate, grid };
}

const PERSON = { PASSPORT: 'AN1234567', BIRTHDATE: '12/04/1990', CONSENT: true };

async function fillAndSubmit(scope: ReturnType<typeof fork>, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) await allSettled(stepForm.fieldChanged, { scope, params: { name, value } });
  await allSettled(stepForm.submitted, { scope });
}

describe('medical check-up wizards', () => {
  it('4515 → 4516 only after a successful create: the contract is stored, then contract-data opens', async () => {
    const create = vi.fn(() => ({ status: 'success', result: contract() }));
    const { scope, navigate } = setup({ handlers: [[setMedicalCustomerFx, create]] as never });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUp', tab: 'search-person' } });
    await fillAndSubmit(scope, PERSON);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ PASSPORT: 'AN1234567', BIRTHDATE: '12/04/1990', CONSENT: 1 }));
    expect(scope.getState($contract)).toMatchObject({ product: 'medicalCheckUp', customer: '1001', data: { ID: 'M1' } });
    expect(navigations(navigate)).toEqual([{ href: '/en/profile/health-insurance/medicalCheckUp/contract-data' }]);
  });

  it('a refused create stays on 4515: the warning under its field, no contract', async () => {
    const create = vi.fn(() => {
      throw new ApiError({ kind: 'warning', status: 400, messages: ['Too old'], fieldWarnings: { BIRTHDATE: ['The social medical check-up is for people aged 63 and over'] } });
    });
    const { scope, navigate } = setup({ handlers: [[setSocialMedCustomerFx, create]] as never });
    await allSettled(WizardGate.open, { scope, params: { product: 'socialMedCheckUp', tab: 'search-person' } });
    await fillAndSubmit(scope, PERSON);
    expect(create).toHaveBeenCalled();
    expect(scope.getState(stepForm.$errors).BIRTHDATE).toMatchObject({ code: 'server', message: 'The social medical check-up is for people aged 63 and over' });
    expect(scope.getState($contract)).toBeNull();
    expect(navigations(navigate)).toEqual([]);
  });

  it('an answer that is not a success stays on 4515 and says why beneath the form', async () => {
    const create = vi.fn(() => ({ status: 'error', message: 'The person was not found', result: contract() }));
    const { scope, navigate } = setup({ handlers: [[setMedicalCustomerFx, create]] as never });
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUp', tab: 'search-person' } });
    await fillAndSubmit(scope, PERSON);
    expect(scope.getState($contract)).toBeNull();
    expect(scope.getState($stepFailure)).toEqual({ kind: 'warning', messages: ['The person was not found'] });
    expect(navigations(navigate)).toEqual([]);
  });

  it('the promo code of step 1 must be checked (REFERRAL = the product) before the step goes on, and is sent with it', async () => {
    const create = vi.fn(() => ({ status: 'success', result: contract() }));
    const check = vi.fn((..._args: unknown[]) => ({ valid: true, discount: 15 }));
    const { scope } = setup({ handlers: [[setMedicalCustomerFx, create], [checkPromoCodeFx, check]] as never });
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUp', tab: 'search-person' } });
    await fillAndSubmit(scope, { ...PERSON, PROMO_CODE: 'HEALTH15' });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(stepForm.$errors).PROMO_CODE).toMatchObject({ code: 'promo-unchecked' });

    await allSettled(stepForm.promoCheckRequested, { scope, params: 'PROMO_CODE' });
    expect(check.mock.calls[0]).toContainEqual(expect.objectContaining({ payload: { REFERRAL: 'medicalCheckUp', CODE: 'HEALTH15' } }));
    await allSettled(stepForm.submitted, { scope });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ PROMO_CODE: 'HEALTH15' }));
  });

  it('step 2 updates the contract by its ID and goes on to create-contract', async () => {
    const update = vi.fn(() => ({ status: 'success', result: contract({ category: 'medicalCheckUpPlus', FROMDATE: '01/12/2026' }) }));
    const { scope, navigate } = setup({ contract: stored('medicalCheckUpPlus'), handlers: [[createMedicalPlusContractFx, update]] as never });
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUpPlus', tab: 'contract-data' } });
    await fillAndSubmit(scope, { FROMDATE: '01/12/2026', CONSENT: true });
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ ID: 'M1', FROMDATE: '01/12/2026' }));
    expect(scope.getState($contract)?.data.FROMDATE).toBe('01/12/2026');
    expect(navigations(navigate)).toEqual([{ href: '/profile/health-insurance/medicalCheckUpPlus/create-contract' }]);
  });

  it('4517 loads its header grid (PARENTID 4517); the other steps do not', async () => {
    const { scope, grid } = setup({ contract: stored('medicalCheckUp') });
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUp', tab: 'search-person' } });
    expect(grid).not.toHaveBeenCalled();
    await allSettled(WizardGate.open, { scope, params: { product: 'medicalCheckUp', tab: 'create-contract' } });
    expect(grid).toHaveBeenCalledWith({ PARENTID: 4517, access: 'authorized' });
  });
});
