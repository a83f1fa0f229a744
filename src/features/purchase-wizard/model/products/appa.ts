import { createAppaContractFx, findVehicleFx, updateAppaContractFx } from '@/shared/api';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { createStepChain } from '../core';

const { appa } = PURCHASE_PRODUCTS;

/** CMTPL (customer-portal.md §2): step 1 finds the car (plate + document) and creates the contract with it; step 2 adds phone and e-mail. */
export const appaChains = [
  createStepChain({ product: 'appa', formId: appa.steps[0].formId, kind: 'create', lookup: { call: findVehicleFx, key: 'VEHICLE' }, call: createAppaContractFx }),
  createStepChain({ product: 'appa', formId: appa.steps[1].formId, kind: 'update', call: updateAppaContractFx }),
];
