import { FOREIGN_CARD_COMMISSION_PERCENT } from '@/shared/config';
import type { BankOrderRecord } from '../../db/types';

/**
 * The simulated bank's card rules (docs/purchase-api.md "The bank's hosted page"): pure functions, shared by the
 * bank's endpoints (handlers.ts) and its page (mocks/bank/), so the commission the page announces before paying
 * is the one the endpoint charges.
 */

export type CardType = NonNullable<BankOrderRecord['cardType']>;

/** Digits only: the page groups the number with spaces, a pasted number may carry dashes. */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Luhn (mod 10) check of a card number given as digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card scheme from the first digits (also from a masked number: only its BIN is read); null when not accepted. */
export function cardTypeOf(pan: string): CardType | null {
  const digits = digitsOf(pan.slice(0, 6));
  if (digits.startsWith('9051')) return 'arca';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/**
 * BINs of the simulator's Armenian issuers: their Visa and Mastercard cards are processed inside the national card
 * system, like every ArCa card. Any other BIN is a card of a foreign bank (§9: +1% commission), e.g. the test
 * Mastercard 5555 5555 5555 4444. Fictional, as are the banks.
 */
export const LOCAL_BINS: readonly string[] = ['411111', '400000', '427655', '535461'];

/** The BIN (first six digits) is known, so the commission can be told. */
export const binKnown = (pan: string): boolean => digitsOf(pan).length >= 6 || /^\d{6}\*/.test(pan);

/** A card of a bank outside the national card system (§9). Reads the first six digits of a full or masked number. */
export function isForeignCard(pan: string): boolean {
  const bin = pan.replace(/[\s-]/g, '').slice(0, 6);
  if (!/^\d{6}$/.test(bin)) return false;
  return cardTypeOf(bin) !== 'arca' && !LOCAL_BINS.includes(bin);
}

/** §9: 1% of the amount for a foreign card, in whole drams (rounded half up, as the bank's statement shows it). */
export function commissionFor(amount: number, pan: string): number {
  return isForeignCard(pan) ? Math.round((amount * FOREIGN_CARD_COMMISSION_PERCENT) / 100) : 0;
}

export const COMMISSION_PERCENT = FOREIGN_CARD_COMMISSION_PERCENT;

/** What is kept of a card number: first six and last four digits (PCI DSS). */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

/** Outcomes of the documented test cards; any other accepted card is approved. */
export type CardOutcome = 'approved' | 'do-not-honour' | 'insufficient-funds' | 'three-ds' | 'processing';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
}

/** The test cards table of docs/purchase-api.md (also listed on the page's help panel). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', outcome: 'approved' },
  { number: '5555 5555 5555 4444', outcome: 'approved' },
  { number: '9051 1111 1111 1111', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'do-not-honour' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient-funds' },
  { number: '4000 0000 0000 3220', outcome: 'three-ds' },
  { number: '4000 0000 0000 0077', outcome: 'processing' },
];

/**
 * The outcome of a card by its mask: a saved card is known only masked, and the test cards' masks are distinct,
 * so a saved test card behaves as the full number did.
 */
export function outcomeOf(maskedPan: string): CardOutcome {
  return TEST_CARDS.find((card) => maskPan(digitsOf(card.number)) === maskedPan)?.outcome ?? 'approved';
}

/** The 3-D Secure code the simulated issuer accepts (the page shows it: this is a simulator). */
export const THREE_DS_CODE = '123456';
export const THREE_DS_ATTEMPTS = 3;

/** `MM/YY` that is a real month and not before this month (a card is valid through the end of its month). */
export function expiryState(value: string, now = new Date()): 'ok' | 'malformed' | 'past' {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'malformed';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'malformed';
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : 'ok';
}

/** Embossed names: Latin letters, spaces, hyphens and periods, with at least one letter. */
export const HOLDER_PATTERN = /^(?=.*[A-Za-z])[A-Za-z .-]+$/;

/** The number as the page shows it while typing: groups of four. */
export function groupPan(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A masked number grouped for reading: 4111 11•• •••• 1111. */
export function displayMask(maskedPan: string): string {
  return maskedPan.replace(/(.{4})(?=.)/g, '$1 ').replace(/\*/g, '•');
}
