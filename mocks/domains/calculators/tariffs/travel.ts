import type { Band, TariffTable } from './types';

/**
 * Travel abroad, priced per day by destination zone and cover:
 * - daily (one trip): the daily rate of the zone and cover times the days of the trip;
 * - box (a year of trips): the days abroad a year are bought in a box, cheaper per day the bigger the box.
 * The traveller's age multiplies both. Travel support (assistance only, no medical cover) has its own
 * daily rate by zone.
 */
export const DAILY = 'daily';
export const BOX = 'box';
export const TRAVEL_VARIANT: TariffTable = [
  { key: DAILY, name: { am: 'Մեկ ուղևորություն (օրական)', en: 'One trip (daily)', ru: 'Одна поездка (посуточно)' }, factor: 1 },
  { key: BOX, name: { am: 'Տարեկան փաթեթ (օրերի տուփ)', en: 'Year box (days a year)', ru: 'Годовой пакет (дни в году)' }, factor: 1 },
];

export const TRAVEL_ZONE: TariffTable = [
  { key: '1', name: { am: 'ԱՊՀ երկրներ և Վրաստան', en: 'CIS countries and Georgia', ru: 'Страны СНГ и Грузия' }, factor: 1 },
  { key: '2', name: { am: 'Եվրոպա (Շենգեն)', en: 'Europe (Schengen)', ru: 'Европа (Шенген)' }, factor: 1 },
  {
    key: '3',
    name: {
      am: 'Ամբողջ աշխարհ, բացի ԱՄՆ-ից և Կանադայից',
      en: 'Worldwide except the USA and Canada',
      ru: 'Весь мир, кроме США и Канады',
    },
    factor: 1,
  },
  { key: '4', name: { am: 'Ամբողջ աշխարհ', en: 'Worldwide', ru: 'Весь мир' }, factor: 1 },
];

/** Medical cover per trip (the amount of the answer). */
export const TRAVEL_COVER: TariffTable = [
  { key: '1', name: { am: 'Էկոնոմ՝ 5 000 000 ֏', en: 'Economy: 5,000,000 ֏', ru: 'Эконом: 5 000 000 ֏' }, factor: 5_000_000 },
  { key: '2', name: { am: 'Ստանդարտ՝ 15 000 000 ֏', en: 'Standard: 15,000,000 ֏', ru: 'Стандарт: 15 000 000 ֏' }, factor: 15_000_000 },
  { key: '3', name: { am: 'Պրեմիում՝ 30 000 000 ֏', en: 'Premium: 30,000,000 ֏', ru: 'Премиум: 30 000 000 ֏' }, factor: 30_000_000 },
];

/** ֏ per day: DAILY_RATES[zone][cover]. */
export const TRAVEL_DAILY_RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  '1': { '1': 350, '2': 550, '3': 800 },
  '2': { '1': 500, '2': 750, '3': 1100 },
  '3': { '1': 700, '2': 1000, '3': 1500 },
  '4': { '1': 900, '2': 1300, '3': 1900 },
};

/** Box variant: days abroad a year, and the share of the daily price paid per day. */
export const TRAVEL_BOX: TariffTable = [
  { key: '30', name: { am: '30 օր տարեկան', en: '30 days a year', ru: '30 дней в год' }, factor: 0.8 },
  { key: '60', name: { am: '60 օր տարեկան', en: '60 days a year', ru: '60 дней в год' }, factor: 0.7 },
  { key: '90', name: { am: '90 օր տարեկան', en: '90 days a year', ru: '90 дней в год' }, factor: 0.6 },
  { key: '180', name: { am: '180 օր տարեկան', en: '180 days a year', ru: '180 дней в год' }, factor: 0.5 },
];

/** The traveller's age in full years. Older than 85: not insured. */
export const TRAVEL_AGE: readonly Band[] = [
  { from: 0, to: 64, factor: 1 },
  { from: 65, to: 74, factor: 1.5 },
  { from: 75, to: 85, factor: 2.5 },
];

export const TRAVEL_MAX_TRIP_DAYS = 180;

/** Travel support: assistance (24/7 line, lost documents, delays, luggage) up to this amount per trip. */
export const TRAVEL_SUPPORT_LIMIT = 1_000_000;
/** ֏ per day by zone. */
export const TRAVEL_SUPPORT_DAILY: Readonly<Record<string, number>> = { '1': 150, '2': 250, '3': 300, '4': 350 };
export const TRAVEL_SUPPORT_MAX_DAYS = 90;
