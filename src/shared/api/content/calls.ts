import { createCall } from '../create-call';
import { footerSchema, headerSchema, homeSchema, subscribeResultSchema } from './schemas';

/** Content client calls (public-site.md §7): POST multipart with `lang`. Page reads 404 → /notfound. */
export const fetchHeaderFx = createCall({ client: 'content', path: '/header/', schema: headerSchema });
export const fetchFooterFx = createCall({ client: 'content', path: '/footer/', schema: footerSchema });
export const fetchHomeFx = createCall({ client: 'content', path: '/home/', schema: homeSchema, notFoundRedirect: true });
/** E-mail subscription of the home page. The spec shows no call for it: see docs/decisions.md. */
export const subscribeFx = createCall<typeof subscribeResultSchema, { email: string }>({
  client: 'content',
  path: '/subscribe/',
  schema: subscribeResultSchema,
});
