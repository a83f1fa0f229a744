import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ContentItem, type NewsPage } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { NO_PROPS } from '@/shared/test/gates';
import { $page, $pageCount, $visibleNews, loadNewsPageFx, NEWS_PAGE_SIZE, newsPageHref, NewsListGate, newsQuery } from './news';

const item = (id: number, lang = 'en'): ContentItem => ({
  id: String(id),
  date: `2026-01-${String(30 - id).padStart(2, '0')}`,
  title: `News ${id} (${lang})`,
  description: '',
  video_url: '',
  poster: '',
  img: '',
  featured: false,
  category: '',
  charid_arm: `n${id}`,
  charid_eng: `n${id}-en`,
  charid_rus: `n${id}-ru`,
});

const page = (count: number, lang = 'en'): NewsPage => ({
  meta_title: 'News',
  meta_description: '',
  meta_keywords: '',
  data: {
    news: { title: 'News', mini_title: '', data: Array.from({ length: count }, (_, index) => item(index + 1, lang)) },
    videos: { title: 'Videos', mini_title: '', data: [] },
  },
});

describe('news page model', () => {
  it('shows nine news per page; the page comes from the address and is made valid', async () => {
    const scope = fork({ handlers: [[loadNewsPageFx, async () => page(12)]] });
    await allSettled(newsQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(NewsListGate.open, { scope, params: {} });
    expect(scope.getState($pageCount)).toBe(2);
    expect(scope.getState($visibleNews)).toHaveLength(NEWS_PAGE_SIZE);
    await allSettled(NewsListGate.open, { scope, params: { page: 2 } });
    expect(scope.getState($visibleNews).map((news) => news.id)).toEqual(['10', '11', '12']);
    await allSettled(NewsListGate.open, { scope, params: { page: 7 } });
    expect(scope.getState($page)).toBe(2);
  });

  it('changing the page does not ask the server again (the answer is the whole list)', async () => {
    const load = vi.fn(async () => page(12));
    const scope = fork({ handlers: [[loadNewsPageFx, load]] });
    await allSettled(newsQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(NewsListGate.open, { scope, params: { page: 1 } });
    await allSettled(NewsListGate.open, { scope, params: { page: 2 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an empty list is one empty page', async () => {
    const scope = fork({ handlers: [[loadNewsPageFx, async () => page(0)]] });
    await allSettled(newsQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(NewsListGate.open, { scope, params: { page: 3 } });
    expect(scope.getState($pageCount)).toBe(1);
    expect(scope.getState($page)).toBe(1);
    expect(scope.getState($visibleNews)).toEqual([]);
  });

  it('a failure can be retried; a language switch reloads in the new language', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce(page(3))
      .mockResolvedValueOnce(page(3, 'ru'));
    const scope = fork({ handlers: [[loadNewsPageFx, load]] });
    await allSettled(newsQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(newsQuery.$failed)).toBe(true);
    await allSettled(newsQuery.retried, { scope });
    expect(scope.getState($visibleNews)).toHaveLength(3);
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(scope.getState($visibleNews)[0]?.title).toBe('News 1 (ru)');
  });

  it('page addresses: page 1 has no parameter', () => {
    expect(newsPageHref(1)).toBe('/news');
    expect(newsPageHref(2)).toBe('/news?page=2');
  });
});
