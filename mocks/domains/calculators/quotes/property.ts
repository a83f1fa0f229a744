import { calculatorOf } from '@/shared/config';
import { addDays } from '../dates';
import { ASWA_PERIOD, IN_FORCE_AFTER_DAYS, type AswaPeriodRow } from '../tariffs/aswa';
import { PROPERTY_COVER, PROPERTY_MAX_SUM, PROPERTY_MIN_PREMIUM, PROPERTY_MIN_SUM, PROPERTY_TYPE } from '../tariffs/property';
import { termName } from '../tariffs/terms';
import type { TariffRow } from '../tariffs/types';
import { day, money, say } from '../texts';
import { calculator, drams } from './calculator';

export interface PropertyInput {
  type: TariffRow;
  cover: TariffRow;
  sum: number;
  period: AswaPeriodRow;
}

/** Sum insured × yearly rate of the kind of property × cover × term (6 months or 1 year). */
export function propertyPremium(input: PropertyInput): number {
  return drams(Math.max(PROPERTY_MIN_PREMIUM, input.sum * input.type.factor * input.cover.factor * input.period.factor));
}

export const propertyCalculator = calculator<PropertyInput>({
  path: calculatorOf('property').calcPath,
  title: 'Property premium',
  warningFields: ['SUM_INSURED', 'PROPERTY_TYPE'],
  read: (r) => {
    const type = r.choice('PROPERTY_TYPE', PROPERTY_TYPE);
    const cover = r.choice('COVER', PROPERTY_COVER);
    const sum = r.number('SUM_INSURED', { min: PROPERTY_MIN_SUM, max: PROPERTY_MAX_SUM, money: true });
    const period = r.choice('PERIOD', ASWA_PERIOD);
    if (r.failed || !type || !cover || sum === undefined || !period) return undefined;
    return { type, cover, sum, period };
  },
  quote: (input, today) => ({
    premium: propertyPremium(input),
    amount: input.sum,
    describe: (lang) =>
      say('propertyText', lang, {
        type: input.type.name[lang],
        cover: input.cover.name[lang],
        amount: money(input.sum, lang),
        term: termName(input.period.term, lang),
        from: day(addDays(today, IN_FORCE_AFTER_DAYS)),
      }),
  }),
});
