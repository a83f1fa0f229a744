export {
  LANGS,
  DEFAULT_LANG,
  PREFIXED_LANGS,
  LOCALE_TAG,
  isLang,
  isPrefixedLang,
  toServerLang,
  fromServerLang,
  langToParam,
  paramToLang,
  splitLangFromPath,
  localizePath,
  switchLanguageHref,
  alternatePath,
} from './lang';
export type { Lang, PrefixedLang, ServerLang, LocalizedPaths } from './lang';
export { $pageAlternates, pageAlternatesPublished, pageAlternatesCleared } from './alternates';
export { $lang, languageDetected, languageChosen, saveLanguageFx, readStoredLanguage, LANG_STORAGE_KEY } from './model';
export { activateLanguage, loadPageMessages, prefetchPageMessages, shellMessagesLoaded, withPageMessages, i18n } from './catalog';
export type { CatalogArea } from './catalog';
export { I18nLanguageProvider } from './provider';
export { formatMoney, formatNumber, formatDate, formatLongDate, numberInputSeparators } from './format';
