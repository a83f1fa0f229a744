import { createCall } from '../create-call';
import { identityStatusSchema } from './schemas';

/**
 * Where the signed-in customer's identity stands. Its own module: the overview asks it on the profile's first load,
 * without the registration and recovery calls of calls.ts (docs/decisions/calls-by-screen.md).
 */
export const IDENTITY_STATUS_PATH = '/mobile/identity/get-status';

/** Where the signed-in customer's identity stands (documents not sent, under review, verified, refused). */
export const fetchIdentityStatusFx = createCall<typeof identityStatusSchema>({ client: 'application', idempotent: 'read', path: IDENTITY_STATUS_PATH, schema: identityStatusSchema });
