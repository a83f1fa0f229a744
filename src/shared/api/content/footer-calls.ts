import { createCall } from '../create-call';
import type { footerSchema } from './shell-schemas';

// Its own module: the footer (widgets/footer) loads once the router has resolved the address, and its call with it, not
// in the first render (docs/decisions/size-budget.md). The schema is in the shell's schema chunk.
const shellSchemas = () => import(/* webpackChunkName: "shell-schemas" */ './shell-schemas');

/** The footer's content client call (public-site.md §7): POST multipart with `lang`. */
export const fetchFooterFx = createCall<typeof footerSchema>({ client: 'content', idempotent: 'read', path: '/footer/', schema: () => shellSchemas().then((m) => m.footerSchema) });
