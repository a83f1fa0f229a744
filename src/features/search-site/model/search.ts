import { createEffect, createEvent, createStore, sample } from 'effector';
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

// One timer instead of patronum's `delay`: this model renders before the first paint, where patronum's delay module
// cost 0.4 KB gzip of the shell's budget (docs/decisions/size-budget.md).
const clearLaterFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, SEARCH_RESET_MS)));
sample({ clock: searched, target: clearLaterFx });
$query.reset(clearLaterFx.done);
