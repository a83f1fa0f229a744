import { calculatorOf } from '@/shared/config';
import {
  APPA_BASE_PREMIUM,
  APPA_BM,
  APPA_CARPOWER,
  APPA_CARSEATS,
  APPA_CARTYPE,
  APPA_CARUSETYPE,
  APPA_INSTYPE,
  APPA_LIMITS,
  APPA_PERIOD,
  APPA_PERSONTYPE,
  APPA_REGION,
  BUS,
  PASSENGER_CAR,
  type PeriodRow,
} from '../tariffs/appa';
import { termName } from '../tariffs/terms';
import type { TariffRow } from '../tariffs/types';
import { money, say } from '../texts';
import { calculator, drams } from './calculator';

export interface AppaInput {
  persontype: TariffRow;
  instype: TariffRow;
  cartype: TariffRow;
  /** Passenger cars only. */
  power?: TariffRow;
  /** Buses only. */
  seats?: TariffRow;
  use: TariffRow;
  region: TariffRow;
  bm: TariffRow;
  period: PeriodRow;
}

/** Base premium × group × vehicle type × power or seats × region × person × use × bonus-malus × term. */
export function appaPremium(input: AppaInput): number {
  const factors = [
    input.instype.factor,
    input.cartype.factor,
    input.power?.factor ?? 1,
    input.seats?.factor ?? 1,
    input.region.factor,
    input.persontype.factor,
    input.use.factor,
    input.bm.factor,
    input.period.factor,
  ];
  return drams(factors.reduce((premium, factor) => premium * factor, APPA_BASE_PREMIUM));
}

export const appaCalculator = calculator<AppaInput>({
  path: calculatorOf('appa').calcPath,
  title: 'CMTPL (APPA) premium',
  warningFields: ['BM', 'REGION'],
  read: (r) => {
    const persontype = r.choice('PERSONTYPE', APPA_PERSONTYPE);
    const instype = r.choice('INSTYPE', APPA_INSTYPE);
    const cartype = r.choice('CARTYPE', APPA_CARTYPE);
    // The power band is asked for passenger cars, the seats for buses; other vehicles have neither.
    const power = cartype?.key === PASSENGER_CAR ? r.choice('CARPOWER_M', APPA_CARPOWER) : undefined;
    const seats = cartype?.key === BUS ? r.choice('CARSEATS', APPA_CARSEATS) : undefined;
    const use = r.choice('CARUSETYPE', APPA_CARUSETYPE);
    const region = r.choice('REGION', APPA_REGION);
    const bm = r.choice('BM', APPA_BM);
    const period = r.choice('PERIOD', APPA_PERIOD);
    if (r.failed || !persontype || !instype || !cartype || !use || !region || !bm || !period) return undefined;
    return { persontype, instype, cartype, power, seats, use, region, bm, period };
  },
  quote: (input) => ({
    premium: appaPremium(input),
    amount: APPA_LIMITS.property,
    describe: (lang) =>
      say('appaText', lang, { term: termName(input.period.term, lang), health: money(APPA_LIMITS.health, lang), property: money(APPA_LIMITS.property, lang) }),
  }),
});
