import { fetchContentPageFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

/** Standalone pages made of content sections: /careers, /privacy-policy, /test (`/about/` with `page`). */
export const contentPageQuery = createPageQuery({ name: 'ContentPage', effect: fetchContentPageFx });
