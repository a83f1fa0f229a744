import type { Lang } from './lang';
import { LOCALE_TAG } from './lang';

/**
 * Numbers, money and dates per language.
 *
 * Armenian is formatted here, not by `Intl`: Chrome ships ICU data only for its own UI languages, and
 * Armenian is not one of them, so `Intl` in Chrome formats `hy` as English ("November 18, 2026",
 * "1,234.5"). Armenian conventions (CLDR `hy`): digits grouped by a no-break space, decimal comma, dates
 * "18 նոյեմբերի, 2026 թ." with the month in the genitive. English and Russian use `Intl`, which every
 * browser ships.
 */
const NBSP = '\u00a0';

/** Genitive month names, as used in dates ("18 նոյեմբերի"). */
const HY_MONTHS_GENITIVE = [
  'հունվարի',
  'փետրվարի',
  'մարտի',
  'ապրիլի',
  'մայիսի',
  'հունիսի',
  'հուլիսի',
  'օգոստոսի',
  'սեպտեմբերի',
  'հոկտեմբերի',
  'նոյեմբերի',
  'դեկտեմբերի',
] as const;

interface DigitsOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Armenian: group with no-break spaces, decimal comma (built from the locale-free en-US output). */
function formatArmenianNumber(value: number, options: DigitsOptions): string {
  const plain = new Intl.NumberFormat('en-US', { ...options, useGrouping: true }).format(value);
  return plain.replace(/[,.]/g, (separator) => (separator === ',' ? NBSP : ','));
}

function formatDigits(value: number, lang: Lang, options: DigitsOptions = {}): string {
  if (lang === 'hy') return formatArmenianNumber(value, options);
  return new Intl.NumberFormat(LOCALE_TAG[lang], options).format(value);
}

/** Amounts in Armenian drams: grouped per language, two decimals only when there are any, then ֏. */
export function formatMoney(amount: number, lang: Lang): string {
  const hasFraction = Math.round(amount * 100) % 100 !== 0;
  const number = formatDigits(amount, lang, { minimumFractionDigits: hasFraction ? 2 : 0, maximumFractionDigits: 2 });
  return `${number}${NBSP}֏`;
}

/**
 * What a number field shows while the customer types: the grouping and decimal mark of `formatNumber`
 * (`25,000,000.5` in English, `25 000 000,5` in Armenian and Russian; a plain space in an input).
 */
export function numberInputSeparators(lang: Lang): { thousandSeparator: string; decimalSeparator: string } {
  return lang === 'en' ? { thousandSeparator: ',', decimalSeparator: '.' } : { thousandSeparator: ' ', decimalSeparator: ',' };
}

export function formatNumber(value: number, lang: Lang): string {
  return formatDigits(value, lang, { maximumFractionDigits: 3 });
}

/** `2026-11-18` is that calendar day wherever the visitor is (not midnight UTC, a day earlier in the Americas). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** Dates as the spec writes them: DD/MM/YYYY, the same in every language. */
export function formatDate(value: Date | string, _lang?: Lang): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** A long, spelled-out date for content (news dates): "18 նոյեմբերի, 2026 թ.", "18 November 2026", "18 ноября 2026 г.". */
export function formatLongDate(value: Date | string, lang: Lang): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'hy') return `${date.getDate()} ${HY_MONTHS_GENITIVE[date.getMonth()]}, ${date.getFullYear()} թ.`;
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
