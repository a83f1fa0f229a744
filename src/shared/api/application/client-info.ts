import { createCall } from '../create-call';
import type { clientInfoSchema } from './schemas';

// Its own module: only the session's client model (loaded with the pages that need it) asks for it, so it stays out of
// the first render (docs/decisions/size-budget.md). The schema is in the shell's schema chunk.
const schemas = () => import(/* webpackChunkName: "shell-schemas" */ './schemas');

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
