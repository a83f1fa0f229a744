import { termName, type Term } from './terms';
import type { TariffRow, TariffTable } from './types';

/**
 * The dictionaries of the voluntary products (/diction_s/aswa/{usetype, period}/): the use of a car for
 * voluntary MTPL (APKA), and the 6-month or 1-year term of voluntary MTPL, just casco and property
 * (public-site.md §9: "Property and just casco terms: 6 months or 1 year").
 */
export const ASWA_USETYPE: TariffTable = [
  { key: '1', name: { am: 'Անձնական օգտագործում', en: 'Personal use', ru: 'Личное пользование' }, factor: 1 },
  { key: '2', name: { am: 'Տաքսի', en: 'Taxi', ru: 'Такси' }, factor: 1.5 },
  { key: '3', name: { am: 'Ծառայողական, առևտրային', en: 'Company or commercial', ru: 'Служебное, коммерческое' }, factor: 1.3 },
  { key: '4', name: { am: 'Վարձույթ', en: 'Rental', ru: 'Прокат' }, factor: 1.4 },
];

export interface AswaPeriodRow extends TariffRow {
  term: Term;
}

const period = (key: string, term: Term, factor: number): AswaPeriodRow => ({
  key,
  term,
  factor,
  name: { am: termName(term, 'am'), en: termName(term, 'en'), ru: termName(term, 'ru') },
});

/** 1 year, or 6 months at 60 % of the yearly premium. */
export const ASWA_PERIOD: readonly AswaPeriodRow[] = [period('1', { months: 12 }, 1), period('2', { months: 6 }, 0.6)];

/** Voluntary contracts come into force on this day after they are concluded (§9: "from the 7th day"). */
export const IN_FORCE_AFTER_DAYS = 7;
