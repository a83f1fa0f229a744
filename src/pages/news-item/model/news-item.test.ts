import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Article, type ContentItem, type NewsList } from '@/shared/api';
import { $pageAlternates, languageDetected } from '@/shared/i18n';
import { locationChanged, navigateFx } from '@/shared/routing';
import { NO_PROPS } from '@/shared/test/gates';
import { navigations } from '@/shared/test/navigations';
import { $latestNews, latestNewsQuery, loadLatestNewsFx, loadNewsItemFx, newsItemQuery } from './news-item';

const SLUGS = { charid_arm: 'nor-masnachyugh', charid_eng: 'new-branch', charid_rus: 'novyj-filial' };

const item = (id: string, lang = 'en'): ContentItem => ({
  id,
  date: '2026-10-27',
  title: `Item ${id} (${lang})`,
  description: '',
  video_url: '',
  poster: '',
  img: '',
  featured: false,
  category: '',
  ...(id === '2' ? SLUGS : { charid_arm: `a${id}`, charid_eng: `e${id}`, charid_rus: `r${id}` }),
});

const article = (lang = 'en'): Article => ({ meta_title: 'T', meta_description: '', meta_keywords: '', data: { ...item('2', lang), body: '<p>x</p>', category_label: '' } });
const list: NewsList = { data: ['1', '2', '3', '4', '5'].map((id) => item(id)) };

describe('news item model', () => {
  it('asks /news/details/ with the slug of the address (pid) and publishes the address in each language', async () => {
    const load = vi.fn(async () => article());
    const scope = fork({ handlers: [[loadNewsItemFx, load], [navigateFx, vi.fn()]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'new-branch' } });
    // An attached effect's mocked handler gets (source, params): the params as they go out.
    expect(load.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ pid: 'new-branch' }]);
    expect(scope.getState($pageAlternates)).toEqual({ hy: '/news/nor-masnachyugh', en: '/news/new-branch', ru: '/news/novyj-filial' });
  });

  it('switching language (the switcher goes to the localized slug) loads the same item in the new language', async () => {
    const load = vi.fn(async (_: unknown, params: { pid: string }) => (params.pid === 'novyj-filial' ? article('ru') : article('en')));
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadNewsItemFx, load], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'new-branch' } });
    // The router lands on /ru/news/novyj-filial: the language and the slug change together (the answer
    // asked for the old slug in the new language arrives after the page's new slug, and is dropped).
    const switched = allSettled(languageDetected, { scope, params: 'ru' });
    const moved = allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'novyj-filial' } });
    await Promise.all([switched, moved]);
    expect(scope.getState(newsItemQuery.$data)?.data.title).toBe('Item 2 (ru)');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("an address with another language's slug is replaced by this language's slug", async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadNewsItemFx, async () => article('ru')], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(locationChanged, { scope, params: { pathname: '/ru/news/new-branch', search: '', hash: '' } });
    await allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'new-branch' } });
    expect(navigations(navigate)).toEqual([{ href: '/ru/news/novyj-filial', replace: true }]);
  });

  it('a failure can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500 })).mockResolvedValueOnce(article());
    const scope = fork({ handlers: [[loadNewsItemFx, load], [navigateFx, vi.fn()]] });
    await allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'new-branch' } });
    expect(scope.getState(newsItemQuery.$failed)).toBe(true);
    await allSettled(newsItemQuery.retried, { scope });
    expect(scope.getState(newsItemQuery.$failed)).toBe(false);
  });

  it('the latest news leave out the item on screen, three at most; their failure is their own', async () => {
    const scope = fork({ handlers: [[loadNewsItemFx, async () => article()], [loadLatestNewsFx, async () => list], [navigateFx, vi.fn()]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(newsItemQuery.Gate.open, { scope, params: { slug: 'new-branch' } });
    await allSettled(latestNewsQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState($latestNews).map((news) => news.id)).toEqual(['1', '3', '4']);

    const failing = fork({
      handlers: [
        [loadNewsItemFx, async () => article()],
        [
          loadLatestNewsFx,
          async () => {
            throw new ApiError({ kind: 'network' });
          },
        ],
        [navigateFx, vi.fn()],
      ],
    });
    await allSettled(newsItemQuery.Gate.open, { scope: failing, params: { slug: 'new-branch' } });
    await allSettled(latestNewsQuery.Gate.open, { scope: failing, params: NO_PROPS });
    expect(scope.getState(newsItemQuery.$failed)).toBe(false);
    expect(failing.getState(latestNewsQuery.$failed)).toBe(true);
    expect(failing.getState(newsItemQuery.$data)).not.toBeNull();
  });
});
