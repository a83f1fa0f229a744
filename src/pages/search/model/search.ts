import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { searchSiteFx, type ApiError, type SearchAnswer } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { createPageQuery } from '@/shared/model';
import { navigateFx, normaliseQuery, searchHref } from '@/shared/routing';
import { groupResults } from '../lib/results';

/**
 * Search results (public-site.md §2 /search, /search/{url}): the text comes from the address, so the
 * header's search (which goes to /search/{text}) and this page's own field both just navigate, and a new
 * search on this page reloads the results. No text: the empty-search message, no request.
 */
export const loadSearchFx = attach({ effect: searchSiteFx });
export const runSearchFx = createEffect<{ query: string }, SearchAnswer | null, ApiError>(({ query }) => {
  const text = normaliseQuery(query);
  return text ? loadSearchFx({ searchKeyword: text }) : null;
});
/** Mounted with the address's text: `useGate(searchQuery.Gate, { query })`. */
export const searchQuery = createPageQuery({ name: 'search', effect: runSearchFx });

export const $query = searchQuery.Gate.state.map((state) => normaliseQuery(state.query ?? ''));
export const $groups = searchQuery.$data.map((answer) => (answer ? groupResults(answer.data) : []));
export const $total = searchQuery.$data.map((answer) => answer?.data.length ?? 0);

/** The page's own search field. */
export const draftChanged = createEvent<string>();
export const draftSubmitted = createEvent();
export const $draft = createStore('').on(draftChanged, (_, value) => value);

// The field shows the text of the address (a search from the header included).
sample({ clock: searchQuery.Gate.state, fn: (state) => state.query ?? '', target: $draft });

sample({
  clock: draftSubmitted,
  source: { draft: $draft, lang: $lang },
  filter: ({ draft }) => normaliseQuery(draft) !== '',
  fn: ({ draft, lang }) => ({ href: localizePath(searchHref(draft), lang) }),
  target: navigateFx,
});
