import * as v from 'valibot';
import { createCall } from '../create-call';

/**
 * "Sign out on all devices" (issue 22 item 4; the spec shows no such call: path and answer are ours,
 * docs/decisions/sign-out-everywhere.md). Own module: loaded with the profile's Personal data, never by the shell.
 */
export const SESSIONS_PATHS = { signOutEverywhere: '/mobile/login/sign-out-all/' } as const;

/** How many sessions of the customer ended (this one included). */
export const signedOutEverywhereSchema = v.looseObject({ result: v.looseObject({ ENDED: v.number() }) });

/** Silent: its failure stands beside the button (a 401 still ends the session). */
export const signOutEverywhereFx = createCall<typeof signedOutEverywhereSchema>({
  client: 'application',
  path: SESSIONS_PATHS.signOutEverywhere,
  schema: signedOutEverywhereSchema,
  silent: true,
});
