import { createCall } from '../create-call';
import type { captchaSchema, clientInfoSchema, customerDataSchema, signInSchema } from './schemas';

// Sign-in and the header's profile are shell calls: their schemas (and valibot) load with the HTTP layer.
const schemas = () => import(/* webpackChunkName: "shell-schemas" */ './schemas');

export interface SignInPayload {
  [key: string]: unknown;
  LOGIN: string;
  PASSWORD: string;
  CAPTCHA_ID?: string;
  CAPTCHA_ANSWER?: string;
}

/** /mobile/login/customer-signin/: personal ID (social card number) or e-mail, and password. */
export const signInFx = createCall<typeof signInSchema, SignInPayload>({
  client: 'application',
  path: '/mobile/login/customer-signin/',
  schema: () => schemas().then((m) => m.signInSchema),
  shownFields: ['LOGIN', 'PASSWORD', 'CAPTCHA_ANSWER'],
});

/** /mobile/login/i_am_a_not_robot/: says whether this login must answer a challenge first. */
export const captchaFx = createCall<typeof captchaSchema, { LOGIN: string }>({
  client: 'application', idempotent: 'read',
  path: '/mobile/login/i_am_a_not_robot/',
  schema: () => schemas().then((m) => m.captchaSchema),
});

/** /mobile/get-cust-datas/: the signed-in customer's profile. */
export const fetchCustomerFx = createCall<typeof customerDataSchema, { CUSTOMER: string }>({
  client: 'application', idempotent: 'read',
  path: '/mobile/get-cust-datas/',
  schema: () => schemas().then((m) => m.customerDataSchema),
});

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
