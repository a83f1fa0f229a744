import { attach } from 'effector';
import { ARTICLE_BASE } from '@/entities/article';
import { fetchBlogPostFx } from '@/shared/api';
import { createLocalizedPageQuery } from '@/shared/model';

/** A blog post (public-site.md §2 /blog/{slug}): `/blog/details/` by the translated slug of the address. */
export const loadBlogPostFx = attach({ effect: fetchBlogPostFx, mapParams: ({ slug }: { slug: string }) => ({ pid: slug }) });
export const blogPostQuery = createLocalizedPageQuery({
  name: 'blogPost',
  base: ARTICLE_BASE.blog,
  effect: loadBlogPostFx,
  entry: (page) => page.data,
});
