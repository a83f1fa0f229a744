import {
  createApkaObjectFx,
  createJustCascoObjectFx,
  createPetsObjectFx,
  createPropertyObjectFx,
  findCarFx,
  setApkaCustomerFx,
  setJustCascoCustomerFx,
  setPetsCustomerFx,
  setPropertyCustomerFx,
} from '@/shared/api';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { createStepChain } from '../core';

const { apka, justCasco, property, petsInsurance } = PURCHASE_PRODUCTS;

/**
 * Voluntary MTPL, Just CASCO, property and pets (issue 10): step 1 (`search-person`, the policyholder) creates the
 * contract; step 2 adds the insured object and its price. The two car products search the register first
 * (`/product/just-casco/find-vehicle`), then create-object answers the car's make, model and VIN with the contract (not the
 * CMTPL facts of the search: its dates are the compulsory contract's, not this one's).
 */
const vehicleSearch = { call: findCarFx, key: 'FOUND_VEHICLE' };

export const voluntaryChains = [
  createStepChain({ product: 'apka', formId: apka.steps[0].formId, kind: 'create', call: setApkaCustomerFx }),
  createStepChain({ product: 'apka', formId: apka.steps[1].formId, kind: 'update', lookup: vehicleSearch, call: createApkaObjectFx }),
  createStepChain({ product: 'justCasco', formId: justCasco.steps[0].formId, kind: 'create', call: setJustCascoCustomerFx }),
  createStepChain({ product: 'justCasco', formId: justCasco.steps[1].formId, kind: 'update', lookup: vehicleSearch, call: createJustCascoObjectFx }),
  createStepChain({ product: 'property', formId: property.steps[0].formId, kind: 'create', call: setPropertyCustomerFx }),
  createStepChain({ product: 'property', formId: property.steps[1].formId, kind: 'update', call: createPropertyObjectFx }),
  createStepChain({ product: 'petsInsurance', formId: petsInsurance.steps[0].formId, kind: 'create', call: setPetsCustomerFx }),
  createStepChain({ product: 'petsInsurance', formId: petsInsurance.steps[1].formId, kind: 'update', call: createPetsObjectFx }),
];
