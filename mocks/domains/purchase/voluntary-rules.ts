import type { Localized, ServerLang } from '../../lib/respond';
import { addDays, addMonths, fullMonths, parseDay, startOfDay } from '../calculators/dates';
import { apkaLimitAllowed } from '../calculators/quotes/apka';
import { justCascoInsurable } from '../calculators/quotes/just-casco';
import { petAgeInsurable } from '../calculators/quotes/pets';
import { APKA_MAX_LIMIT, APKA_MIN_LIMIT } from '../calculators/tariffs/apka';
import { ASWA_PERIOD, IN_FORCE_AFTER_DAYS, type AswaPeriodRow } from '../calculators/tariffs/aswa';
import { JUST_CASCO_CAR_AGE, JUST_CASCO_MAX_COST, JUST_CASCO_THRESHOLD } from '../calculators/tariffs/just-casco';
import { PROPERTY_MAX_SUM, PROPERTY_MIN_SUM } from '../calculators/tariffs/property';
import { rowOf, type TariffRow } from '../calculators/tariffs/types';
import { money, say as calculatorSay } from '../calculators/texts';
import { dayText, text } from './rules';

/**
 * The server rules of the voluntary products' wizards (customer-portal.md §5, §9; issue 10): voluntary MTPL limit
 * 1 000 000 ֏ or more; Just CASCO only for cars worth more than 1 800 000 ֏; property and Just CASCO for 6 months
 * or 1 year, in force from day 7; pets from 2 months to 8 years. The limits are the calculators' (tariffs/*), so the
 * wizard refuses exactly what the calculator refuses. Each rule answers FIELD_NAME → message (warning_d).
 */
type Values = Record<string, unknown>;
type Warnings = Record<string, string>;

const MESSAGES = {
  startTooEarly: {
    am: 'Պայմանագիրն ուժի մեջ է մտնում {days}-րդ օրը. ամենավաղ սկիզբը՝ {date}',
    en: 'The contract comes into force on day {days}: the earliest start is {date}',
    ru: 'Договор вступает в силу на {days}-й день: самое раннее начало — {date}',
  },
  termUnknown: {
    am: 'Ընտրեք 6 ամիս կամ 1 տարի',
    en: 'Choose 6 months or 1 year',
    ru: 'Выберите 6 месяцев или 1 год',
  },
  sumRange: {
    am: 'Ապահովագրական գումարը՝ {min}-ից {max}',
    en: 'The sum insured must be from {min} to {max}',
    ru: 'Страховая сумма должна быть от {min} до {max}',
  },
  costTooHigh: {
    am: 'Ավտոմեքենայի արժեքը չի կարող գերազանցել {max}-ը',
    en: 'The car’s value cannot be more than {max}',
    ru: 'Стоимость автомобиля не может превышать {max}',
  },
  birthInFuture: {
    am: 'Ծննդյան ամսաթիվը չի կարող ապագայում լինել',
    en: 'The date of birth cannot be in the future',
    ru: 'Дата рождения не может быть в будущем',
  },
} as const satisfies Record<string, Localized>;

const say = (key: keyof typeof MESSAGES, lang: ServerLang, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce<string>((message, [name, value]) => message.replaceAll(`{${name}}`, String(value)), MESSAGES[key][lang]);

/** A number typed with spaces or commas as thousands separators; NaN when it is not one. */
export function amountOf(values: Values, name: string): number {
  const raw = text(values, name).replace(/[\s,]/g, '');
  return raw === '' ? Number.NaN : Number(raw);
}

/** The term (ASWA_PERIOD key: 1 = 1 year, 2 = 6 months), or undefined. */
export const termOf = (values: Values): AswaPeriodRow | undefined => ASWA_PERIOD.find((row) => row.key === text(values, 'PERIOD'));

/** The months of a term (the aswa terms are 12 and 6 months). */
export const monthsOf = (period: AswaPeriodRow): number => ('months' in period.term ? period.term.months : 12);

/** The first day a contract of property or Just CASCO may start: the 7th day from today. */
export const earliestStart = (today: Date) => addDays(startOfDay(today), IN_FORCE_AFTER_DAYS);

/** The last day of a contract that starts on `start` and runs `months` months. */
export const contractEnd = (start: Date, months: number) => addDays(addMonths(start, months), -1);

/** The term field: 6 months or 1 year, nothing else. */
function checkTerm(values: Values, lang: ServerLang, warnings: Warnings) {
  if (text(values, 'PERIOD') && !termOf(values)) warnings.PERIOD = say('termUnknown', lang);
}

/** The start date: not before the 7th day. */
function checkStart(values: Values, lang: ServerLang, today: Date, warnings: Warnings) {
  const start = parseDay(text(values, 'FROMDATE'));
  const earliest = earliestStart(today);
  if (start && start < earliest) warnings.FROMDATE = say('startTooEarly', lang, { days: IN_FORCE_AFTER_DAYS, date: dayText(earliest) });
}

/** Voluntary MTPL, step "search-car": the limit 1 000 000 ֏ or more (and the product's maximum). */
export function apkaWarnings(values: Values, lang: ServerLang): Warnings {
  const warnings: Warnings = {};
  const limit = amountOf(values, 'LIMIT');
  if (text(values, 'LIMIT') && !(Number.isFinite(limit) && apkaLimitAllowed(limit))) {
    warnings.LIMIT = calculatorSay('apkaLimit', lang, { min: money(APKA_MIN_LIMIT, lang), max: money(APKA_MAX_LIMIT, lang) });
  }
  checkTerm(values, lang, warnings);
  return warnings;
}

/** Just CASCO, step "search-car": a car worth more than 1 800 000 ֏; 6 months or 1 year; from day 7. */
export function justCascoWarnings(values: Values, lang: ServerLang, today = new Date()): Warnings {
  const warnings: Warnings = {};
  const cost = amountOf(values, 'CAR_COST');
  if (text(values, 'CAR_COST')) {
    if (!Number.isFinite(cost) || cost <= JUST_CASCO_THRESHOLD) warnings.CAR_COST = calculatorSay('justCascoThreshold', lang, { threshold: money(JUST_CASCO_THRESHOLD, lang) });
    else if (!justCascoInsurable(cost)) warnings.CAR_COST = say('costTooHigh', lang, { max: money(JUST_CASCO_MAX_COST, lang) });
  }
  checkTerm(values, lang, warnings);
  checkStart(values, lang, today, warnings);
  return warnings;
}

/** Property, step "property-data": the sum insured in range; 6 months or 1 year; from day 7. */
export function propertyWarnings(values: Values, lang: ServerLang, today = new Date()): Warnings {
  const warnings: Warnings = {};
  const sum = amountOf(values, 'SUM_INSURED');
  if (text(values, 'SUM_INSURED') && !(Number.isFinite(sum) && sum >= PROPERTY_MIN_SUM && sum <= PROPERTY_MAX_SUM)) {
    warnings.SUM_INSURED = say('sumRange', lang, { min: money(PROPERTY_MIN_SUM, lang), max: money(PROPERTY_MAX_SUM, lang) });
  }
  checkTerm(values, lang, warnings);
  checkStart(values, lang, today, warnings);
  return warnings;
}

/** Pets, step "pet-data": from 2 months to 8 years old on the day of the purchase. */
export function petWarnings(values: Values, lang: ServerLang, today = new Date()): Warnings {
  const warnings: Warnings = {};
  const birth = parseDay(text(values, 'PET_BIRTH_DATE'));
  if (birth && birth > startOfDay(today)) warnings.PET_BIRTH_DATE = say('birthInFuture', lang);
  else if (birth && !petAgeInsurable(fullMonths(birth, startOfDay(today)))) warnings.PET_BIRTH_DATE = calculatorSay('petAge', lang);
  return warnings;
}

/** The Just CASCO age band of a car from its year of manufacture (the register knows it; the form does not ask). */
export function carAgeBand(year: number, today = new Date()): TariffRow {
  const age = Math.max(0, today.getFullYear() - year);
  const key = age <= 3 ? '1' : age <= 7 ? '2' : age <= 12 ? '3' : '4';
  return rowOf(JUST_CASCO_CAR_AGE, key) as TariffRow;
}
