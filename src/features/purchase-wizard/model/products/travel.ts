import { createTravelContractFx, setTravelCustomerFx } from '@/shared/api';
import { PURCHASE_PRODUCTS } from '@/shared/config';
import { stepChain } from '../core';

const { travel } = PURCHASE_PRODUCTS;
const typed = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Travel (§2, §4): step 1, the traveller (and the owner when the holder is not the owner), creates the customer and
 * the contract; step 2, countries and dates, updates it. Each moves on only when the answer says success.
 */
export const travelChains = [
  stepChain({
    product: 'travel',
    formId: travel.steps[0].formId,
    kind: 'create',
    call: setTravelCustomerFx,
    // The documents of send-contract come from what was typed when the answer does not echo them (§3).
    fromValues: (values, result) => ({ PASSPORT: result.PASSPORT ?? typed(values.PASSPORT), PASSPORT_HOLDER: result.PASSPORT_HOLDER ?? typed(values.PASSPORT_HOLDER) }),
  }),
  stepChain({ product: 'travel', formId: travel.steps[1].formId, kind: 'update', call: createTravelContractFx }),
];
