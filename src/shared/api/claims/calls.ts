import { createCall } from '../create-call';
import { CLAIM_LIST_PATH } from './list-calls';
import { claimAnswerSchema, claimGroupListSchema, cmtplObjectAnswerSchema, compensationAnswerSchema, paidByYearSchema } from './schemas';

/**
 * Claims and compensation (customer-portal.md §7 "Claims"). The claim calls are signed-in; the public request
 * (`/mobile/create-request/public/`) is multipart for a visitor without an account. The application's calls are
 * `silent`: their errors stand beneath the form and `warning_d` under its fields (§8); a 401 still ends the session.
 */
export const CLAIM_PATHS = {
  list: CLAIM_LIST_PATH,
  retrieve: '/mobile/claim/get-retrieve',
  groups: '/mobile/claim/get-list-group-by-detid',
  paidByYear: '/mobile/claim/paid/by-year',
  create: '/mobile/claim/create',
  search: '/mobile/create-request/get-cmptl-objects/',
  createPublic: '/mobile/create-request/public/',
} as const;

type Values = Record<string, unknown>;

export const fetchClaimFx = createCall<typeof claimAnswerSchema, { ID: string }>({
  client: 'application', idempotent: 'read',
  path: CLAIM_PATHS.retrieve,
  schema: claimAnswerSchema,
});
export const fetchClaimGroupsFx = createCall<typeof claimGroupListSchema>({
  client: 'application', idempotent: 'read',
  path: CLAIM_PATHS.groups,
  schema: claimGroupListSchema,
});
export const fetchPaidByYearFx = createCall<typeof paidByYearSchema>({
  client: 'application', idempotent: 'read',
  path: CLAIM_PATHS.paidByYear,
  schema: paidByYearSchema,
});

/** Person search (PLATE, EVENT_DATE): the CMTPL contract in force for that car on that day. */
export const searchCmtplObjectFx = createCall<typeof cmtplObjectAnswerSchema, Values>({
  client: 'application', idempotent: 'read',
  path: CLAIM_PATHS.search,
  schema: cmtplObjectAnswerSchema,
  silent: true,
});
/** A signed-in customer's application (VIEW 0 files it, VIEW 1 answers the preview's path). */
export const createClaimFx = createCall<typeof compensationAnswerSchema, Values>({
  client: 'application', idempotent: 'claim.create',
  path: CLAIM_PATHS.create,
  schema: compensationAnswerSchema,
  silent: true,
});
/** A visitor's application from the public site: multipart (public-site.md §1, customer-portal.md §7). */
export const createPublicRequestFx = createCall<typeof compensationAnswerSchema, Values>({
  client: 'application', idempotent: 'claim.create',
  path: CLAIM_PATHS.createPublic,
  schema: compensationAnswerSchema,
  multipart: true,
  silent: true,
});
