import type * as v from 'valibot';
import type { articleSchema, contentItemSchema, newsListSchema, newsPageSchema } from '@/shared/api/content/articles';
import { CONTENT_TEXT, findBySlug, L, slugFields } from '../../lib/content';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { NEWS_ARTICLES, NEWS_ENTRIES, NEWS_VIDEOS, type NewsEntry } from './fixtures';

/**
 * News of the content client (public-site.md §7): /news-and-videos/ (the news page), /news/ (the list
 * alone) and /news/details/ (one entry by its slug in any language; 404 when none has it).
 */
type ItemInput = v.InferInput<typeof contentItemSchema>;

export const newsItem = (entry: NewsEntry, lang: ServerLang): ItemInput => ({
  id: entry.id,
  date: entry.date,
  title: entry.title[lang],
  description: entry.description[lang],
  video_url: entry.videoUrl ?? '',
  poster: entry.poster ?? '',
  img: entry.img,
  featured: entry.featured,
  ...slugFields(entry.slug),
});

const TEXT = {
  metaTitle: L('Նորություններ և տեսանյութեր', 'News and videos', 'Новости и видео'),
  metaDescription: L(
    '«Սևան» ապահովագրական ընկերության նորությունները, նոր ծառայություններն ու օգտակար տեսանյութերը։',
    'News, new services and helpful videos from Sevan Insurance.',
    'Новости, новые услуги и полезные видео страховой компании «Севан».',
  ),
  metaKeywords: L('նորություններ, տեսանյութեր, Սևան, ապահովագրություն', 'news, videos, Sevan, insurance, Armenia', 'новости, видео, Севан, страхование, Армения'),
  news: L('Նորություններ', 'News', 'Новости'),
  newsMini: L('Ինչ նոր կա «Սևան»-ում', 'What is new at Sevan', 'Что нового в «Севан»'),
  videos: L('Տեսանյութեր', 'Videos', 'Видео'),
  videosMini: L('Կարճ և օգտակար', 'Short and useful', 'Коротко и по делу'),
};

/** Answers, also used by the stories (stories/fixtures/articles.ts). */
export const newsPageBody = (lang: ServerLang) =>
  ({
    meta_title: TEXT.metaTitle[lang],
    meta_description: TEXT.metaDescription[lang],
    meta_keywords: TEXT.metaKeywords[lang],
    data: {
      news: { title: TEXT.news[lang], mini_title: TEXT.newsMini[lang], data: NEWS_ARTICLES.map((entry) => newsItem(entry, lang)) },
      videos: { title: TEXT.videos[lang], mini_title: TEXT.videosMini[lang], data: NEWS_VIDEOS.map((entry) => newsItem(entry, lang)) },
    },
  }) satisfies v.InferInput<typeof newsPageSchema>;

export const newsListBody = (lang: ServerLang) => ({ data: NEWS_ARTICLES.map((entry) => newsItem(entry, lang)) }) satisfies v.InferInput<typeof newsListSchema>;

export const newsDetailsBody = (entry: NewsEntry, lang: ServerLang) =>
  ({
    meta_title: entry.title[lang],
    meta_description: entry.description[lang],
    meta_keywords: `${TEXT.metaKeywords[lang]}, ${entry.title[lang]}`,
    data: { ...newsItem(entry, lang), body: entry.body[lang] },
  }) satisfies v.InferInput<typeof articleSchema>;

const newsPage = publicEndpoint({
  client: 'content',
  path: '/news-and-videos/',
  title: 'News page: every news item and the videos',
  resolve: ({ lang }) => ok(newsPageBody(lang)),
});

const newsList = publicEndpoint({
  client: 'content',
  path: '/news/',
  title: 'News list (articles only, newest first)',
  resolve: ({ lang }) => ok(newsListBody(lang)),
});

const newsDetails = publicEndpoint({
  client: 'content',
  path: '/news/details/',
  title: 'One news item or video by slug (pid)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const entry = findBySlug(NEWS_ENTRIES, textField(fields, 'pid'));
    if (!entry) return notFound(CONTENT_TEXT.notFound[lang]);
    return ok(newsDetailsBody(entry, lang));
  },
});

export const newsEndpoints: readonly Endpoint[] = [newsPage, newsList, newsDetails];
