import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import {
  $token,
  ApiError,
  createJustCascoObjectFx,
  createPetsObjectFx,
  findCarFx,
  setPropertyCustomerFx,
  type Contract,
  type Customer,
  type FieldDescriptorInput,
  type Vehicle,
} from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $stepFailure, stepForm, WizardGate, type WizardParams } from './wizard';
import { noReadAhead } from '../testing';

/** The voluntary products' chains (products/voluntary.ts): step 1 creates, step 2 (after the car search) updates. */
const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'anna@example.am', PHONE: '+37491234567', lang: 'am', fullname_hy: 'Աննա', fullname_en: 'Anna', fullname_ru: 'Анна', UID: '1234567890', avatar: null } as Customer;

const field = (ID: number, FIELD_NAME: string, TYPE: FieldDescriptorInput['TYPE']): FieldDescriptorInput => ({ ID, TEXT: FIELD_NAME, FIELD_NAME, TYPE, required: 1, GRANTED: 1 });
const FORMS: Record<string, FieldDescriptorInput[]> = {
  5112: [field(1, 'PLATE', 'str'), field(2, 'DOCUMENT', 'str'), field(3, 'CAR_COST', 'int'), field(4, 'CONSENT', 'bool')],
  5121: [field(5, 'PASSPORT', 'str'), field(6, 'CONSENT', 'bool')],
  5132: [field(7, 'PET_NAME', 'str'), field(8, 'PET_BIRTH_DATE', 'date'), field(9, 'CONSENT', 'bool')],
};
const loadForm = (request: LoadRequest) => ({
  key: request.key,
  list: FORMS[String(request.kind === 'interface-form' ? request.id : '')] ?? [],
  values: null,
  meta: { title: 'Form', description: null, keywords: null },
});

const contract = (patch: Partial<Contract> = {}): Contract => ({
  ID: 'C9', SGUID: 'S9', ORDER_ID: 'O9', IS_FREE: false, category: 'justCasco', status: 'draft', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: null, PREMIUMSPAY: 0, PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null, ...patch,
});
const vehicle: Vehicle = { PLATE: '35OO123', DOCUMENT: 'AN1234567', MAKE: 'Toyota', MODEL: 'Camry', VIN: 'V', POWER_HP: 150, BM_CLASS: 10, USE: 'Personal', NEXT_START: '01/12/2026', FROM: '01/12/2026', TO: '30/11/2027', GROUP: 'old' };
const stored = (product: string): StoredContract => ({ product, customer: '1001', data: contract({ category: product }) });

function setup(options: { contract?: StoredContract | null; handlers?: unknown[] } = {}) {
  const navigate = vi.fn();
  const scope = fork({
    values: [[$user, anna], [$token, 'tok'], [$contract, options.contract ?? null]],
    handlers: [[navigateFx, navigate], [stepForm.loadFx, loadForm], noReadAhead, ...((options.handlers as never[]) ?? [])],
  });
  return { scope, navigate };
}

const open = (scope: Scope, params: WizardParams) => allSettled(WizardGate.open, { scope, params });
async function fill(scope: Scope, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) await allSettled(stepForm.fieldChanged, { scope, params: { name, value } });
}

describe('voluntary products in the wizard', () => {
  it('property step 1 (search-person) creates the property contract and goes to the property step', async () => {
    const setCustomer = vi.fn(() => ({ status: 'success', result: contract({ category: 'property' }) }));
    const { scope, navigate } = setup({ handlers: [[setPropertyCustomerFx, setCustomer]] as never });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await open(scope, { product: 'property', tab: 'search-person', broker: 'B-7' });
    await fill(scope, { PASSPORT: 'AN1234567', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(setCustomer).toHaveBeenCalledWith(expect.objectContaining({ PASSPORT: 'AN1234567', BROKER: 'B-7' }));
    expect(scope.getState($contract)).toMatchObject({ product: 'property', customer: '1001', data: { ID: 'C9', BROKER: 'B-7' } });
    expect(navigations(navigate)).toContainEqual({ href: '/ru/profile/property-insurance/property/property-data?BROKER=B-7' });
  });

  it('Just CASCO step 2 searches the car first, then prices it on the contract (its ID) and goes to payment', async () => {
    const find = vi.fn(() => ({ result: vehicle }));
    const create = vi.fn(() => ({ status: 'success', result: contract({ PREMIUMSPAY: 96000, FROMDATE: '01/12/2026' }) }));
    const { scope, navigate } = setup({ contract: stored('justCasco'), handlers: [[findCarFx, find], [createJustCascoObjectFx, create]] as never });
    await open(scope, { product: 'justCasco', tab: 'search-car' });
    await fill(scope, { PLATE: '35OO123', DOCUMENT: 'AN1234567', CAR_COST: 12000000, CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ PLATE: '35OO123', DOCUMENT: 'AN1234567' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ ID: 'C9', CAR_COST: 12000000 }));
    expect(find.mock.invocationCallOrder[0]).toBeLessThan(create.mock.invocationCallOrder[0] ?? 0);
    expect(scope.getState($contract)?.data).toMatchObject({ PREMIUMSPAY: 96000, FROMDATE: '01/12/2026' });
    expect(navigations(navigate)).toContainEqual({ href: '/profile/car-insurance/justCasco/payment' });
  });

  it('a car the register does not know: the warning under the plate, no contract call, the wizard stays', async () => {
    const find = vi.fn(() => {
      throw new ApiError({ kind: 'warning', status: 400, messages: [], fieldWarnings: { PLATE: ['No vehicle with this plate number was found'] } });
    });
    const create = vi.fn();
    const { scope, navigate } = setup({ contract: stored('justCasco'), handlers: [[findCarFx, find], [createJustCascoObjectFx, create]] as never });
    await open(scope, { product: 'justCasco', tab: 'search-car' });
    await fill(scope, { PLATE: '99ZZ999', DOCUMENT: 'AN1', CAR_COST: 12000000, CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(scope.getState(stepForm.$errors).PLATE).toMatchObject({ code: 'server' });
    expect(create).not.toHaveBeenCalled();
    expect(navigations(navigate)).toEqual([]);
  });

  it("pets step 2: the server's age rule stands under the birth date", async () => {
    const create = vi.fn(() => {
      throw new ApiError({ kind: 'warning', status: 400, messages: [], fieldWarnings: { PET_BIRTH_DATE: ['Pets aged from 2 months to 8 years can be insured'] } });
    });
    const { scope, navigate } = setup({ contract: stored('petsInsurance'), handlers: [[createPetsObjectFx, create]] as never });
    await open(scope, { product: 'petsInsurance', tab: 'pet-data' });
    await fill(scope, { PET_NAME: 'Rex', PET_BIRTH_DATE: '01/01/2017', CONSENT: true });
    await allSettled(stepForm.submitted, { scope });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ ID: 'C9', PET_NAME: 'Rex' }));
    expect(scope.getState(stepForm.$errors).PET_BIRTH_DATE).toMatchObject({ code: 'server' });
    expect(scope.getState($stepFailure)).toBeNull();
    expect(navigations(navigate)).toEqual([]);
  });
});
