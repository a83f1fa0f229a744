/**
 * How a saved card is shown (customer-portal.md §3 "Saved card"): CARDNUMBER grouped in fours, EXPDATE as MM/YY.
 * The bank stores only a masked number (411111******1111, PCI hosted-page model); masked digits are drawn as •.
 */
export const MASK_DOT = '•';

/** Characters banks use for a hidden digit. */
const MASK_CHARS = /[*xX•]/g;

/** The number as stored, without spaces or dashes, masks as •. */
const normalizedNumber = (number: string) => number.replace(/[\s-]/g, '').replace(MASK_CHARS, MASK_DOT);

/** `411111******1111` → `4111 11•• •••• 1111` (a 15- or 19-digit number is grouped in fours too, the rest last). */
export function formatCardNumber(number: string): string {
  return normalizedNumber(number).match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The last four digits, when the number shows them ("ending in 1111"); null otherwise. */
export function lastDigits(number: string): string | null {
  const tail = normalizedNumber(number).slice(-4);
  return /^\d{4}$/.test(tail) ? tail : null;
}

const EXPIRY_FORMATS: readonly RegExp[] = [
  /^(?<month>\d{2})\/(?<year>\d{2})$/, // MM/YY
  /^(?<month>\d{2})(?<year>\d{2})$/, // MMYY
  /^(?<month>\d{2})\/\d{2}(?<year>\d{2})$/, // MM/YYYY
  /^\d{2}(?<year>\d{2})-(?<month>\d{2})$/, // YYYY-MM
];

/**
 * EXPDATE as MM/YY from MM/YY, MMYY, MM/YYYY or YYYY-MM (a day after YYYY-MM, as in 2028-12-31, is ignored).
 * A text in none of these shapes, or with a month outside 01–12, is shown as it came (trimmed): better the bank's
 * text than nothing.
 */
export function formatExpiry(expiry: string): string {
  const text = expiry.trim();
  const candidate = /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 7) : text;
  for (const format of EXPIRY_FORMATS) {
    const groups = format.exec(candidate)?.groups;
    if (!groups) continue;
    const month = Number(groups.month);
    return month >= 1 && month <= 12 ? `${groups.month}/${groups.year}` : text;
  }
  return text;
}
