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

/** A long, spelled-out date for content (news dates): "12 November 2026" in the page's language. */
export function formatLongDate(value: Date | string, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
