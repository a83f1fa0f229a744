import { PHONE_COUNTRY_CODE, PHONE_LOCAL_DIGITS, readPhone } from '@/shared/api';

/**
 * Armenian phone numbers as a field holds them (public-site.md §3 "phone", §5; customer-portal.md §5): country
 * code 374 shown as a fixed "+374" prefix, the local part typed as XX-XXX-XXX, at most the last 8 digits kept,
 * digits and dash only, at most 10 characters with dashes; invalid when it starts with 0 or is shorter than 10
 * with dashes. What is sent and read is `shared/api/phone.ts` (`+374 (0xx) rest`), one implementation for
 * every call and the simulator.
 */
export const PHONE_PREFIX = `+${PHONE_COUNTRY_CODE}`;
/** XX-XXX-XXX */
export const PHONE_MAX_LENGTH = 10;

/** Digits grouped as XX-XXX-XXX while they are typed ("912" → "91-2"). */
export function formatPhoneDigits(digits: string): string {
  const d = digits.slice(0, PHONE_LOCAL_DIGITS);
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}-${d.slice(2)}`;
  return `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The text a phone field holds after the input reported `typed` while it held `previous`:
 * - one character typed at the end: only a digit or a dash, and no ninth digit (the field is full);
 * - a paste or prefill ("+374 91 234567", "091234567"): its digits, of which the last 8 are kept;
 * - a deletion: the remaining digits, regrouped.
 */
export function nextPhoneText(previous: string, typed: string): string {
  if (typed === previous) return previous;
  const added = typed.length - previous.length;
  if (added === 1 && typed.startsWith(previous)) {
    const char = typed.slice(-1);
    if (char === '-') return previous;
    if (!/\d/.test(char)) return previous;
    const digits = digitsOf(previous) + char;
    return digits.length > PHONE_LOCAL_DIGITS ? previous : formatPhoneDigits(digits);
  }
  if (added <= 0) {
    return /^[\d-]*$/.test(typed) ? formatPhoneDigits(digitsOf(typed)) : previous;
  }
  // Several characters at once: a paste. Anything but digits, dashes, spaces, brackets and "+" is refused.
  if (!/^[\d\s()+-]*$/.test(typed)) return previous;
  return formatPhoneDigits(digitsOf(typed).slice(-PHONE_LOCAL_DIGITS));
}

/** A stored or server phone in any shape ("+374 (091) 234567", "+37491234567", "091234567") as the field shows it. */
export const phoneFromWire = (value: unknown): string => formatPhoneDigits(readPhone(value));

export type PhoneProblem = 'phone-starts-with-zero' | 'phone-too-short';

/** Validation of a filled phone field (emptiness is the `required` rule's business). */
export function checkPhone(text: string): PhoneProblem | null {
  if (text === '') return null;
  if (text.startsWith('0')) return 'phone-starts-with-zero';
  if (text.length < PHONE_MAX_LENGTH) return 'phone-too-short';
  return null;
}
