import { i18n, type Messages } from '@lingui/core';
import type { Lang } from './lang';
import { LOCALE_TAG } from './lang';

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  hy: () => import(/* webpackChunkName: "catalog-hy" */ '@locales/hy/messages'),
  en: () => import(/* webpackChunkName: "catalog-en" */ '@locales/en/messages'),
  ru: () => import(/* webpackChunkName: "catalog-ru" */ '@locales/ru/messages'),
};

const loadedLangs = new Set<Lang>();

/** Loads (once) and activates the catalog of `lang`, and sets <html lang>. */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (!loadedLangs.has(lang)) {
    const { messages } = await loaders[lang]();
    i18n.load(lang, messages);
    loadedLangs.add(lang);
  }
  if (i18n.locale !== lang) i18n.activate(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAG[lang].slice(0, 2);
}

export { i18n };
