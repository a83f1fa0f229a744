import { calculatorOf } from '@/shared/config';
import { addDays, daysBetween } from '../dates';
import { termName } from '../tariffs/terms';
import {
  BOX,
  TRAVEL_AGE,
  TRAVEL_BOX,
  TRAVEL_COVER,
  TRAVEL_DAILY_RATES,
  TRAVEL_MAX_TRIP_DAYS,
  TRAVEL_SUPPORT_DAILY,
  TRAVEL_SUPPORT_LIMIT,
  TRAVEL_SUPPORT_MAX_DAYS,
  TRAVEL_VARIANT,
  TRAVEL_ZONE,
} from '../tariffs/travel';
import { bandOf, type TariffRow } from '../tariffs/types';
import { day, money, say } from '../texts';
import { calculator, drams } from './calculator';

const MAX_AGE = TRAVEL_AGE[TRAVEL_AGE.length - 1]?.to ?? 85;

interface TravelCommon {
  zone: TariffRow;
  cover: TariffRow;
  age: number;
  start: Date;
}
export type TravelInput = (TravelCommon & { variant: 'daily'; days: number }) | (TravelCommon & { variant: 'box'; box: TariffRow });

/** Days of a trip from its first to its last day, both included. */
export const tripDays = (start: Date, end: Date) => daysBetween(start, end) + 1;

const dailyRate = (zone: TariffRow, cover: TariffRow) => TRAVEL_DAILY_RATES[zone.key]?.[cover.key] ?? Number.NaN;
const ageFactor = (age: number) => bandOf(TRAVEL_AGE, age)?.factor ?? Number.NaN;

/** daily: rate × days; box: rate × days of the box × its per-day share; both × the age factor. */
export function travelPremium(input: TravelInput): number {
  const rate = dailyRate(input.zone, input.cover) * ageFactor(input.age);
  if (input.variant === 'daily') return drams(rate * input.days);
  return drams(rate * Number(input.box.key) * input.box.factor);
}

export const travelCalculator = calculator<TravelInput>({
  path: calculatorOf('travel').calcPath,
  title: 'Travel abroad premium (daily or box)',
  warningFields: ['START_DATE', 'ZONE'],
  read: (r, today) => {
    const variant = r.choice('VARIANT', TRAVEL_VARIANT);
    const zone = r.choice('ZONE', TRAVEL_ZONE);
    const cover = r.choice('MEDICAL_COVER', TRAVEL_COVER);
    const age = r.age('AGE', 0, MAX_AGE);
    const start = r.date('START_DATE', { notBefore: today });
    if (variant?.key === BOX) {
      const box = r.choice('BOX_DAYS', TRAVEL_BOX);
      if (r.failed || !zone || !cover || age === undefined || !start || !box) return undefined;
      return { variant: 'box', zone, cover, age, start, box };
    }
    const end = variant ? r.date('END_DATE', { notBefore: today }) : undefined;
    const days = start && end ? tripDays(start, end) : undefined;
    if (days !== undefined && days < 1) r.warn('END_DATE', 'endBeforeStart');
    if (days !== undefined && days > TRAVEL_MAX_TRIP_DAYS) r.warn('END_DATE', 'tripTooLong', { days: TRAVEL_MAX_TRIP_DAYS });
    if (r.failed || !variant || !zone || !cover || age === undefined || !start || days === undefined) return undefined;
    return { variant: 'daily', zone, cover, age, start, days };
  },
  quote: (input) => ({
    premium: travelPremium(input),
    amount: input.cover.factor,
    describe: (lang) =>
      input.variant === 'daily'
        ? say('travelDailyText', lang, {
            zone: input.zone.name[lang],
            start: day(input.start),
            end: day(addDays(input.start, input.days - 1)),
            days: termName({ days: input.days }, lang),
            amount: money(input.cover.factor, lang),
          })
        : say('travelBoxText', lang, {
            zone: input.zone.name[lang],
            start: day(input.start),
            days: termName({ days: Number(input.box.key) }, lang),
            amount: money(input.cover.factor, lang),
          }),
  }),
});

export interface TravelSupportInput {
  zone: TariffRow;
  days: number;
}

export const travelSupportPremium = (input: TravelSupportInput) => drams((TRAVEL_SUPPORT_DAILY[input.zone.key] ?? Number.NaN) * input.days);

export const travelSupportCalculator = calculator<TravelSupportInput>({
  path: '/product/travel_support/calc',
  title: 'Travel support (assistance) premium',
  warningFields: ['DAYS', 'ZONE'],
  read: (r) => {
    const zone = r.choice('ZONE', TRAVEL_ZONE);
    const days = r.number('DAYS', { min: 1, max: TRAVEL_SUPPORT_MAX_DAYS });
    if (days !== undefined && !Number.isInteger(days)) r.warn('DAYS', 'notANumber');
    if (r.failed || !zone || days === undefined) return undefined;
    return { zone, days };
  },
  quote: (input) => ({
    premium: travelSupportPremium(input),
    amount: TRAVEL_SUPPORT_LIMIT,
    describe: (lang) =>
      say('travelSupportText', lang, { days: termName({ days: input.days }, lang), zone: input.zone.name[lang], amount: money(TRAVEL_SUPPORT_LIMIT, lang) }),
  }),
});
