import type { Endpoint } from '../../lib/endpoint';
import { draftEndpoints } from './drafts';
import { medicalEndpoints } from './medical-steps';
import { paymentEndpoints } from './payment';
import { stepEndpoints } from './steps';
import { voluntaryStepEndpoints } from './voluntary-steps';

/** The purchase wizards' calls (docs/purchase-api.md): the data steps, then price, payment and the issued contract. */
export const purchaseEndpoints: readonly Endpoint[] = [...stepEndpoints, ...medicalEndpoints, ...voluntaryStepEndpoints, ...paymentEndpoints, ...draftEndpoints];
