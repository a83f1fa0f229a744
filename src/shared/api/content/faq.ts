import * as v from 'valibot';
import { createCall } from '../create-call';
import { id, pageMeta } from '../schemas-common';

/** FAQ of the content client (public-site.md §2 FAQ categories, §3 "FAQ: question, answer", §7). */

/** The categories of the FAQ page, in the order the spec lists them. */
export const FAQ_CATEGORIES = ['car', 'health', 'travel', 'property', 'cargo', 'responsibility', 'financial', 'other'] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number];

/** One question; `answer` is HTML (rendered with SafeHtml only). */
export const faqItemSchema = v.looseObject({
  id,
  question: v.string(),
  answer: v.string(),
});

export const faqCategorySchema = v.looseObject({
  /** One of FAQ_CATEGORIES; kept as a string so that a category added by the backend still shows. */
  charid: v.string(),
  title: v.string(),
  data: v.array(faqItemSchema),
});

/** /faq/: the FAQ page, questions grouped by category. */
export const faqPageSchema = v.looseObject({
  ...pageMeta,
  data: v.array(faqCategorySchema),
});

/** /faq/byservice/ and /faq/bygroup/: the questions about one service or one service group. */
export const faqListSchema = v.looseObject({ data: v.array(faqItemSchema) });

export type FaqItem = v.InferOutput<typeof faqItemSchema>;
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;
export type FaqPage = v.InferOutput<typeof faqPageSchema>;
export type FaqList = v.InferOutput<typeof faqListSchema>;

export const fetchFaqPageFx = createCall({ client: 'content', idempotent: 'read', path: '/faq/', schema: faqPageSchema, notFoundRedirect: true });

/**
 * Questions about a service (`pid`: its id, e.g. 101, or its charid, e.g. `appa`) or a service group
 * (`pid`: the group id of public-site.md §2, e.g. 1 or 20). These feed a block of a product page:
 * a failure (or a 404 for an unknown id) is the block's own error, not a redirect of the page.
 */
export const fetchFaqByServiceFx = createCall<typeof faqListSchema, { pid: string | number }>({
  client: 'content', idempotent: 'read',
  path: '/faq/byservice/',
  schema: faqListSchema,
});
export const fetchFaqByGroupFx = createCall<typeof faqListSchema, { pid: string | number }>({
  client: 'content', idempotent: 'read',
  path: '/faq/bygroup/',
  schema: faqListSchema,
});
