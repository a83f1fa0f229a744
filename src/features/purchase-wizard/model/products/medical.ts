import {
  createMedicalContractFx,
  createMedicalPlusContractFx,
  createSocialMedContractFx,
  setMedicalCustomerFx,
  setMedicalPlusCustomerFx,
  setSocialMedCustomerFx,
} from '@/shared/api';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { stepChain } from '../core';

const { medicalCheckUp, medicalCheckUpPlus, socialMedCheckUp } = PURCHASE_PRODUCTS;

/**
 * The three medical check-ups (customer-portal.md §2, §4): step 1, search-person (the insured person and a promo
 * code), creates the customer and the contract with set-customer — and only a successful answer moves on to
 * contract-data (4515 → 4516); step 2, the start and the clinic, updates it with create-object.
 */
export const medicalChains = [
  stepChain({ product: 'medicalCheckUp', formId: medicalCheckUp.steps[0].formId, kind: 'create', call: setMedicalCustomerFx }),
  stepChain({ product: 'medicalCheckUp', formId: medicalCheckUp.steps[1].formId, kind: 'update', call: createMedicalContractFx }),
  stepChain({ product: 'medicalCheckUpPlus', formId: medicalCheckUpPlus.steps[0].formId, kind: 'create', call: setMedicalPlusCustomerFx }),
  stepChain({ product: 'medicalCheckUpPlus', formId: medicalCheckUpPlus.steps[1].formId, kind: 'update', call: createMedicalPlusContractFx }),
  stepChain({ product: 'socialMedCheckUp', formId: socialMedCheckUp.steps[0].formId, kind: 'create', call: setSocialMedCustomerFx }),
  stepChain({ product: 'socialMedCheckUp', formId: socialMedCheckUp.steps[1].formId, kind: 'update', call: createSocialMedContractFx }),
];
