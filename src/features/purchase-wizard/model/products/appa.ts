import { attach, createEffect, sample } from 'effector';
import { contractMerged } from '@/entities/contract';
import { createAppaContractFx, findVehicleFx, updateAppaContractFx, type Vehicle } from '@/shared/api';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { $lang, type Lang } from '@/shared/i18n';
import { $currentContract, stepChain, routeEntered, WizardGate } from '../core';

const { appa } = PURCHASE_PRODUCTS;

/** CMTPL (customer-portal.md §2): step 1 finds the car (plate + document) and creates the contract with it; step 2 adds phone and e-mail. */
export const appaChains = [
  stepChain({ product: 'appa', formId: appa.steps[0].formId, kind: 'create', lookup: { call: findVehicleFx, key: 'VEHICLE' }, call: createAppaContractFx }),
  stepChain({ product: 'appa', formId: appa.steps[1].formId, kind: 'update', call: updateAppaContractFx }),
];

/**
 * The car beside the later steps is the register's answer in the language it was asked in: its purpose of use is the
 * server's words ("Personal use"). When the page's language is another one (switched after step 1), the car is asked
 * for again in it (issue 20), so the facts never stay in the language of step 1. The answer carries the language of
 * its request: a second switch meanwhile asks again.
 */
const refindVehicleFx = createEffect(async ({ lang, ...car }: { PLATE: string; DOCUMENT: string; lang: Lang }) => ({ lang, vehicle: (await findVehicleFx(car)).result }));
const refindFx = attach({ effect: refindVehicleFx });

const storedVehicle = (data: Record<string, unknown> | undefined): Vehicle | null => {
  const vehicle = data?.VEHICLE as Vehicle | null | undefined;
  return vehicle && typeof vehicle.PLATE === 'string' && typeof vehicle.DOCUMENT === 'string' ? vehicle : null;
};

sample({
  clock: [routeEntered, $lang.updates],
  source: { open: WizardGate.status, contract: $currentContract, lang: $lang, busy: refindFx.pending },
  filter: ({ open, contract, lang, busy }) =>
    open && !busy && contract?.product === appa.key && !contract.data.CONTRACT_NUMBER && storedVehicle(contract.data) !== null && contract.data.VEHICLE_LANG !== lang,
  fn: ({ contract, lang }) => {
    const vehicle = storedVehicle(contract?.data) as Vehicle;
    return { PLATE: vehicle.PLATE, DOCUMENT: vehicle.DOCUMENT, lang };
  },
  target: refindFx,
});
sample({
  clock: refindFx.doneData,
  source: $currentContract,
  filter: (contract, { vehicle }) => storedVehicle(contract?.data)?.PLATE === vehicle.PLATE,
  fn: (_, { lang, vehicle }) => ({ VEHICLE: vehicle, VEHICLE_LANG: lang }),
  target: contractMerged,
});
// Another switch while the car was being asked for: ask again in the language now shown.
sample({
  clock: refindFx.doneData,
  source: { contract: $currentContract, lang: $lang },
  filter: ({ contract, lang }, answer) => answer.lang !== lang && storedVehicle(contract?.data) !== null,
  fn: ({ contract, lang }) => {
    const vehicle = storedVehicle(contract?.data) as Vehicle;
    return { PLATE: vehicle.PLATE, DOCUMENT: vehicle.DOCUMENT, lang };
  },
  target: refindFx,
});
