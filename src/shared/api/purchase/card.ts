/**
 * A saved card as it crosses from the backend into the app (customer-portal.md §3 "Saved card", §9 "Card types
 * visa, mastercard, arca"; docs/decisions/tolerant-schemas.md, docs/decisions/trust-boundaries.md). Pure functions the
 * card schema applies once, so no screen or store ever holds what they guard against.
 */

/** The card systems the app draws a mark for; anything else is a generic card. */
export const CARD_TYPES = ['visa', 'mastercard', 'arca'] as const;
export type CardType = (typeof CARD_TYPES)[number] | 'card';

/** CARDTYPE in any spelling (`VISA`, `Master Card`, `MC`, `ArCa`) → a known system, else the generic `card`. */
export function cardTypeOf(value: unknown): CardType {
  const name = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '';
  if (name === 'visa' || name === 'visaelectron') return 'visa';
  if (name === 'mastercard' || name === 'mc' || name === 'maestro') return 'mastercard';
  if (name === 'arca') return 'arca';
  return 'card';
}

/** Characters banks use for a hidden digit. */
const HIDDEN = /[*xX•]/;

/**
 * A card number fit to show and store: a number that already hides digits is kept as it came; a full number (a
 * backend that should not, but does, send one) keeps its first 6 and last 4 digits and hides the rest with `*`
 * (`4111111111111111` → `411111******1111`, the PCI DSS display limit). Anything that is neither is hidden whole
 * except its last 4 characters.
 */
export function maskCardNumber(value: string): string {
  const text = value.trim();
  if (HIDDEN.test(text)) return text;
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{12,19}$/.test(digits)) return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  if (digits.length <= 4) return digits;
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
