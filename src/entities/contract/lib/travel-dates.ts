import { parseDateText } from '@/shared/form-engine';

/**
 * The travel step's date rules (customer-portal.md §4 "Travel dates", §5 "Travel"), as one pure function the
 * wizard calls when a field of the step changes: `travelDatesChanged({ values, field, value, today })`.
 *
 * Values are in wire format: dates DD/MM/YYYY, COVID 0/1, TRAVELDAYS_DAILY / TRAVELDAYS_BOX the chosen option's
 * unit_count in days, COUNTRY comma-joined codes (a list is read too), empty as null.
 *
 * The answer is a patch of the *other* fields the change implies. The changed field itself is in it only when
 * the rules rewrite what was typed (days 0 → empty, covid switched on for Georgia → 0). An empty patch means
 * "nothing else changes": for a half-typed date, and for a date before today (the engine's `field_rules.min`
 * shows that error; recomputing from a rejected date would spread it to the other fields).
 */
export const TRAVEL_FIELDS = ['FROMDATE', 'TODATE', 'DAYS', 'COVID', 'TRAVELDAYS_DAILY', 'TRAVELDAYS_BOX', 'COUNTRY', 'PERIOD_FROM_OPTION'] as const;
export type TravelField = (typeof TRAVEL_FIELDS)[number];

/** What the wizard may hold: wire values, or the engine's boolean / list for COVID and COUNTRY. */
export type TravelInput = string | number | boolean | readonly string[] | null | undefined;
export type TravelValues = Partial<Record<TravelField, TravelInput>>;
/** What the rules set: wire values (null = empty). */
export type TravelPatch = Partial<Record<TravelField, string | number | null>>;

/**
 * Our flag (the spec says only "sets a flag"): 1 while the period (end and days) comes from a chosen daily or
 * box option, 0 when the customer set it with days or the end date. The wizard may disable DAYS and TODATE
 * while it is 1.
 */
export const PERIOD_FLAG = 'PERIOD_FROM_OPTION' satisfies TravelField;

/** Georgia: choosing it disables covid and switches to the reduced form. */
export const REDUCED_FORM_COUNTRY = 'GE';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch day number (UTC, so no daylight-saving hour shifts the count) of a DD/MM/YYYY text, or null. */
function dayNumber(text: TravelInput): number | null {
  if (typeof text !== 'string') return null;
  const parts = parseDateText(text.trim(), 'date');
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS : null;
}

/** Epoch day number of an ISO YYYY-MM-DD (`today`); a time part is ignored. */
function isoDayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return dayNumber(`${match[3]}/${match[2]}/${match[1]}`);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** DD/MM/YYYY of an epoch day number; null past year 9999 (the format has four digits). */
function dateText(day: number): string | null {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  if (year > 9999) return null;
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(year, 4)}`;
}

/**
 * A count of days (DAYS, or an option's unit_count): a whole number ≥ 1, or null. 0 and empty are the same
 * "empty" (§5 "zero days treated as empty"); anything else unreadable is 'invalid'.
 */
function readDays(value: TravelInput): number | null | 'invalid' {
  if (value === null || value === undefined || value === false) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'invalid';
  const days = Number(text);
  return days === 0 ? null : days;
}

const isOn = (value: TravelInput) => value === true || value === 1 || value === '1';

/** The country codes of COUNTRY (comma-joined text or a list), upper-cased. */
export function countriesOf(value: TravelInput): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => String(item).trim().toUpperCase()).filter(Boolean);
}

/**
 * The reduced form of a trip to Georgia (§4): covid is disabled (and held at 0). Which other fields the reduced
 * form leaves out is the step form's business (descriptor conditions on COUNTRY); the wizard asks this to
 * disable the covid toggle.
 */
export const isReducedTravelForm = (values: TravelValues): boolean => countriesOf(values.COUNTRY).includes(REDUCED_FORM_COUNTRY);

/** The values a new travel step starts with: start tomorrow (§4), everything else empty. */
export function initialTravelValues(today: string): Required<TravelPatch> {
  const day = isoDayNumber(today);
  return {
    FROMDATE: day === null ? null : dateText(day + 1),
    TODATE: null,
    DAYS: null,
    COVID: 0,
    TRAVELDAYS_DAILY: null,
    TRAVELDAYS_BOX: null,
    COUNTRY: null,
    PERIOD_FROM_OPTION: 0,
  };
}

/** The chosen option's days (daily wins if both are somehow set), when the period comes from an option. */
function optionDays(values: TravelValues): number | null {
  for (const field of ['TRAVELDAYS_DAILY', 'TRAVELDAYS_BOX'] as const) {
    const days = readDays(values[field]);
    if (typeof days === 'number') return days;
  }
  return null;
}

/** End and days of a period of `days` days from `start` (inclusive: 1 day ends on the start day). */
function periodFrom(start: number, days: number): TravelPatch | null {
  const end = dateText(start + days - 1);
  return end === null ? null : { TODATE: end, DAYS: days };
}

/** Typing days or an end date by hand: the period no longer comes from an option, so the option goes. */
function dropOption(values: TravelValues): TravelPatch {
  const chosen = optionDays(values) !== null || isOn(values.PERIOD_FROM_OPTION);
  return chosen ? { TRAVELDAYS_DAILY: null, TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 0 } : {};
}

export interface TravelChange {
  /** The step's values before the change. */
  values: TravelValues;
  field: TravelField;
  /** The changed field's new value. */
  value: TravelInput;
  /** Today, ISO YYYY-MM-DD (the customer's calendar day). */
  today: string;
}

/** The patch the §4 rules apply after one field of the travel step changed (see the module comment). */
export function travelDatesChanged({ values, field, value, today }: TravelChange): TravelPatch {
  const todayNumber = isoDayNumber(today);
  const isPast = (day: number) => todayNumber !== null && day < todayNumber;
  const next: TravelValues = { ...values, [field]: value };

  switch (field) {
    case 'FROMDATE': {
      const start = dayNumber(value);
      if (start === null || isPast(start)) return {};
      // The option's length wins over typed days: while it is chosen the period is the option's.
      const fromOption = isOn(values.PERIOD_FROM_OPTION) ? optionDays(values) : null;
      if (fromOption !== null) return periodFrom(start, fromOption) ?? {};
      const days = readDays(values.DAYS);
      if (typeof days === 'number') {
        const period = periodFrom(start, days);
        return period ? { TODATE: period.TODATE } : {};
      }
      // Ours: no days yet but an end (typed while the start was incomplete) → days from it.
      const end = dayNumber(values.TODATE);
      return end !== null && end >= start ? { DAYS: end - start + 1 } : {};
    }
    case 'TODATE': {
      if (value === null || value === undefined || String(value).trim() === '') return { DAYS: null, ...dropOption(values) };
      const end = dayNumber(value);
      if (end === null || isPast(end)) return {};
      const start = dayNumber(values.FROMDATE);
      if (start === null) return dropOption(values);
      // An end before the start has no day count (validation reports the dates; days must not go ≤ 0).
      return { DAYS: end >= start ? end - start + 1 : null, ...dropOption(values) };
    }
    case 'DAYS': {
      const days = readDays(value);
      if (days === 'invalid') return {};
      // 0 typed (or "00") is rewritten to empty; an already empty field is left alone.
      const rewrite: TravelPatch = days === null && value !== null && value !== undefined && String(value).trim() !== '' ? { DAYS: null } : {};
      if (days === null) return { ...rewrite, TODATE: null, ...dropOption(values) };
      const start = dayNumber(values.FROMDATE);
      const period = start === null ? null : periodFrom(start, days);
      return { ...(period ? { TODATE: period.TODATE } : {}), ...dropOption(values) };
    }
    case 'TRAVELDAYS_DAILY':
    case 'TRAVELDAYS_BOX': {
      const days = readDays(value);
      // Unchosen (or unreadable): the period stays as it is, typed by hand from now on.
      if (typeof days !== 'number') return { PERIOD_FROM_OPTION: 0 };
      const other = field === 'TRAVELDAYS_DAILY' ? 'TRAVELDAYS_BOX' : 'TRAVELDAYS_DAILY';
      const start = dayNumber(values.FROMDATE);
      const period = start === null ? null : periodFrom(start, days);
      return { [other]: null, PERIOD_FROM_OPTION: 1, DAYS: days, TODATE: period ? period.TODATE : null };
    }
    case 'COVID': {
      // Covid is disabled for Georgia: a toggle that reaches us anyway is undone and clears nothing.
      if (isOn(value) && isReducedTravelForm(values)) return { COVID: 0 };
      if (isOn(value) === isOn(values.COVID)) return {};
      return { TRAVELDAYS_DAILY: null, TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 0, DAYS: null, TODATE: null };
    }
    case 'COUNTRY':
      return isReducedTravelForm(next) && isOn(values.COVID) ? { COVID: 0 } : {};
    default:
      return {};
  }
}
