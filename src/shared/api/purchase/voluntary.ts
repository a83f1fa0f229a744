import { createCall } from '../create-call';
import { contractAnswerSchema, vehicleAnswerSchema } from './schemas';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * The step calls of voluntary MTPL (apka), Just CASCO, property and pets (customer-portal.md §7 "Product steps";
 * the paths the spec does not show are ours, docs/purchase-api.md). Each product: `set-customer` (step 1, the
 * policyholder; creates the draft contract) and `create-object` (step 2, the insured object and its price, with the
 * contract's ID). The two car products find the car first with the vehicle search of Just CASCO. Silent, like the
 * other step calls: their errors stand beneath the form and under its fields.
 */
type Values = Record<string, unknown>;

export const VOLUNTARY_PATHS = {
  findVehicle: '/product/just-casco/find-vehicle',
  apka: { setCustomer: apiPathOf('apka.set-customer'), createObject: apiPathOf('apka.create-object') },
  justCasco: { setCustomer: apiPathOf('justCasco.set-customer'), createObject: '/product/just-casco/create-object' },
  property: { setCustomer: '/product/property/set-customer', createObject: '/product/property/create-object' },
  petsInsurance: { setCustomer: apiPathOf('petsInsurance.set-customer'), createObject: apiPathOf('petsInsurance.create-object') },
} as const;

const stepCall = (path: string) => createCall<typeof contractAnswerSchema, Values>({ client: 'application', path, silent: true, schema: contractAnswerSchema });

/** /product/just-casco/find-vehicle: the car of the register (plate + the owner's document). */
export const findCarFx = createCall<typeof vehicleAnswerSchema, Values>({ client: 'application', idempotent: 'read', path: VOLUNTARY_PATHS.findVehicle, silent: true, schema: vehicleAnswerSchema });

export const setApkaCustomerFx = stepCall(VOLUNTARY_PATHS.apka.setCustomer);
export const createApkaObjectFx = stepCall(VOLUNTARY_PATHS.apka.createObject);
export const setJustCascoCustomerFx = stepCall(VOLUNTARY_PATHS.justCasco.setCustomer);
export const createJustCascoObjectFx = stepCall(VOLUNTARY_PATHS.justCasco.createObject);
export const setPropertyCustomerFx = stepCall(VOLUNTARY_PATHS.property.setCustomer);
export const createPropertyObjectFx = stepCall(VOLUNTARY_PATHS.property.createObject);
export const setPetsCustomerFx = stepCall(VOLUNTARY_PATHS.petsInsurance.setCustomer);
export const createPetsObjectFx = stepCall(VOLUNTARY_PATHS.petsInsurance.createObject);
