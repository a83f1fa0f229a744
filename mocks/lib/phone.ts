import { parseWirePhone, PHONE_COUNTRY_CODE } from '@/shared/api/phone';
import { messageTable, type ServerLang } from './respond';

/**
 * The backend's phone check, one for every domain (docs/decisions/phone-wire-format.md): a phone arrives exactly
 * as `+374 (0xx) xxxxxx` (shared/api/phone.ts, the app's serialiser) or is refused with a 400 `warning_d` under
 * the phone field, in the 9-digit message set of customer-portal.md §5 ("0xxxxxxxx"). The db keeps phones as
 * `+374` and the 8 local digits (`+37491234567`), a shape the app's reader accepts too.
 */
const say = messageTable({
  phoneFormat: {
    am: 'Մուտքագրեք 9 թվանշանից բաղկացած հայաստանյան համար՝ 0xxxxxxxx ձևաչափով',
    en: 'Enter a 9-digit Armenian number in the 0xxxxxxxx format',
    ru: 'Введите армянский номер из 9 цифр в формате 0xxxxxxxx',
  },
});

/** The 9-digit message under a phone field that did not arrive in the wire shape. */
export const phoneFormatMessage = (lang: ServerLang) => say('phoneFormat', lang);

/** A phone as the db keeps it: `+374` and the 8 local digits. */
export const storedPhone = (local: string) => `+${PHONE_COUNTRY_CODE}${local}`;

/** A phone already checked (a validated step's field) as the db keeps it; '' when it is not in the wire shape. */
export function storedPhoneOf(sent: unknown): string {
  const local = parseWirePhone(sent);
  return local === null ? '' : storedPhone(local);
}

export type PhoneReading = { status: 'empty' } | { status: 'invalid'; message: string } | { status: 'ok'; phone: string };

/** The phone field `name` of a request: absent or blank, refused (with the message), or the number as the db keeps it. */
export function readPhoneField(fields: Record<string, unknown>, name: string, lang: ServerLang): PhoneReading {
  const sent = fields[name];
  if (sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '')) return { status: 'empty' };
  const local = parseWirePhone(sent);
  return local === null ? { status: 'invalid', message: phoneFormatMessage(lang) } : { status: 'ok', phone: storedPhone(local) };
}
