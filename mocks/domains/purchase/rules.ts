// §5 English-only text: the one rule the app's form engine applies too.
import { checkAllowedText } from '@/shared/form-engine/server-rules';
import type { ServerLang } from '../../lib/respond';
import { addDays, daysBetween, parseDay, startOfDay } from '../calculators/dates';
import { TRAVEL_AGE, TRAVEL_MAX_TRIP_DAYS } from '../calculators/tariffs/travel';
import { COUNTRIES } from '../dictionaries/fixtures/countries';
import { say } from './messages';

/**
 * The server-side rules of the step forms (customer-portal.md §5 "Travel", "Dates"), shared by the forms'
 * `validate` (POST /api/interface/form/{id}) and the step calls, which check what they receive with the same
 * form (validateSubmission): FIELD_NAME → message.
 */
type Values = Record<string, unknown>;
type Warnings = Record<string, string>;

export const text = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};


const MAX_AGE = TRAVEL_AGE[TRAVEL_AGE.length - 1]?.to ?? 85;

/** A multi-select sent comma-joined (§5), or a list. */
export function codesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => item.trim().toUpperCase()).filter(Boolean);
}

/** Age in full years on `today`. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getFullYear() - birth.getFullYear();
  if (today.getMonth() < birth.getMonth() || (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate())) age -= 1;
  return age;
}

/** Step 4422: names and address in English, a birth date in the past (and a traveller the tariff insures). */
export function travellerWarnings(values: Values, lang: ServerLang, today = new Date()): Warnings {
  const warnings: Warnings = {};
  const notOwner = text(values, 'CUSTOMER_IS_OWNER') === '0';
  const names = ['FIRSTNAME', 'LASTNAME', ...(notOwner ? ['OWNER_FIRSTNAME', 'OWNER_LASTNAME'] : [])];
  for (const name of names) {
    const value = text(values, name);
    if (value && checkAllowedText('latin-name', value)) warnings[name] = say('latinName', lang);
  }
  const address = text(values, 'OWNER_ADDRESS');
  if (notOwner && address && checkAllowedText('latin-address', address)) warnings.OWNER_ADDRESS = say('latinAddress', lang);
  const birth = parseDay(text(values, 'BIRTHDATE'));
  if (birth && birth > startOfDay(today)) warnings.BIRTHDATE = say('birthInFuture', lang);
  else if (birth && ageOn(birth, today) > MAX_AGE) warnings.BIRTHDATE = say('tooOld', lang, { age: MAX_AGE });
  return warnings;
}

/** Step 4423: known countries, dates not before today, end not before start, days ≥ 1 and matching the dates. */
export function tripWarnings(values: Values, lang: ServerLang, today = new Date()): Warnings {
  const warnings: Warnings = {};
  const unknown = codesOf(values.COUNTRY).find((code) => !COUNTRIES.some((country) => country.code === code));
  if (unknown) warnings.COUNTRY = say('countryUnknown', lang, { code: unknown });
  const start = parseDay(text(values, 'FROMDATE'));
  const end = parseDay(text(values, 'TODATE'));
  const first = startOfDay(today);
  if (start && start < first) warnings.FROMDATE = say('dateBeforeToday', lang);
  if (end && end < first) warnings.TODATE = say('dateBeforeToday', lang);
  else if (start && end && end < start) warnings.TODATE = say('endBeforeStart', lang);
  const daysText = text(values, 'DAYS');
  // §5: zero days is treated as empty (the required check then speaks); a negative or broken number is wrong.
  if (daysText && daysText !== '0') {
    const days = Number(daysText);
    if (!Number.isInteger(days) || days < 1) warnings.DAYS = say('daysMin', lang);
    else if (days > TRAVEL_MAX_TRIP_DAYS) warnings.DAYS = say('daysMax', lang, { days: TRAVEL_MAX_TRIP_DAYS });
    else if (start && end && end >= start && daysBetween(start, end) + 1 !== days) {
      warnings.DAYS = say('daysMismatch', lang, { days: daysBetween(start, end) + 1 });
    }
  }
  if (text(values, 'TRAVELDAYS_DAILY') && text(values, 'TRAVELDAYS_BOX')) warnings.TRAVELDAYS_BOX = say('dailyAndBox', lang);
  return warnings;
}

/** DD/MM/YYYY of a date. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** §4: the start of a trip defaults to tomorrow. */
export const tomorrowText = (today = new Date()) => dayText(addDays(today, 1));
