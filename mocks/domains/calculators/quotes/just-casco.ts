import { calculatorOf } from '@/shared/config';
import { addDays } from '../dates';
import { ASWA_PERIOD, IN_FORCE_AFTER_DAYS, type AswaPeriodRow } from '../tariffs/aswa';
import { JUST_CASCO_CAR_AGE, JUST_CASCO_MAX_COST, JUST_CASCO_MIN_PREMIUM, JUST_CASCO_THRESHOLD } from '../tariffs/just-casco';
import { termName } from '../tariffs/terms';
import type { TariffRow } from '../tariffs/types';
import { day, money, say } from '../texts';
import { calculator, drams } from './calculator';

export interface JustCascoInput {
  cost: number;
  carAge: TariffRow;
  period: AswaPeriodRow;
}

/** Only cars worth more than 1 800 000 ֏ (public-site.md §9). */
export const justCascoInsurable = (cost: number) => cost > JUST_CASCO_THRESHOLD && cost <= JUST_CASCO_MAX_COST;

export function justCascoPremium(input: JustCascoInput): number {
  return drams(Math.max(JUST_CASCO_MIN_PREMIUM, input.cost * input.carAge.factor * input.period.factor));
}

/** What the company pays at most: the repair costs above the threshold, up to the car's value. */
export const justCascoCover = (cost: number) => cost - JUST_CASCO_THRESHOLD;

export const justCascoCalculator = calculator<JustCascoInput>({
  path: calculatorOf('justCasco').calcPath,
  title: 'Just casco premium',
  warningFields: ['CAR_COST', 'CAR_AGE'],
  read: (r) => {
    const cost = r.number('CAR_COST', { max: JUST_CASCO_MAX_COST, money: true });
    if (cost !== undefined && cost <= JUST_CASCO_THRESHOLD) r.warn('CAR_COST', 'justCascoThreshold', { threshold: money(JUST_CASCO_THRESHOLD, r.lang) });
    const carAge = r.choice('CAR_AGE', JUST_CASCO_CAR_AGE);
    const period = r.choice('PERIOD', ASWA_PERIOD);
    if (r.failed || cost === undefined || !carAge || !period) return undefined;
    return { cost, carAge, period };
  },
  quote: (input, today) => ({
    premium: justCascoPremium(input),
    amount: justCascoCover(input.cost),
    describe: (lang) =>
      say('justCascoText', lang, {
        threshold: money(JUST_CASCO_THRESHOLD, lang),
        amount: money(input.cost, lang),
        term: termName(input.period.term, lang),
        from: day(addDays(today, IN_FORCE_AFTER_DAYS)),
      }),
  }),
});
