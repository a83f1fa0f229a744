import { createCall } from '../create-call';
import type { customerDataSchema } from './schemas';

// The header's profile is a shell call: its schema (and valibot) loads with the HTTP layer. Sign-in and the captcha
// are the sign-in page's (sign-in-calls.ts), the client info the session's client model's (client-info.ts): not the
// shell's.
const schemas = () => import(/* webpackChunkName: "shell-schemas" */ './schemas');

/** The same call for the header's profile refresh: its failures are only logged (public-site.md §8). */
export const fetchHeaderProfileFx = createCall<typeof customerDataSchema, { CUSTOMER: string }>({
  client: 'application', idempotent: 'read',
  path: '/mobile/get-cust-datas/',
  schema: () => schemas().then((m) => m.customerDataSchema),
  silent: true,
});
