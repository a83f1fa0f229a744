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
import { stepChain } from '../core';

const { apka, justCasco, property, petsInsurance } = PURCHASE_PRODUCTS;

/**
 * Voluntary MTPL, Just CASCO, property and pets (issue 10): step 1 (`search-person`, the policyholder) creates the
 * contract; step 2 adds the insured object and its price. The two car products search the register first
 * (`/product/just-casco/find-vehicle`), then create-object answers the car's make, model and VIN with the contract (not the
 * CMTPL facts of the search: its dates are the compulsory contract's, not this one's).
 */
const vehicleSearch = { call: findCarFx, key: 'FOUND_VEHICLE' };

export const voluntaryChains = [
  stepChain({ product: 'apka', formId: apka.steps[0].formId, kind: 'create', call: setApkaCustomerFx }),
  stepChain({ product: 'apka', formId: apka.steps[1].formId, kind: 'update', lookup: vehicleSearch, call: createApkaObjectFx }),
  stepChain({ product: 'justCasco', formId: justCasco.steps[0].formId, kind: 'create', call: setJustCascoCustomerFx }),
  stepChain({ product: 'justCasco', formId: justCasco.steps[1].formId, kind: 'update', lookup: vehicleSearch, call: createJustCascoObjectFx }),
  stepChain({ product: 'property', formId: property.steps[0].formId, kind: 'create', call: setPropertyCustomerFx }),
  stepChain({ product: 'property', formId: property.steps[1].formId, kind: 'update', call: createPropertyObjectFx }),
  stepChain({ product: 'petsInsurance', formId: petsInsurance.steps[0].formId, kind: 'create', call: setPetsCustomerFx }),
  stepChain({ product: 'petsInsurance', formId: petsInsurance.steps[1].formId, kind: 'update', call: createPetsObjectFx }),
];
