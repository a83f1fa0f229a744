import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { SEARCH_RESET_MS } from '@/shared/config';
import { $lang, localizePath } from '@/shared/i18n';
import { navigateFx, normaliseQuery, searchHref } from '@/shared/routing';

/** The header search field: submits to /search/{text}; the field clears 1500 ms later (public-site.md §9). */
export const queryChanged = createEvent<string>();
export const searchSubmitted = createEvent();

export const $query = createStore('').on(queryChanged, (_, value) => value);

const searched = sample({
  clock: searchSubmitted,
  source: { query: $query, lang: $lang },
  filter: ({ query }) => normaliseQuery(query) !== '',
});

sample({
  clock: searched,
  fn: ({ query, lang }) => ({ href: localizePath(searchHref(query), lang) }),
  target: navigateFx,
});

$query.reset(delay(searched, SEARCH_RESET_MS));
