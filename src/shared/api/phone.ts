/**
 * A phone number on the wire (customer-portal.md §5, public-site.md §3 "phone"; docs/decisions/phone-wire-format.md).
 * One implementation for every call that carries a phone and for the simulator that checks it:
 *
 * - **sent** as `+code (0xx) rest`: the field `91-234-567` leaves as `+374 (091) 234567`, and nothing leaves when the
 *   number (or the code) is empty — "sent only when code and number are both present";
 * - **read** from whatever a backend returns (`+374 (091) 234567`, `+37491234567`, `374 91 234567`, `091234567`,
 *   `91-234-567`, a number): the local number is the last 8 digits;
 * - **checked** by the backend (the simulator): exactly the wire shape, an Armenian code and a local number that
 *   does not start with 0, else a 400 `warning_d` under the phone field.
 *
 * Pure functions, no valibot: the form engine and four forms import it, the first render does not.
 */
export const PHONE_COUNTRY_CODE = '374';
export const PHONE_COUNTRY_SHORT = 'AM';
/** The local number: 8 digits, shown XX-XXX-XXX. */
export const PHONE_LOCAL_DIGITS = 8;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The local number (up to 8 digits, no dashes) of a phone in any shape; '' when there is none. */
export function readPhone(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return digitsOf(String(value)).slice(-PHONE_LOCAL_DIGITS);
}

/**
 * What a call sends for a phone field holding `local` (`91-234-567` or `91234567`): `+374 (091) 234567`, or
 * `undefined` (the key is left out) when the number or the code is empty.
 */
export function phoneToWire(local: string | null | undefined, code: string = PHONE_COUNTRY_CODE): string | undefined {
  const digits = digitsOf(local ?? '');
  const country = digitsOf(code);
  if (digits === '' || country === '') return undefined;
  return `+${country} (0${digits.slice(0, 2)}) ${digits.slice(2)}`;
}

/** The wire shape the backend accepts: `+374 (0xx) xxxxxx`, the local number not starting with 0. */
export const WIRE_PHONE_PATTERN = `^\\+${PHONE_COUNTRY_CODE} \\(0[1-9]\\d\\) \\d{6}$`;
const WIRE_PHONE = new RegExp(WIRE_PHONE_PATTERN);

/** The backend's reading of a received phone: its 8 local digits when it has exactly the wire shape, else null. */
export function parseWirePhone(value: unknown): string | null {
  if (typeof value !== 'string' || !WIRE_PHONE.test(value)) return null;
  return digitsOf(value).slice(-PHONE_LOCAL_DIGITS);
}

/** The national form of a local number, 0 and 9 digits (`091234567`): what the backend's messages ask for. */
export const nationalPhone = (local: string) => `0${digitsOf(local)}`;
