/** Language codes of the product and the rules that tie them to URLs and to the server. */
export const LANGS = ['hy', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hy';
/** Languages that carry a URL prefix; Armenian has none. */
export const PREFIXED_LANGS = ['en', 'ru'] as const;
export type PrefixedLang = (typeof PREFIXED_LANGS)[number];

/** What the backend calls each language: Armenian is `am` on the wire. */
export type ServerLang = 'am' | 'en' | 'ru';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

export const isPrefixedLang = (value: unknown): value is PrefixedLang =>
  typeof value === 'string' && (PREFIXED_LANGS as readonly string[]).includes(value);

export const toServerLang = (lang: Lang): ServerLang => (lang === 'hy' ? 'am' : lang);

export const fromServerLang = (value: string | undefined | null): Lang => {
  if (value === 'en' || value === 'ru') return value;
  return 'hy';
};

/** BCP 47 tags used for Intl formatting and <html lang>. */
export const LOCALE_TAG: Record<Lang, string> = { hy: 'hy-AM', en: 'en-GB', ru: 'ru-RU' };

/** The route param value of a language: undefined for Armenian (no prefix). */
export const langToParam = (lang: Lang): PrefixedLang | undefined => (lang === 'hy' ? undefined : lang);
export const paramToLang = (param: string | undefined): Lang => (isPrefixedLang(param) ? param : 'hy');

/**
 * Splits a pathname into its language and the language-free rest.
 * `/en/news` → en + `/news`; `/hy/news` → hy + `/news` (hy is accepted and made canonical by a redirect);
 * any other first segment means Armenian and stays part of the path.
 */
export function splitLangFromPath(pathname: string): { lang: Lang; rest: string; explicitHy: boolean } {
  const match = /^\/(hy|en|ru)(?=\/|$)/.exec(pathname);
  if (!match) return { lang: 'hy', rest: pathname || '/', explicitHy: false };
  const lang = match[1] as Lang;
  const rest = pathname.slice(match[0].length) || '/';
  return { lang, rest, explicitHy: lang === 'hy' };
}

/** Puts a language-free path under the prefix of `lang` (none for Armenian). */
export function localizePath(rest: string, lang: Lang): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  if (lang === 'hy') return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/**
 * A page's language-free address in each language. Most pages have one path for all three
 * (`/faq`); pages whose slug is translated (`/news/{slug}`) publish theirs (see alternates.ts).
 */
export type LocalizedPaths = Record<Lang, string>;

/** Paths compared as the user sees them: percent-decoded, without a trailing slash. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * The language-free path of the page at `rest` (shown in `current`) in `target`: the page's own
 * alternates when they describe this very address, otherwise the same path (the generic rewrite).
 * Alternates of another page (a stale value) are never used.
 */
export function alternatePath(rest: string, current: Lang, target: Lang, alternates?: LocalizedPaths | null): string {
  if (alternates && comparablePath(alternates[current]) === comparablePath(rest)) return alternates[target];
  return rest;
}

/**
 * The same page in another language: its alternate path (or the rewritten path when it has none),
 * with the query and the hash kept.
 */
export function switchLanguageHref(
  location: { pathname: string; search?: string; hash?: string },
  lang: Lang,
  alternates?: LocalizedPaths | null,
): string {
  const { lang: current, rest } = splitLangFromPath(location.pathname);
  const search = location.search ?? '';
  const hash = location.hash ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : '';
  return `${localizePath(alternatePath(rest, current, lang, alternates), lang)}${search}${hash}`;
}
