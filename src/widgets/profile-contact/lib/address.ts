import { REQUEST_LIMITS, type Address } from '@/shared/api';

/**
 * The customer's address (docs/decisions/address-autofill.md): town and street are required and suggested by
 * /profile/data/autofill; the building a number (12, 12A, 12/3); the flat optional, up to 4 digits. The simulator
 * checks the same and that the town is one it knows.
 */
export type AddressField = keyof Address;
export type AddressProblem = 'required' | 'invalid' | 'too-long';

export const EMPTY_ADDRESS: Address = { CITY: '', STREET: '', HOUSE: '', APARTMENT: '' };
/** Fewer characters get no suggestions (the simulator answers none either). */
export const AUTOFILL_MIN_CHARS = 2;
/** Typing pauses this long before suggestions are asked for. */
export const AUTOFILL_DEBOUNCE_MS = 300;

const TEXT = /^[\p{L}\d\s.,'/-]+$/u;
const HOUSE = /^\d{1,4}[\p{L}]?(\/\d{1,4})?$/u;
const APARTMENT = /^\d{1,4}$/;

export function checkAddress(address: Address): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['CITY', 'STREET'] as const) {
    const value = address[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > REQUEST_LIMITS.address) problems[field] = 'too-long';
    else if (!TEXT.test(value)) problems[field] = 'invalid';
  }
  const house = address.HOUSE.trim();
  if (!house) problems.HOUSE = 'required';
  else if (!HOUSE.test(house)) problems.HOUSE = 'invalid';
  if (address.APARTMENT.trim() && !APARTMENT.test(address.APARTMENT.trim())) problems.APARTMENT = 'invalid';
  return problems;
}

/**
 * Whether typing `value` should ask for suggestions: enough characters, and not exactly one of the suggestions
 * shown (a suggestion was just picked: nothing more to suggest).
 */
export function wantsSuggestions(value: string, shown: readonly string[]): boolean {
  const text = value.trim();
  return text.length >= AUTOFILL_MIN_CHARS && !shown.includes(text);
}

export const addressWire = (address: Address): Record<string, string> => ({
  CITY: address.CITY.trim(),
  STREET: address.STREET.trim(),
  HOUSE: address.HOUSE.trim(),
  APARTMENT: address.APARTMENT.trim(),
});

/** One line: "Tigran Mets Avenue 12, flat 34, Yerevan" is the UI's; here the parts in order. */
export const sameAddress = (a: Address | null, b: Address | null) =>
  (a === null && b === null) || (a !== null && b !== null && (Object.keys(EMPTY_ADDRESS) as AddressField[]).every((field) => a[field].trim() === b[field].trim()));
