import type * as v from 'valibot';
import type { articleSchema, blogCategorySchema, blogPageSchema, contentItemSchema } from '@/shared/api/content/articles';
import { CONTENT_TEXT, findBySlug, L, slugFields } from '../../lib/content';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { newsItem } from '../news/handlers';
import { NEWS_ARTICLES, NEWS_VIDEOS } from '../news/fixtures';
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TOP_ID, type BlogEntry } from './fixtures';

/**
 * The blog of the content client (public-site.md §7): /blog-and-videos/ (the blog page: top item, posts,
 * videos, latest news and the category list), /blog/ (the posts of one category; none = all; an unknown
 * one is a 404) and /blog/details/ (one post by its slug in any language).
 */
type ItemInput = v.InferInput<typeof contentItemSchema>;

export const blogItem = (entry: BlogEntry, lang: ServerLang): ItemInput => ({
  id: entry.id,
  date: entry.date,
  title: entry.title[lang],
  description: entry.description[lang],
  video_url: '',
  poster: '',
  img: entry.img,
  category: entry.category,
  ...slugFields(entry.slug),
});

/** How many of the latest news the blog page shows. */
const BLOG_NEWS_COUNT = 4;

const TEXT = {
  metaTitle: L('Բլոգ՝ ապահովագրության մասին պարզ լեզվով', 'Blog: insurance in plain words', 'Блог: о страховании простыми словами'),
  metaDescription: L(
    'Խորհուրդներ ավտոմեքենայի, ճամփորդության, առողջության և տան ապահովագրության մասին «Սևան»-ի փորձագետներից։',
    'Tips on car, travel, health and home insurance from Sevan Insurance experts.',
    'Советы экспертов «Севан» о страховании автомобиля, путешествий, здоровья и дома.',
  ),
  metaKeywords: L('բլոգ, խորհուրդներ, ապահովագրություն, Սևան', 'blog, tips, insurance, Armenia, Sevan', 'блог, советы, страхование, Армения, Севан'),
  top: L('Խմբագրի ընտրությունը', 'Editor’s pick', 'Выбор редакции'),
  topMini: L('Կարդացեք առաջինը', 'Read this first', 'Прочитайте в первую очередь'),
  blog: L('Հոդվածներ', 'Articles', 'Статьи'),
  blogMini: L('Խորհուրդներ և պարզաբանումներ', 'Tips and explanations', 'Советы и разъяснения'),
  videos: L('Տեսանյութեր', 'Videos', 'Видео'),
  videosMini: L('Դիտեք և իմացեք', 'Watch and learn', 'Смотрите и узнавайте'),
  news: L('Վերջին նորությունները', 'Latest news', 'Последние новости'),
  newsMini: L('«Սևան»-ից', 'From Sevan', 'От «Севан»'),
};

const blogSection = (lang: ServerLang, posts: readonly BlogEntry[]) => ({
  title: TEXT.blog[lang],
  mini_title: TEXT.blogMini[lang],
  data: posts.map((entry) => blogItem(entry, lang)),
});

/** Answers, also used by the stories (stories/fixtures/articles.ts). */
export function blogPageBody(lang: ServerLang) {
  const top = BLOG_POSTS.filter((entry) => entry.id === BLOG_TOP_ID);
  return {
    meta_title: TEXT.metaTitle[lang],
    meta_description: TEXT.metaDescription[lang],
    meta_keywords: TEXT.metaKeywords[lang],
    category_list: BLOG_CATEGORIES.map((category) => ({ label: category.label[lang], slug: category.slug })),
    data: {
      top: { title: TEXT.top[lang], mini_title: TEXT.topMini[lang], data: top.map((entry) => blogItem(entry, lang)) },
      blog: blogSection(lang, BLOG_POSTS),
      videos: { title: TEXT.videos[lang], mini_title: TEXT.videosMini[lang], data: NEWS_VIDEOS.map((entry) => newsItem(entry, lang)) },
      news: {
        title: TEXT.news[lang],
        mini_title: TEXT.newsMini[lang],
        data: NEWS_ARTICLES.slice(0, BLOG_NEWS_COUNT).map((entry) => newsItem(entry, lang)),
      },
    },
  } satisfies v.InferInput<typeof blogPageSchema>;
}

/** The posts of a category of BLOG_CATEGORIES ('' = every post). */
export const blogCategoryBody = (slug: string, lang: ServerLang) =>
  ({
    ...blogSection(lang, slug ? BLOG_POSTS.filter((entry) => entry.category === slug) : BLOG_POSTS),
    category: slug,
  }) satisfies v.InferInput<typeof blogCategorySchema>;

export function blogDetailsBody(entry: BlogEntry, lang: ServerLang) {
  const category = BLOG_CATEGORIES.find((item) => item.slug === entry.category);
  return {
    meta_title: entry.title[lang],
    meta_description: entry.description[lang],
    meta_keywords: `${TEXT.metaKeywords[lang]}, ${category?.label[lang] ?? ''}`,
    data: { ...blogItem(entry, lang), body: entry.body[lang], category_label: category?.label[lang] ?? '' },
  } satisfies v.InferInput<typeof articleSchema>;
}

const blogPage = publicEndpoint({
  client: 'content',
  path: '/blog-and-videos/',
  title: 'Blog page: top item, posts, videos, news, categories',
  resolve: ({ lang }) => ok(blogPageBody(lang)),
});

const blogCategory = publicEndpoint({
  client: 'content',
  path: '/blog/',
  title: 'Blog posts of one category (category)',
  warningFields: ['category', 'lang'],
  resolve: ({ fields, lang }) => {
    const slug = textField(fields, 'category');
    if (slug && !BLOG_CATEGORIES.some((category) => category.slug === slug)) return notFound(CONTENT_TEXT.unknownCategory[lang]);
    return ok(blogCategoryBody(slug, lang));
  },
});

const blogDetails = publicEndpoint({
  client: 'content',
  path: '/blog/details/',
  title: 'One blog post by slug (pid)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const entry = findBySlug(BLOG_POSTS, textField(fields, 'pid'));
    if (!entry) return notFound(CONTENT_TEXT.notFound[lang]);
    return ok(blogDetailsBody(entry, lang));
  },
});

export const blogEndpoints: readonly Endpoint[] = [blogPage, blogCategory, blogDetails];
