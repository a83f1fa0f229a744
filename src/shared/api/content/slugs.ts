import type { Lang, LocalizedPaths } from '@/shared/i18n';

/**
 * The addresses of a content entry whose slug is translated (news, blog posts, videos, customer stories): one slug
 * per language (`charid_arm`, `charid_eng`, `charid_rus`), its address `{href}/{slug of the page's language}`.
 * Without the calls of articles.ts: every page query (shared/model) reads these, and a module's effects are made
 * when it is evaluated (docs/decisions/calls-by-screen.md).
 */

/** The three slugs of an entry (hy is `charid_arm`). */
export interface LocalizedSlugs {
  charid_arm: string;
  charid_eng: string;
  charid_rus: string;
}

const SLUG_FIELD = { hy: 'charid_arm', en: 'charid_eng', ru: 'charid_rus' } as const satisfies Record<Lang, keyof LocalizedSlugs>;

/** The entry's slug in `lang`. */
export const slugOf = (item: LocalizedSlugs, lang: Lang): string => item[SLUG_FIELD[lang]];

/** The entry's language-free address in each language: `{base}/{slug}` (`/news/cmtpl-online-24-7`). */
export function localizedPaths(base: string, item: LocalizedSlugs): LocalizedPaths {
  const path = (lang: Lang) => `${base.replace(/\/+$/, '')}/${encodeURIComponent(slugOf(item, lang))}`;
  return { hy: path('hy'), en: path('en'), ru: path('ru') };
}
