import { createPageQuery, fetchContentPageFx } from '@/shared/api';

/** Standalone pages made of content sections: /careers, /privacy-policy, /test (`/about/` with `page`). */
export const contentPageQuery = createPageQuery({ name: 'ContentPage', effect: fetchContentPageFx });
