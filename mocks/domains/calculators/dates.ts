/** Calendar days of the calculators (local time, as the backend of an Armenian company counts them). */

/** DD/MM/YYYY or YYYY-MM-DD (a time part is ignored) → a local date at midnight; null when not a real date. */
export function parseDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s.*)?$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(text);
  const [d, m, y] = dmy ? [dmy[1], dmy[2], dmy[3]] : iso ? [iso[3], iso[2], iso[1]] : [];
  if (!d || !m || !y) return null;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.getFullYear() === Number(y) && date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : null;
}

/** Midnight of a day. */
export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole days from `from` to `to` (calendar days, DST-proof). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000);

/** Full months of age on `today` of someone born on `birth`. */
export function fullMonths(birth: Date, today: Date): number {
  let months = (today.getFullYear() - birth.getFullYear()) * 12 + (today.getMonth() - birth.getMonth());
  if (today.getDate() < birth.getDate()) months -= 1;
  return months;
}

export function addDays(date: Date, days: number): Date {
  const next = startOfDay(date);
  next.setDate(next.getDate() + days);
  return next;
}

export function addMonths(date: Date, months: number): Date {
  const next = startOfDay(date);
  next.setMonth(next.getMonth() + months);
  return next;
}
