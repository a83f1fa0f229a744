import { createEvent, createStore } from 'effector';
import type { LocalizedPaths } from './lang';

/**
 * "This page's address in each language", for pages whose path differs per language (a news item
 * is `/news/{charid_arm}`, `/en/news/{charid_eng}`, `/ru/news/{charid_rus}`).
 *
 * The page model publishes its paths once it knows them and clears them when it closes. The language
 * switcher and PageMeta (canonical, hreflang) read them through `alternatePath`, which uses them only
 * while they describe the address on screen; every other page falls back to rewriting the language
 * prefix. See docs/decisions/translated-slugs.md.
 */
export const pageAlternatesPublished = createEvent<LocalizedPaths>();
export const pageAlternatesCleared = createEvent();

export const $pageAlternates = createStore<LocalizedPaths | null>(null, { serialize: 'ignore' })
  .on(pageAlternatesPublished, (_, paths) => paths)
  .reset(pageAlternatesCleared);
