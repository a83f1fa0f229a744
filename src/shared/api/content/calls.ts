import { createCall } from '../create-call';
import type { footerSchema, headerSchema } from './shell-schemas';

// The shell makes these calls at start: their schemas (and valibot) load with the HTTP layer, not in the entry.
const shellSchemas = () => import(/* webpackChunkName: "shell-schemas" */ './shell-schemas');

/** Content client calls of the app shell (public-site.md §7): POST multipart with `lang`. */
export const fetchHeaderFx = createCall<typeof headerSchema>({ client: 'content', idempotent: 'read', path: '/header/', schema: () => shellSchemas().then((m) => m.headerSchema) });
export const fetchFooterFx = createCall<typeof footerSchema>({ client: 'content', idempotent: 'read', path: '/footer/', schema: () => shellSchemas().then((m) => m.footerSchema) });
