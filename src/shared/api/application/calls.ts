import { createCall } from '../create-call';
import type { clientInfoSchema, customerDataSchema } from './schemas';

// The header's profile and the client info are shell calls: their schemas (and valibot) load with the HTTP layer.
// Sign-in and the captcha are the sign-in page's (sign-in-calls.ts), not the shell's.
const schemas = () => import(/* webpackChunkName: "shell-schemas" */ './schemas');

/** The same call for the header's profile refresh: its failures are only logged (public-site.md §8). */
export const fetchHeaderProfileFx = createCall<typeof customerDataSchema, { CUSTOMER: string }>({
  client: 'application', idempotent: 'read',
  path: '/mobile/get-cust-datas/',
  schema: () => schemas().then((m) => m.customerDataSchema),
  silent: true,
});

/**
 * GET /client-info on the product's own host (not a backend): the visitor's IP for the session (public-site.md §3;
 * docs/decisions/session-client-info.md). Silent and without the not-found redirect: a host that does not answer it
 * leaves the IP unknown, nothing more.
 */
export const fetchClientInfoFx = createCall<typeof clientInfoSchema>({
  client: 'site',
  method: 'GET',
  // The product's own host answers it (nginx), not a backend: not in the overridable table (and not in the shell's bundle).
  path: '/client-info',
  schema: () => schemas().then((m) => m.clientInfoSchema),
  silent: true,
  notFoundRedirect: false,
});
