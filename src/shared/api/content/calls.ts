import { createCall } from '../create-call';
import type { headerSchema } from './shell-schemas';

// The shell makes this call at start: its schema (and valibot) loads with the HTTP layer, not in the entry. The
// footer's call is the footer's (footer-calls.ts), which loads once the router has resolved the address.
const shellSchemas = () => import(/* webpackChunkName: "shell-schemas" */ './shell-schemas');

/** The header's content client call (public-site.md §7): POST multipart with `lang`. */
export const fetchHeaderFx = createCall<typeof headerSchema>({ client: 'content', idempotent: 'read', path: '/header/', schema: () => shellSchemas().then((m) => m.headerSchema) });
