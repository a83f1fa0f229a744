import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $query, queryChanged, searchSubmitted } from './search';

describe('the header search', () => {
  it.each([
    ['  car   insurance \n', 'en', [{ href: '/en/search/car%20insurance' }]],
    ['ԿԱՍԿՈ', 'hy', [{ href: `/search/${encodeURIComponent('ԿԱՍԿՈ')}` }]],
    ['x'.repeat(150), 'ru', [{ href: `/ru/search/${'x'.repeat(100)}` }]],
    ['   ', 'en', []],
  ] as const)('"%s" in %s goes where the search page would (one normalisation)', async (typed, lang, expected) => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: lang });
    await allSettled(queryChanged, { scope, params: typed });
    await allSettled(searchSubmitted, { scope });
    expect(navigations(navigate)).toEqual(expected);
    // A search clears the field (1500 ms later, §9: allSettled waits for it); nothing searched keeps what was typed.
    expect(scope.getState($query)).toBe(expected.length ? '' : typed);
  });
});
