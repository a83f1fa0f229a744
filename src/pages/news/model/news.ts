import { attach, combine } from 'effector';
import { createGate } from 'effector-react';
import { fetchNewsPageFx, type ContentItem } from '@/shared/api';
import { clampPage, pageCount, pageItems } from '@/shared/lib';
import { createPageQuery } from '@/shared/model';

/**
 * The news page (public-site.md §2 /news): every news item from /news-and-videos/, nine per page, the
 * page number in the address (`/news?page=2`), and the videos. Pages are cut here: the content API
 * answers the whole list (docs/decisions/content-pages.md).
 */
export const NEWS_PAGE_SIZE = 9;

export const loadNewsPageFx = attach({ effect: fetchNewsPageFx });
export const newsQuery = createPageQuery({ name: 'newsPage', effect: loadNewsPageFx });

/** What the address asks for: `?page=`. */
export const NewsListGate = createGate<{ page?: number }>('NewsList');

export const $news = newsQuery.$data.map((page): ContentItem[] => page?.data.news.data ?? []);
export const $videos = newsQuery.$data.map((page): ContentItem[] => page?.data.videos.data ?? []);
export const $pageCount = $news.map((items) => pageCount(items.length, NEWS_PAGE_SIZE));
/** The page shown: the requested one, made valid (a page past the end shows the last). */
export const $page = combine(NewsListGate.state, $pageCount, (state, count) => clampPage(state.page ?? 1, count));
export const $visibleNews = combine($news, $page, (items, page) => pageItems(items, page, NEWS_PAGE_SIZE));

/** The address of a page of the list (language-free): page 1 has no parameter. */
export const newsPageHref = (page: number) => (page > 1 ? `/news?page=${page}` : '/news');
