import { attach, combine, createEffect, createEvent, sample } from 'effector';
import { fetchBlogCategoryFx, fetchBlogPageFx, type ApiError, type BlogCategory, type ContentItem } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { createPageQuery } from '@/shared/model';
import { navigateFx } from '@/shared/routing';

/**
 * The blog page (public-site.md §2 "Blog"): `/blog-and-videos/` gives the featured top item, the posts,
 * the videos, the latest news and the categories; a category in the address (`/blog?category=travel`)
 * shows that category's posts from `/blog/` (an unknown category is a 404 → /notfound).
 */
export const loadBlogPageFx = attach({ effect: fetchBlogPageFx });
export const blogQuery = createPageQuery({ name: 'blogPage', effect: loadBlogPageFx });

export const loadBlogCategoryFx = attach({ effect: fetchBlogCategoryFx });
/** The posts of the address's category; no category needs no request (the page's own list is used). */
export const loadPostsFx = createEffect<{ category: string | null }, BlogCategory | null, ApiError>(({ category }) =>
  category ? loadBlogCategoryFx({ category }) : null,
);
/** Mounted with the address's category: `useGate(postsQuery.Gate, { category })`. */
export const postsQuery = createPageQuery({ name: 'blogPosts', effect: loadPostsFx });

/** The visitor picked a category in the select of narrow screens (wide screens have links); null = all. */
export const categoryChosen = createEvent<string | null>();

export const $category = postsQuery.Gate.state.map((state) => state.category ?? null);

/** The posts to show: the category's, or all of them; null while they load. */
export const $posts = combine(blogQuery.$data, postsQuery.$data, $category, (page, filtered, category): ContentItem[] | null => {
  if (category) return filtered?.data ?? null;
  return page?.data.blog.data ?? null;
});
export const $postsFailed = combine(postsQuery.$failed, $category, (failed, category) => failed && category !== null);

/** Language-free address of the blog with a category (none = every post). */
export const blogCategoryHref = (category: string | null) => (category ? `/blog?category=${encodeURIComponent(category)}` : '/blog');

sample({
  clock: categoryChosen,
  source: { lang: $lang, current: $category },
  filter: ({ current }, category) => current !== category,
  fn: ({ lang }, category) => ({ href: localizePath(blogCategoryHref(category), lang) }),
  target: navigateFx,
});

/**
 * How many posts the slider shows side by side from each breakpoint of public-site.md §9 (300, 768, 992,
 * 1200, 1600 px = the theme's xs…xl): four on wide screens.
 */
export const BLOG_SLIDES_PER_VIEW = { base: 1, xs: 1, sm: 2, md: 3, lg: 4, xl: 4 } as const;
