import type * as v from 'valibot';
import type { customerDataSchema } from '@/shared/api/application/schemas';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { ok } from '../../lib/respond';

/**
 * The signed-in customer's data (customer-portal.md §7 Profile). The payload's CUSTOMER (or AUTHUSER, UID)
 * is not trusted: the answer is always the token's own customer, as a real backend would do.
 */
const customerData = authorizedEndpoint({
  path: '/mobile/get-cust-datas/',
  title: "Signed-in customer's profile (needs the token)",
  warningFields: ['CUSTOMER', 'UID'],
  resolve: ({ customer }) => ok({ result: customer.profile } satisfies v.InferInput<typeof customerDataSchema>),
});

export const customerEndpoints: readonly Endpoint[] = [customerData];
