import { createCall } from '../create-call';
import { claimListSchema } from './schemas';

/**
 * The customer's claims: the overview's count and the claims screen's list. Its own module: the overview loads with
 * the profile, the claims screen (calls.ts) on demand, and a module's effects are made when it is evaluated
 * (docs/decisions/calls-by-screen.md).
 */
export const CLAIM_LIST_PATH = '/mobile/claim/get-list';

export const fetchClaimsFx = createCall<typeof claimListSchema>({
  client: 'application', idempotent: 'read',
  path: CLAIM_LIST_PATH,
  schema: claimListSchema,
});
