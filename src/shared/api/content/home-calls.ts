import { createCall } from '../create-call';
import { homeSchema, subscribeResultSchema } from './schemas';
import { apiPathOf } from '@/shared/config/api-table';

/** The home page's content (public-site.md §2, §7). Page reads 404 → /notfound. */
export const fetchHomeFx = createCall({ client: 'content', idempotent: 'read', path: '/home/', schema: homeSchema, notFoundRedirect: true });
/** E-mail subscription of the home page. The spec shows no call for it: see docs/decisions/home-page.md. */
export const subscribeFx = createCall<typeof subscribeResultSchema, { email: string }>({
  client: 'content',
  path: apiPathOf('content.subscribe'),
  schema: subscribeResultSchema,
  shownFields: ['email'],
});
