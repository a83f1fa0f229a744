import type { ServerLang } from '../../../lib/respond';

/** A contract term: whole months or days. */
export type Term = { months: number } | { days: number };

/** Russian plural form of a count: 1 месяц, 2 месяца, 5 месяцев. */
export function russianPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** "12 ամիս" / "12 months" / "12 месяцев"; "15 օր" / "15 days" / "15 дней". Armenian nouns stay singular after a number. */
export function termName(term: Term, lang: ServerLang): string {
  if ('months' in term) {
    const n = term.months;
    if (lang === 'am') return `${n} ամիս`;
    if (lang === 'en') return `${n} ${n === 1 ? 'month' : 'months'}`;
    return `${n} ${russianPlural(n, ['месяц', 'месяца', 'месяцев'])}`;
  }
  const n = term.days;
  if (lang === 'am') return `${n} օր`;
  if (lang === 'en') return `${n} ${n === 1 ? 'day' : 'days'}`;
  return `${n} ${russianPlural(n, ['день', 'дня', 'дней'])}`;
}

/** The last day of a term that starts on `start` (inclusive). */
export function termEnd(start: Date, term: Term): Date {
  const end = new Date(start);
  if ('months' in term) end.setMonth(end.getMonth() + term.months);
  else end.setDate(end.getDate() + term.days);
  end.setDate(end.getDate() - 1);
  return end;
}
