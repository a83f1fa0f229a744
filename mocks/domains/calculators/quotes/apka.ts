import { calculatorOf } from '@/shared/config';
import { APKA_MAX_LIMIT, APKA_MIN_LIMIT, APKA_MIN_PREMIUM, APKA_RATE_TIERS } from '../tariffs/apka';
import { APPA_CARTYPE } from '../tariffs/appa';
import { ASWA_PERIOD, ASWA_USETYPE, type AswaPeriodRow } from '../tariffs/aswa';
import { termName } from '../tariffs/terms';
import type { TariffRow } from '../tariffs/types';
import { money, say } from '../texts';
import { calculator, drams } from './calculator';

export interface ApkaInput {
  limit: number;
  cartype: TariffRow;
  use: TariffRow;
  period: AswaPeriodRow;
}

/** The voluntary limit must be 1 000 000 ֏ or more (public-site.md §9), and at most the product's maximum. */
export const apkaLimitAllowed = (limit: number) => limit >= APKA_MIN_LIMIT && limit <= APKA_MAX_LIMIT;

/** The yearly rate part: each tier's rate on the part of the limit inside it. */
export function apkaTieredPremium(limit: number): number {
  let rest = limit;
  let floor = 0;
  let premium = 0;
  for (const tier of APKA_RATE_TIERS) {
    const part = Math.min(rest, tier.upTo - floor);
    if (part <= 0) break;
    premium += part * tier.rate;
    rest -= part;
    floor = tier.upTo;
  }
  return premium;
}

export function apkaPremium(input: ApkaInput): number {
  const premium = apkaTieredPremium(input.limit) * input.cartype.factor * input.use.factor * input.period.factor;
  return drams(Math.max(APKA_MIN_PREMIUM, premium));
}

export const apkaCalculator = calculator<ApkaInput>({
  path: calculatorOf('apka').calcPath,
  title: 'Voluntary MTPL (APKA) premium',
  warningFields: ['LIMIT', 'USETYPE'],
  read: (r) => {
    const limit = r.number('LIMIT', { money: true });
    if (limit !== undefined && !apkaLimitAllowed(limit)) {
      r.warn('LIMIT', 'apkaLimit', { min: money(APKA_MIN_LIMIT, r.lang), max: money(APKA_MAX_LIMIT, r.lang) });
    }
    const cartype = r.choice('CARTYPE', APPA_CARTYPE);
    const use = r.choice('USETYPE', ASWA_USETYPE);
    const period = r.choice('PERIOD', ASWA_PERIOD);
    if (r.failed || limit === undefined || !cartype || !use || !period) return undefined;
    return { limit, cartype, use, period };
  },
  quote: (input) => ({
    premium: apkaPremium(input),
    amount: input.limit,
    describe: (lang) => say('apkaText', lang, { limit: money(input.limit, lang), term: termName(input.period.term, lang) }),
  }),
});
