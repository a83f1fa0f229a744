import type { Lang } from './lang';
import { LOCALE_TAG } from './lang';

/** Amounts in Armenian drams: grouped per language, two decimals only when there are any, then ֏. */
export function formatMoney(amount: number, lang: Lang): string {
  const hasFraction = Math.round(amount * 100) % 100 !== 0;
  const number = new Intl.NumberFormat(LOCALE_TAG[lang], {
    minimumFractionDigits: hasFraction ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ֏`;
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_TAG[lang]).format(value);
}

/** Dates as the spec writes them: DD/MM/YYYY, the same in every language. */
export function formatDate(value: Date | string, _lang?: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** Armenian month names in the genitive, as dates use them ("16 փետրվարի"). */
const ARMENIAN_MONTHS = ['հունվարի', 'փետրվարի', 'մարտի', 'ապրիլի', 'մայիսի', 'հունիսի', 'հուլիսի', 'օգոստոսի', 'սեպտեմբերի', 'հոկտեմբերի', 'նոյեմբերի', 'դեկտեմբերի'];

/** Browsers built without Armenian locale data (some Chromium builds) silently format Armenian dates in English. */
const hasLocaleData = (tag: string) => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
};

/** `2026-11-18` is that calendar day wherever the visitor is (not midnight UTC, a day earlier in the Americas). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * A long, spelled-out date for content (news dates) in the page's language: "12 November 2026",
 * "12 ноября 2026 г.", "12 նոյեմբերի, 2026 թ." (CLDR's Armenian pattern, written out here when the
 * browser has no Armenian locale data).
 */
export function formatLongDate(value: Date | string, lang: Lang): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'hy' && !hasLocaleData(LOCALE_TAG.hy)) {
    return `${date.getDate()} ${ARMENIAN_MONTHS[date.getMonth()]}, ${date.getFullYear()} թ.`;
  }
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
