import { i18n, type Messages } from '@lingui/core';
import type { Lang } from './lang';
import { LOCALE_TAG } from './lang';

type CatalogModule = Promise<{ messages: Messages }>;

/**
 * Two compiled catalogs per language, both generated from locales/{lang}/messages.po by `npm run i18n:compile`
 * (scripts/split-catalogs.mjs): `shell` holds the messages of what renders before any page (header, footer,
 * dialogs, skeletons) and is awaited before the first render; `messages` is the whole catalog,
 * loaded by the language route behind the page skeleton. See docs/decisions/shell-catalog.md.
 */
const loaders: Record<Lang, Record<'shell' | 'full', () => CatalogModule>> = {
  hy: {
    shell: () => import(/* webpackChunkName: "catalog-hy-shell" */ '@locales/hy/shell'),
    full: () => import(/* webpackChunkName: "catalog-hy" */ '@locales/hy/messages'),
  },
  en: {
    shell: () => import(/* webpackChunkName: "catalog-en-shell" */ '@locales/en/shell'),
    full: () => import(/* webpackChunkName: "catalog-en" */ '@locales/en/messages'),
  },
  ru: {
    shell: () => import(/* webpackChunkName: "catalog-ru-shell" */ '@locales/ru/shell'),
    full: () => import(/* webpackChunkName: "catalog-ru" */ '@locales/ru/messages'),
  },
};

/** One request per catalog: concurrent callers share it; a failed load is retried by the next caller. */
const requests = new Map<string, Promise<void>>();
function load(lang: Lang, part: 'shell' | 'full'): Promise<void> {
  const key = `${lang}:${part}`;
  let request = requests.get(key);
  if (!request) {
    request = loaders[lang][part]().then(({ messages }) => i18n.load(lang, messages));
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * Loads (once) every message of `lang`: what pages need. The language route awaits it, so a page never
 * renders before its text is in.
 */
export const loadPageMessages = (lang: Lang): Promise<void> => load(lang, 'full');

/** Resolves once the shell's messages of `lang` are here (loaded, not necessarily active). */
export const shellMessagesLoaded = (lang: Lang): Promise<void> => load(lang, 'shell');

/**
 * Fetches the whole catalog of `lang` without applying it: the language route's loader applies it later, at once.
 * (Applied this early, before the shell's first render, the catalog re-rendered the shell mid-way and React held the
 * page back; docs/decisions/first-page-warm.md.) A failure here is nobody's: the loader asks again.
 */
export const prefetchPageMessages = (lang: Lang): void => {
  loaders[lang].full().catch(() => undefined);
};

/**
 * `load` that also waits for the whole catalog of the language on screen: for code shown outside the language
 * route's loader (the not-found page of `/xx/…`; a dialog opened by a press before the route has loaded the catalog).
 */
export const withPageMessages =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadPageMessages(i18n.locale as Lang)]).then(([module]) => module);

/**
 * Activates `lang` and sets <html lang>. The first activation (before the first render) needs only the
 * shell's messages; switching languages later loads the whole catalog first, so the page on screen never
 * shows a message of the new language missing.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  const switching = Boolean(i18n.locale) && i18n.locale !== lang;
  await (switching ? Promise.all([load(lang, 'shell'), load(lang, 'full')]) : load(lang, 'shell'));
  if (i18n.locale !== lang) i18n.activate(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAG[lang].slice(0, 2);
}

export { i18n };
