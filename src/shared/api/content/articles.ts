import * as v from 'valibot';
import { createCall } from '../create-call';
import { id, pageMeta, text } from '../schemas-common';

/**
 * News, blog posts, videos and customer stories of the content client (public-site.md §3 "news item",
 * "blog response"; §7). The shapes the spec leaves open are in docs/decisions/content-api-shapes.md.
 *
 * Every entry has one slug per language (`charid_arm`, `charid_eng`, `charid_rus`): its address is
 * `{href}/{slug of the page's language}` (slugs.ts).
 */

export const localizedSlugsSchema = v.looseObject({
  charid_arm: v.string(),
  charid_eng: v.string(),
  charid_rus: v.string(),
});

/** A news item, blog post or video: the item fields of the blog response plus an id. */
export const contentItemSchema = v.looseObject({
  ...localizedSlugsSchema.entries,
  id,
  date: v.string(),
  title: v.string(),
  description: text,
  /** A video's page (YouTube, Vimeo…); empty for articles. */
  video_url: text,
  poster: text,
  img: text,
  featured: v.optional(v.boolean(), false),
  /** Blog posts: the slug of their category (category_list). */
  category: text,
});

/** A block of items with its heading (blog response: top, blog, videos, news). */
export const articleSectionSchema = v.looseObject({
  title: text,
  mini_title: text,
  data: v.array(contentItemSchema),
});


/** The body of one article: sanitised HTML, rendered with SafeHtml only. */
export const contentDetailsSchema = v.looseObject({
  ...contentItemSchema.entries,
  body: v.string(),
  category_label: text,
});

/** /news-and-videos/: the news page (every news item, newest first, and the videos). */
export const newsPageSchema = v.looseObject({
  ...pageMeta,
  data: v.looseObject({ news: articleSectionSchema, videos: articleSectionSchema }),
});

/** /news/: the news list alone, newest first (blocks such as "latest news"). */
export const newsListSchema = v.looseObject({ data: v.array(contentItemSchema) });

/** /news/details/ and /blog/details/: one article with the metadata of its page. */
export const articleSchema = v.looseObject({ ...pageMeta, data: contentDetailsSchema });

/** /blog-and-videos/: the blog response of public-site.md §3. */
export const blogPageSchema = v.looseObject({
  ...pageMeta,
  category_list: v.array(v.looseObject({ label: v.string(), slug: v.string() })),
  data: v.looseObject({
    top: articleSectionSchema,
    blog: articleSectionSchema,
    videos: articleSectionSchema,
    news: articleSectionSchema,
  }),
});

/** /blog/ with a category: the blog block of that category. */
export const blogCategorySchema = v.looseObject({
  ...articleSectionSchema.entries,
  category: v.string(),
});

/** A customer story (a company insured by us, and what happened). */
export const customerStorySchema = v.looseObject({
  ...localizedSlugsSchema.entries,
  id,
  company: v.string(),
  industry: text,
  logo: text,
  img: text,
  title: v.string(),
  description: text,
  date: text,
});

/** /customers/: the customer stories page. */
export const customersPageSchema = v.looseObject({
  ...pageMeta,
  title: v.string(),
  description: text,
  data: v.array(customerStorySchema),
});

/** /customers/details/: one story, with its HTML body, the customer's words and the covers used. */
export const customerStoryPageSchema = v.looseObject({
  ...pageMeta,
  data: v.looseObject({
    ...customerStorySchema.entries,
    body: v.string(),
    quote: v.optional(v.looseObject({ text: v.string(), author: v.string(), position: text })),
    services: v.optional(v.array(v.looseObject({ title: v.string(), link: v.string() })), []),
  }),
});

export type ContentItem = v.InferOutput<typeof contentItemSchema>;
export type ArticleSection = v.InferOutput<typeof articleSectionSchema>;
export type ContentDetails = v.InferOutput<typeof contentDetailsSchema>;
export type NewsPage = v.InferOutput<typeof newsPageSchema>;
export type NewsList = v.InferOutput<typeof newsListSchema>;
export type Article = v.InferOutput<typeof articleSchema>;
export type BlogPage = v.InferOutput<typeof blogPageSchema>;
export type BlogCategory = v.InferOutput<typeof blogCategorySchema>;
export type CustomerStory = v.InferOutput<typeof customerStorySchema>;
export type CustomersPage = v.InferOutput<typeof customersPageSchema>;
export type CustomerStoryPage = v.InferOutput<typeof customerStoryPageSchema>;

// Calls. Page reads go to /notfound on a 404 (an unknown slug or category).

export const fetchNewsPageFx = createCall({ client: 'content', idempotent: 'read', path: '/news-and-videos/', schema: newsPageSchema, notFoundRedirect: true });
/** A secondary block (the "latest news" beside an article): its failure must not leave the page. */
export const fetchNewsListFx = createCall({ client: 'content', idempotent: 'read', path: '/news/', schema: newsListSchema });
/** `pid`: the item's slug in any of the three languages. */
export const fetchNewsItemFx = createCall<typeof articleSchema, { pid: string }>({
  client: 'content', idempotent: 'read',
  path: '/news/details/',
  schema: articleSchema,
  notFoundRedirect: true,
});

export const fetchBlogPageFx = createCall({ client: 'content', idempotent: 'read', path: '/blog-and-videos/', schema: blogPageSchema, notFoundRedirect: true });
/** `category`: a slug of category_list; an unknown one is a 404. */
export const fetchBlogCategoryFx = createCall<typeof blogCategorySchema, { category: string }>({
  client: 'content', idempotent: 'read',
  path: '/blog/',
  schema: blogCategorySchema,
  notFoundRedirect: true,
});
export const fetchBlogPostFx = createCall<typeof articleSchema, { pid: string }>({
  client: 'content', idempotent: 'read',
  path: '/blog/details/',
  schema: articleSchema,
  notFoundRedirect: true,
});

export const fetchCustomersPageFx = createCall({ client: 'content', idempotent: 'read', path: '/customers/', schema: customersPageSchema, notFoundRedirect: true });
/** `cid`: the story's slug in any of the three languages. */
export const fetchCustomerStoryFx = createCall<typeof customerStoryPageSchema, { cid: string }>({
  client: 'content', idempotent: 'read',
  path: '/customers/details/',
  schema: customerStoryPageSchema,
  notFoundRedirect: true,
});
