import { i18n, type Messages } from '@lingui/core';
import type { Lang } from './lang';
import { LOCALE_TAG } from './lang';

type CatalogModule = Promise<{ messages: Messages }>;

/** The two areas of the app whose pages need different messages: public addresses and signed-in ones (/profile/…). */
export type CatalogArea = 'site' | 'portal';
type Part = 'shell' | CatalogArea;

/**
 * Three compiled catalogs per language, generated from locales/{lang}/messages.po by `npm run i18n:compile`
 * (scripts/split-catalogs.mjs): `shell` holds the messages of what renders before any page (header, dialogs' models,
 * skeletons) and is awaited before the first render; `site` the rest of what a public address can show and `portal`
 * the rest of what a signed-in address can show (a message both show is in both), loaded by the language route
 * behind the page skeleton. See docs/decisions/shell-catalog.md.
 */
const loaders: Record<Lang, Record<Part, () => CatalogModule>> = {
  hy: {
    shell: () => import(/* webpackChunkName: "catalog-hy-shell" */ '@locales/hy/shell'),
    site: () => import(/* webpackChunkName: "catalog-hy-site" */ '@locales/hy/site'),
    portal: () => import(/* webpackChunkName: "catalog-hy-portal" */ '@locales/hy/portal'),
  },
  en: {
    shell: () => import(/* webpackChunkName: "catalog-en-shell" */ '@locales/en/shell'),
    site: () => import(/* webpackChunkName: "catalog-en-site" */ '@locales/en/site'),
    portal: () => import(/* webpackChunkName: "catalog-en-portal" */ '@locales/en/portal'),
  },
  ru: {
    shell: () => import(/* webpackChunkName: "catalog-ru-shell" */ '@locales/ru/shell'),
    site: () => import(/* webpackChunkName: "catalog-ru-site" */ '@locales/ru/site'),
    portal: () => import(/* webpackChunkName: "catalog-ru-portal" */ '@locales/ru/portal'),
  },
};

/** One request per catalog: concurrent callers share it; a failed load is retried by the next caller. */
const requests = new Map<string, Promise<void>>();
function load(lang: Lang, part: Part): Promise<void> {
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
 * The areas whose messages are on screen: the language route's last one, and the signed-in area once it has been
 * visited (a toast of a portal page may still show on the public page the customer went to). A language switch and a
 * dialog's code load these.
 */
const areasShown = new Set<CatalogArea>();

/**
 * Loads (once) every message a page of `area` in `lang` can show. The language route awaits it, so a page never
 * renders before its text is in.
 */
export const loadPageMessages = (lang: Lang, area: CatalogArea): Promise<void> => {
  areasShown.add(area);
  return load(lang, area);
};

/** Resolves once the shell's messages of `lang` are here (loaded, not necessarily active). */
export const shellMessagesLoaded = (lang: Lang): Promise<void> => load(lang, 'shell');

/**
 * Fetches the page messages of `area` in `lang` without applying them: the language route's loader applies them later,
 * at once. (Applied this early, before the shell's first render, the catalog re-rendered the shell mid-way and React
 * held the page back; docs/decisions/first-page-warm.md.) A failure here is nobody's: the loader asks again.
 */
export const prefetchPageMessages = (lang: Lang, area: CatalogArea): void => {
  loaders[lang][area]().catch(() => undefined);
};

/** The parts the page on screen needs (the public one before any route has said). */
const shownParts = (): CatalogArea[] => (areasShown.size ? [...areasShown] : ['site']);

/**
 * `load` that also waits for the page messages of the language on screen: for code shown outside the language route's
 * loader (the not-found page of `/xx/…`; a dialog opened by a press before the route has loaded the catalog).
 */
export const withPageMessages =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), ...shownParts().map((area) => loadPageMessages(i18n.locale as Lang, area))]).then(([module]) => module);

/**
 * Activates `lang` and sets <html lang>. The first activation (before the first render) needs only the
 * shell's messages; switching languages later loads the page messages on screen first, so the page never
 * shows a message of the new language missing.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  const switching = Boolean(i18n.locale) && i18n.locale !== lang;
  await (switching ? Promise.all([load(lang, 'shell'), ...shownParts().map((area) => load(lang, area))]) : load(lang, 'shell'));
  if (i18n.locale !== lang) i18n.activate(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAG[lang].slice(0, 2);
}

export { i18n };
