/**
 * Date entry of the dynamic forms (public-site.md §5, customer-portal.md §5): DD/MM/YYYY and
 * DD/MM/YYYY HH:mm, typed with digits and '/', separators inserted automatically, month 00 refused,
 * day 31 only in months 01, 03, 05, 07, 08, 10, 12, 30/02 never, 29/02 only in leap years.
 *
 * Everything here is pure. The model runs `nextDateText(previous, typed)` on every change of a date
 * field: what it refuses never reaches the store, so the input keeps its previous text.
 */
import { isoOfDay } from '@/shared/lib';
export type DateKind = 'date' | 'datetime';

export const DATE_PATTERN = 'DD/MM/YYYY';
export const DATETIME_PATTERN = 'DD/MM/YYYY HH:mm';
const TEMPLATE: Record<DateKind, string> = { date: DATE_PATTERN, datetime: DATETIME_PATTERN };
const SEPARATORS = new Set(['/', ' ', ':']);

/** Months that have a 31st day. */
export const LONG_MONTHS = [1, 3, 5, 7, 8, 10, 12] as const;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month; without a year February has 29 (the year may still make it 28). */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return (LONG_MONTHS as readonly number[]).includes(month) ? 31 : 30;
}

export const maxLength = (kind: DateKind) => TEMPLATE[kind].length;

const isDigit = (char: string) => char >= '0' && char <= '9';

/** Digits at `from`..`from + length` of `text`, as a number, or null while not all typed. */
function digitsAt(text: string, from: number, length: number): number | null {
  const part = text.slice(from, from + length);
  return part.length === length && [...part].every(isDigit) ? Number(part) : null;
}

/**
 * Whether a partly typed text can still become a valid date: every complete part is in range and the
 * first digit of an incomplete part can still lead to one. Years start with 1 or 2.
 */
export function isPlausiblePartial(text: string, kind: DateKind): boolean {
  const template = TEMPLATE[kind];
  if (text.length > template.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    const slot = template[index] as string;
    if (SEPARATORS.has(slot) ? char !== slot : !isDigit(char)) return false;
  }
  const at = (index: number) => (text.length > index ? Number(text[index]) : null);

  // Day: 01..31.
  const d1 = at(0);
  if (d1 !== null && d1 > 3) return false;
  const day = digitsAt(text, 0, 2);
  if (day !== null && (day < 1 || day > 31)) return false;
  // Month: 01..12, and the day must exist in it (any year: 29/02 is decided by the year).
  const m1 = at(3);
  if (m1 !== null && m1 > 1) return false;
  const month = digitsAt(text, 3, 2);
  if (month !== null && (month < 1 || month > 12)) return false;
  if (day !== null && month !== null && day > daysInMonth(month)) return false;
  // Year: 1000..2999; 29/02 only in a leap year.
  const y1 = at(6);
  if (y1 !== null && (y1 < 1 || y1 > 2)) return false;
  const year = digitsAt(text, 6, 4);
  if (year !== null && day !== null && month !== null && day > daysInMonth(month, year)) return false;
  if (kind === 'datetime') {
    const h1 = at(11);
    if (h1 !== null && h1 > 2) return false;
    const hour = digitsAt(text, 11, 2);
    if (hour !== null && hour > 23) return false;
    const min1 = at(14);
    if (min1 !== null && min1 > 5) return false;
  }
  return true;
}

/**
 * One typed character appended to `current`, or null when the rules refuse it.
 * - a digit is accepted when the text stays plausible; the next separator is then added automatically;
 * - '/' after a single day or month digit pads it ("1/" → "01/"), and so does a first digit that cannot
 *   start a two-digit day or month ("5" → "05/", "12/3" → "12/03/");
 * - typing the separator that is already there (it was inserted for you) changes nothing.
 */
export function acceptDateChar(current: string, char: string, kind: DateKind): string | null {
  const template = TEMPLATE[kind];
  const position = current.length;
  if (SEPARATORS.has(char) && position > 0 && current.endsWith(char) && SEPARATORS.has(template[position - 1] as string)) {
    return current;
  }
  if (position >= template.length) return null;
  const slot = template[position] as string;

  if (SEPARATORS.has(slot)) {
    if (char === slot) return current + char;
    if (!isDigit(char)) return null;
    return acceptDateChar(current + slot, char, kind);
  }
  if (char === '/' && (position === 1 || position === 4)) {
    const padded = `${current.slice(0, position - 1)}0${current.slice(position - 1)}/`;
    return isPlausiblePartial(padded, kind) ? padded : null;
  }
  if (!isDigit(char)) return null;
  // A first digit that cannot start a two-digit day (4-9) or month (2-9) is the whole day or month: "5" → "05/".
  if ((position === 0 && char > '3') || (position === 3 && char > '1')) {
    const padded = `${current}0${char}/`;
    return isPlausiblePartial(padded, kind) ? padded : null;
  }
  const next = current + char;
  if (!isPlausiblePartial(next, kind)) return null;
  const following = template[next.length];
  return following !== undefined && SEPARATORS.has(following) ? next + following : next;
}

/** Feeds characters one by one; null as soon as one is refused. */
export function typeDateText(start: string, chars: string, kind: DateKind): string | null {
  let text: string | null = start;
  for (const char of chars) {
    text = acceptDateChar(text, char, kind);
    if (text === null) return null;
  }
  return text;
}

const allowedChars = (kind: DateKind) => (kind === 'date' ? /^[\d/]*$/ : /^[\d/ :]*$/);

/**
 * The text a date field holds after the input reported `typed` while it held `previous`:
 * - typing or pasting at the end: the new characters go through `acceptDateChar`; if any is refused,
 *   the field keeps `previous`;
 * - deleting (the text got shorter): accepted as it is, as long as it holds only digits and separators
 *   (a half-deleted date is then reported by validation, not blocked);
 * - an insertion in the middle: the digits are typed again from the start; refused → `previous`.
 */
export function nextDateText(previous: string, typed: string, kind: DateKind): string {
  if (typed === previous) return previous;
  if (typed.length < previous.length) return allowedChars(kind).test(typed) ? typed : previous;
  if (typed.startsWith(previous)) return typeDateText(previous, typed.slice(previous.length), kind) ?? previous;
  const digits = typed.replace(/[/ :]/g, '');
  return typeDateText('', digits, kind) ?? previous;
}

export interface DateParts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

/** A complete DD/MM/YYYY (or DD/MM/YYYY HH:mm) text that is a real date, or null. */
export function parseDateText(text: string, kind: DateKind): DateParts | null {
  const match = (kind === 'date' ? /^(\d{2})\/(\d{2})\/(\d{4})$/ : /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/).exec(text);
  if (!match) return null;
  const [day, month, year, hour = 0, minute = 0] = match.slice(1).map(Number) as [number, number, number, number?, number?];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  if (hour > 23 || minute > 59) return null;
  return { day, month, year, hour, minute };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** YYYY-MM-DD of a complete date text, or null. */
export function toIsoDate(text: string, kind: DateKind = 'date'): string | null {
  const parts = parseDateText(kind === 'datetime' ? text : text.slice(0, 10), kind);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

/** DD/MM/YYYY of a YYYY-MM-DD (time part ignored). */
export function fromIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * A value from the server (or a prefill) as the field shows it: DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD,
 * YYYY-MM-DDTHH:mm(:ss) or YYYY-MM-DD HH:mm are understood; anything else gives ''.
 */
export function normalizeDateValue(value: unknown, kind: DateKind): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(text);
  const local = /^(\d{2})[/.](\d{2})[/.](\d{4})(?: (\d{2}):(\d{2}))?/.exec(text);
  let candidate = '';
  if (iso) candidate = `${iso[3]}/${iso[2]}/${iso[1]}${kind === 'datetime' ? ` ${iso[4] ?? '00'}:${iso[5] ?? '00'}` : ''}`;
  else if (local) candidate = `${local[1]}/${local[2]}/${local[3]}${kind === 'datetime' ? ` ${local[4] ?? '00'}:${local[5] ?? '00'}` : ''}`;
  return parseDateText(candidate, kind) ? candidate : '';
}

/**
 * `field_rules.min` as an ISO day: `today`, `today+N` / `today-N` (days), DD/MM/YYYY or YYYY-MM-DD.
 * Anything else means no minimum.
 */
export function resolveMinDate(min: string | null | undefined, today: Date): string | null {
  if (!min) return null;
  const text = min.trim().toLowerCase();
  const relative = /^today(?:\s*([+-])\s*(\d{1,4}))?$/.exec(text);
  if (relative) {
    const offset = relative[2] ? Number(relative[2]) * (relative[1] === '-' ? -1 : 1) : 0;
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
    return isoOfDay(day);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return normalizeDateValue(text, 'date') ? text : null;
  return toIsoDate(text);
}

/** Whether a complete date text lies before the minimum day (ISO). Incomplete texts are not compared. */
export function isBeforeMin(text: string, minIso: string | null): boolean {
  if (!minIso) return false;
  const iso = toIsoDate(text.slice(0, 10));
  return iso !== null && iso < minIso;
}

/** HH:mm, 00:00..23:59. */
export const isValidTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
