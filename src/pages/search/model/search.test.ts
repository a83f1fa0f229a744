import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type SearchAnswer } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $draft, $groups, $query, $total, draftChanged, draftSubmitted, loadSearchFx, searchQuery } from './search';

const answer = (keyword: string, lang = 'en'): SearchAnswer => ({
  searchKeyword: keyword,
  data: [
    { type: 'faq', id: '1', title: `Q (${lang})`, description: '', link: '/faq?category=car#faq-1', date: '' },
    { type: 'news', id: '2', title: `N (${lang})`, description: '', link: '/news/x', date: '2026-01-01' },
  ],
});

describe('search page model', () => {
  it('searches the text of the address, normalised, and groups the results', async () => {
    const load = vi.fn(async (_: unknown, { searchKeyword }: { searchKeyword: string }) => answer(searchKeyword));
    const scope = fork({ handlers: [[loadSearchFx, load]] });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: '  casco   price ' } });
    expect(load.mock.calls.map((call) => call[1])).toEqual([{ searchKeyword: 'casco price' }]);
    expect(scope.getState($query)).toBe('casco price');
    expect(scope.getState($total)).toBe(2);
    expect(scope.getState($groups).map((group) => group.type)).toEqual(['news', 'faq']);
  });

  it('no text: no request, no results (the empty-search message)', async () => {
    const load = vi.fn();
    const scope = fork({ handlers: [[loadSearchFx, load]] });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: '' } });
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState(searchQuery.$data)).toBeNull();
    expect(scope.getState(searchQuery.$failed)).toBe(false);
    expect(scope.getState($query)).toBe('');
  });

  it('a new text in the address (a search from the header) loads new results and fills the field', async () => {
    const load = vi.fn(async (_: unknown, { searchKeyword }: { searchKeyword: string }) => answer(searchKeyword));
    const scope = fork({ handlers: [[loadSearchFx, load]] });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: 'casco' } });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: 'travel' } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState(searchQuery.$data)?.searchKeyword).toBe('travel');
    expect(scope.getState($draft)).toBe('travel');
  });

  it("the page's field navigates to /search/{text} in the current language; a blank text does nothing", async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadSearchFx, async () => answer('x')], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: '' } });
    await allSettled(draftChanged, { scope, params: '   ' });
    await allSettled(draftSubmitted, { scope });
    await allSettled(draftChanged, { scope, params: 'ԿԱՍԿՈ' });
    await allSettled(draftSubmitted, { scope });
    expect(navigations(navigate)).toEqual([{ href: `/en/search/${encodeURIComponent('ԿԱՍԿՈ')}` }]);
  });

  it('a failure can be retried; a language switch searches again in the new language', async () => {
    let fail = true;
    const load = vi.fn(async (_: unknown, { searchKeyword }: { searchKeyword: string }) => {
      if (fail) throw new ApiError({ kind: 'server-error', status: 500 });
      return answer(searchKeyword, 'ru');
    });
    const scope = fork({ handlers: [[loadSearchFx, load]] });
    await allSettled(searchQuery.Gate.open, { scope, params: { query: 'casco' } });
    expect(scope.getState(searchQuery.$failed)).toBe(true);
    fail = false;
    await allSettled(searchQuery.retried, { scope });
    expect(scope.getState(searchQuery.$failed)).toBe(false);
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(scope.getState($groups)[0]?.items[0]?.title).toBe('N (ru)');
  });
});
