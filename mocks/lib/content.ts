import type { Localized, ServerLang } from './respond';

/**
 * Helpers of the content fixtures (news, blog, customer stories, FAQ): texts are written once per entry
 * as { am, en, ru } and picked per request language.
 */

/** A text in the three languages of the backend. */
export const L = (am: string, en: string, ru: string): Localized => ({ am, en, ru });

/** The three slugs of an entry, as the backend names them (`charid_arm` is the Armenian one). */
export interface SlugFields {
  charid_arm: string;
  charid_eng: string;
  charid_rus: string;
}

export const slugFields = (slug: Localized): SlugFields => ({ charid_arm: slug.am, charid_eng: slug.en, charid_rus: slug.ru });

/**
 * The entry whose slug, in any language, is `slug`. The app asks with the slug of its address; a visitor
 * who changed the language prefix by hand still gets the entry (the app then moves to the right slug).
 */
export function findBySlug<T extends { slug: Localized }>(entries: readonly T[], slug: string): T | undefined {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) return undefined;
  return entries.find((entry) => Object.values(entry.slug).some((value) => value.toLowerCase() === wanted));
}

/** Text of an HTML fragment, for search (tags removed, entities of the fixtures decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&laquo;/g, '«')
    .replace(/&raquo;/g, '»')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Newest first (ISO dates compare as text). */
export const byDateDesc = <T extends { date: string }>(a: T, b: T) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

export type { Localized, ServerLang };

/** Answers of the content pages, in the request language. */
export const CONTENT_TEXT = {
  notFound: L(
    'Նյութը չի գտնվել։ Հնարավոր է՝ այն հեռացվել է կամ հասցեն սխալ է։',
    'Nothing was found at this address. It may have been removed, or the address is wrong.',
    'Материал не найден. Возможно, он удалён или адрес указан неверно.',
  ),
  unknownCategory: L('Այսպիսի բաժին չկա։', 'There is no such category.', 'Такого раздела нет.'),
  unknownService: L('Այսպիսի ծառայություն չկա։', 'There is no such service.', 'Такой услуги нет.'),
  unknownGroup: L('Ծառայությունների այսպիսի խումբ չկա։', 'There is no such group of services.', 'Такой группы услуг нет.'),
  labelSearch: L('Որոնման տեքստ', 'Search text', 'Текст для поиска'),
} satisfies Record<string, Localized>;
