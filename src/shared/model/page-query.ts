import { attach, createEvent, createStore, sample, type Effect, type EventCallable, type Store } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { not } from 'patronum';
import { $lang, pageAlternatesCleared, pageAlternatesPublished, type Lang, type LocalizedPaths } from '@/shared/i18n';
import type { ApiError } from '@/shared/api';

/**
 * The model of "a page that shows one content answer" (news item, FAQ, about section…), so every
 * page loads, retries and switches language the same way:
 * - the page mounts `<Gate {...params} />` (`useGate(query.Gate, params)`); opening it, changing
 *   its params, changing the language or `retried` request the data again;
 * - `$data` holds the answer for the current params; it is cleared when the params change (the page
 *   shows its skeleton, not the previous item) but kept while the language changes (no flash);
 * - an answer that arrives for params or a language that are no longer current is dropped;
 * - `$failed` is true when the last request failed for a reason the user can retry (network, 500,
 *   invalid answer). Cancelled requests and 404s (the app goes to /notfound) do not count;
 * - with `alternates`, the page's address in each language (a news item's translated slugs) is
 *   published from every answer and cleared when the page closes: the language switcher and
 *   PageMeta use it (shared/i18n/alternates.ts);
 * - `warmed(params)` starts the same load before the page has mounted (a frame that knows which screen comes next,
 *   while its own data is on its way): the Gate opening on the same params and language takes that load, in flight
 *   or done, instead of asking again. Nothing else changes without it. A warm load is forgotten when the page closes
 *   or opens on other params, and on `warmDropped` (its caller left, or moved elsewhere).
 */
export interface PageQuery<Params, Data> {
  Gate: Gate<Params>;
  $data: Store<Data | null>;
  $pending: Store<boolean>;
  $failed: Store<boolean>;
  retried: EventCallable<void>;
  /** Start the load for these params now, before the page mounts; its Gate then takes it. Ignored while it is open. */
  warmed: EventCallable<Params>;
  /** Forget a warm load not taken (the page that would have taken it is not coming). */
  warmDropped: EventCallable<void>;
  loadFx: Effect<Params, { key: string; data: Data }, ApiError>;
}

const keyOf = (params: unknown, lang: Lang) => JSON.stringify([params ?? null, lang]);

export function createPageQuery<Params extends object | void, Data>(config: {
  name: string;
  effect: Effect<Params, Data, ApiError>;
  /** The language-free path of the loaded page in each language, when it differs per language. */
  alternates?: (data: Data) => LocalizedPaths;
}): PageQuery<Params, Data> {
  const Gate = createGate<Params>({ name: config.name });
  const retried = createEvent();

  const loadFx = attach({
    source: $lang,
    effect: async (lang, params: Params) => ({ key: keyOf(params, lang), data: await config.effect(params) }),
  }) as unknown as Effect<Params, { key: string; data: Data }, ApiError>;

  const $key = createStore<string | null>(null, { serialize: 'ignore' });
  const $data = createStore<Data | null>(null, { serialize: 'ignore' });
  const $failed = createStore(false);
  const $pending = loadFx.pending;

  const warmed = createEvent<Params>();
  const warmDropped = createEvent();
  /** The key of a load started by `warmed`, until the Gate takes it (or it is forgotten). */
  const $warmKey = createStore<string | null>(null, { serialize: 'ignore' });
  const warmStarted = createEvent<Params>();
  sample({ clock: warmed, filter: not(Gate.status), target: warmStarted });
  sample({ clock: warmStarted, source: $lang, fn: (lang: Lang, params: Params) => keyOf(params, lang), target: [$warmKey, $key] });
  sample({ clock: warmStarted, target: loadFx });

  // The page opens, or its params change: on the warm load's key it takes that load; otherwise it asks.
  const paramsSet = sample({
    clock: Gate.state.updates,
    source: { warm: $warmKey, lang: $lang, open: Gate.status },
    fn: ({ warm, lang, open }, params) => ({ params, taken: open && warm !== null && warm === keyOf(params, lang) }),
  });
  const asked = sample({ clock: paramsSet, filter: ({ taken }) => !taken });
  $warmKey.reset([paramsSet, Gate.close, warmDropped]);

  sample({ clock: [asked, $lang.updates, retried], source: Gate.state, filter: Gate.status, target: loadFx });
  sample({ clock: [Gate.state.updates, $lang.updates], source: { params: Gate.state, lang: $lang }, fn: ({ params, lang }) => keyOf(params, lang), target: $key });

  // A new item: forget the previous one (the page shows its skeleton). A new language keeps it until the answer.
  $data.reset([asked, Gate.close]);
  // A warm load not taken is forgotten with its answer (the page, when it comes, asks afresh).
  sample({ clock: warmDropped, filter: not(Gate.status), fn: () => null, target: [$data, $key] });

  sample({
    clock: loadFx.doneData,
    source: $key,
    filter: (key, answer) => key === answer.key,
    fn: (_, answer) => answer.data,
    target: $data,
  });
  $failed.reset([loadFx, Gate.close]);
  sample({
    clock: loadFx.fail,
    source: Gate.state,
    filter: (current, { params, error }) =>
      error.kind !== 'cancelled' && error.kind !== 'not-found' && JSON.stringify(current ?? null) === JSON.stringify(params ?? null),
    fn: () => true,
    target: $failed,
  });

  const toAlternates = config.alternates;
  if (toAlternates) {
    sample({
      clock: $data.updates,
      filter: (data: Data | null): data is Data => data !== null,
      fn: (data: Data) => toAlternates(data),
      target: pageAlternatesPublished,
    });
    sample({ clock: Gate.close, target: pageAlternatesCleared });
  }

  return { Gate, $data, $pending, $failed, retried, warmed, warmDropped, loadFx };
}
