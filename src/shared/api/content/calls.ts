import { createCall } from '../create-call';
import { footerSchema, headerSchema } from './shell-schemas';

/** Content client calls of the app shell (public-site.md §7): POST multipart with `lang`. */
export const fetchHeaderFx = createCall({ client: 'content', path: '/header/', schema: headerSchema });
export const fetchFooterFx = createCall({ client: 'content', path: '/footer/', schema: footerSchema });
