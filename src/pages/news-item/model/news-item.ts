import { attach, combine } from 'effector';
import { ARTICLE_BASE } from '@/entities/article';
import { fetchNewsItemFx, fetchNewsListFx, type ContentItem } from '@/shared/api';
import { createLocalizedPageQuery, createPageQuery } from '@/shared/model';

/**
 * A news item or video (public-site.md §2 /news/{slug}): `/news/details/` by the slug of the address
 * (the slug is translated: the page publishes its address in each language), and the latest news
 * beside it from `/news/` (a failure there only affects that column).
 */
export const LATEST_NEWS_COUNT = 3;

export const loadNewsItemFx = attach({ effect: fetchNewsItemFx, mapParams: ({ slug }: { slug: string }) => ({ pid: slug }) });
export const newsItemQuery = createLocalizedPageQuery({
  name: 'newsItem',
  base: ARTICLE_BASE.news,
  effect: loadNewsItemFx,
  entry: (page) => page.data,
});

export const loadLatestNewsFx = attach({ effect: fetchNewsListFx });
export const latestNewsQuery = createPageQuery({ name: 'latestNews', effect: loadLatestNewsFx });

/** The latest news other than the one on screen. */
export const $latestNews = combine(latestNewsQuery.$data, newsItemQuery.$data, (list, page): ContentItem[] =>
  (list?.data ?? []).filter((item) => item.id !== page?.data.id).slice(0, LATEST_NEWS_COUNT),
);
