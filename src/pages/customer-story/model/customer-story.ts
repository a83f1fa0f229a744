import { attach } from 'effector';
import { ARTICLE_BASE } from '@/entities/article';
import { fetchCustomerStoryFx } from '@/shared/api';
import { createLocalizedPageQuery } from '@/shared/model';

/** One customer story (public-site.md §2 /customers/{slug}): `/customers/details/` by the translated slug. */
export const loadCustomerStoryFx = attach({ effect: fetchCustomerStoryFx, mapParams: ({ slug }: { slug: string }) => ({ cid: slug }) });
export const customerStoryQuery = createLocalizedPageQuery({
  name: 'customerStory',
  base: ARTICLE_BASE.customers,
  effect: loadCustomerStoryFx,
  entry: (page) => page.data,
});
