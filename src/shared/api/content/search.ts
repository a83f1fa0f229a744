import * as v from 'valibot';
import { createCall } from '../create-call';
import { id } from '../schemas-common';

/** Site search of the content client (public-site.md §2 /search, §7 /search/ with searchKeyword). */

/** Result types the product names; the backend may send others (they are listed under "More results"). */
export const SEARCH_RESULT_TYPES = ['products', 'news', 'blog', 'customers', 'faq', 'about'] as const;

export const searchResultSchema = v.looseObject({
  /** What the result is: one of SEARCH_RESULT_TYPES or a type the product does not know yet. */
  type: v.string(),
  id,
  title: v.string(),
  /** Plain text around the match (no HTML). */
  description: v.optional(v.string(), ''),
  /** A language-free site path in the request language: `/news/{slug}`, `/faq?category=car#faq-12`. */
  link: v.string(),
  date: v.optional(v.string(), ''),
});

export const searchAnswerSchema = v.looseObject({
  searchKeyword: v.string(),
  data: v.array(searchResultSchema),
});

export type SearchResult = v.InferOutput<typeof searchResultSchema>;
export type SearchAnswer = v.InferOutput<typeof searchAnswerSchema>;

export const searchSiteFx = createCall<typeof searchAnswerSchema, { searchKeyword: string }>({
  client: 'content', idempotent: 'read',
  path: '/search/',
  schema: searchAnswerSchema,
});
