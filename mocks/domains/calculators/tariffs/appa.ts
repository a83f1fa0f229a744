import type { ServerLang } from '../../../lib/respond';
import { termName, type Term } from './terms';
import type { TariffRow, TariffTable } from './types';

/**
 * CMTPL (ԱՊՊԱ, APPA) tariff: the premium is the base premium times one factor from every table below
 * (public-site.md §7 "Calculator form values": PERSONTYPE, INSTYPE, BM, PERIOD, CARTYPE, CARPOWER_M, REGION,
 * and the use of the car). The keys are the option values of the /diction_s/appa/… dictionaries.
 *
 * The base premium, the bonus-malus classes, the term and the vehicle-type factors are the coefficient tables
 * the Armenian Motor Insurers' Bureau publishes for the common formula (premium = base × bonus-malus × term ×
 * vehicle factors). The contract group, person type, engine power, seats, region and use factors are ours
 * (docs/decisions/cmtpl-tariff.md).
 */

/**
 * ֏ for 12 months: a passenger car up to 100 hp, Yerevan, an individual, personal use, class 10. The bureau
 * publishes a range of 31 848–33 122 ֏; we take 32 000 ֏.
 */
export const APPA_BASE_PREMIUM = 32_000;

/** The liability limits of a CMTPL contract, per victim. */
export const APPA_LIMITS = { health: 5_000_000, property: 5_000_000 } as const;

/** The spec's defaults of the calculator (public-site.md §9); PERSONTYPE and INSTYPE are the first options. */
export const APPA_DEFAULTS = { PERSONTYPE: '1', INSTYPE: '1', BM: '10', PERIOD: '1', CARTYPE: '1', CARPOWER_M: '1', REGION: 'YR', CARUSETYPE: '1' } as const;

/** Contract group (§9): cars registered from 2022, or contracts of 01.11.2017–31.12.2021 with the owner unchanged. */
export const APPA_INSTYPE: TariffTable = [
  {
    key: '1',
    name: {
      am: 'Նոր խումբ՝ 2022 թ. և հետո հաշվառված ավտոմեքենաներ',
      en: 'New group: cars registered in 2022 or later',
      ru: 'Новая группа: автомобили, зарегистрированные с 2022 года',
    },
    factor: 1,
  },
  {
    key: '2',
    name: {
      am: 'Հին խումբ՝ 01.11.2017–31.12.2021 պայմանագրեր, սեփականատերը չի փոխվել',
      en: 'Old group: contracts of 01.11.2017–31.12.2021, owner unchanged',
      ru: 'Старая группа: договоры 01.11.2017–31.12.2021, владелец не менялся',
    },
    factor: 0.9,
  },
];

export const APPA_PERSONTYPE: TariffTable = [
  { key: '1', name: { am: 'Ֆիզիկական անձ', en: 'Individual', ru: 'Физическое лицо' }, factor: 1 },
  { key: '2', name: { am: 'Իրավաբանական անձ', en: 'Legal entity', ru: 'Юридическое лицо' }, factor: 1.15 },
  { key: '3', name: { am: 'Անհատ ձեռնարկատեր', en: 'Sole proprietor', ru: 'Индивидуальный предприниматель' }, factor: 1.05 },
];

/** Person types that run a business: the commercial uses are offered only to them. */
export const BUSINESS_PERSONTYPES = ['2', '3'] as const;

export const PASSENGER_CAR = '1';
export const BUS = '2';
export const TRUCK = '3';
export const MOTORCYCLE = '4';

/**
 * Vehicle type. Motorcycle 0.59, passenger car 1.00, truck 1.185 and bus (up to 17 seats) 1.44 are the bureau's;
 * trailers, tractors and the retired trolleybus are ours.
 */
export const APPA_CARTYPE: TariffTable = [
  { key: PASSENGER_CAR, name: { am: 'Մարդատար ավտոմեքենա', en: 'Passenger car', ru: 'Легковой автомобиль' }, factor: 1 },
  { key: BUS, name: { am: 'Ավտոբուս, միկրոավտոբուս', en: 'Bus or minibus', ru: 'Автобус, микроавтобус' }, factor: 1.44 },
  { key: TRUCK, name: { am: 'Բեռնատար ավտոմեքենա', en: 'Truck', ru: 'Грузовой автомобиль' }, factor: 1.185 },
  { key: MOTORCYCLE, name: { am: 'Մոտոցիկլ, մոպեդ', en: 'Motorcycle or moped', ru: 'Мотоцикл, мопед' }, factor: 0.59 },
  { key: '5', name: { am: 'Կցասայլ, կիսակցասայլ', en: 'Trailer or semi-trailer', ru: 'Прицеп, полуприцеп' }, factor: 0.3 },
  { key: '6', name: { am: 'Տրակտոր, ինքնագնաց տեխնիկա', en: 'Tractor or self-propelled machinery', ru: 'Трактор, самоходная техника' }, factor: 0.7 },
  { key: '7', name: { am: 'Տրոլեյբուս', en: 'Trolleybus', ru: 'Троллейбус' }, factor: 1.4, retired: true },
];

/** Engine power bands: passenger cars only. */
export const APPA_CARPOWER: TariffTable = [
  { key: '1', name: { am: 'Մինչև 100 ձիաուժ', en: 'Up to 100 hp', ru: 'До 100 л. с.' }, factor: 1 },
  { key: '2', name: { am: '101–150 ձիաուժ', en: '101–150 hp', ru: '101–150 л. с.' }, factor: 1.2 },
  { key: '3', name: { am: '151–200 ձիաուժ', en: '151–200 hp', ru: '151–200 л. с.' }, factor: 1.4 },
  { key: '4', name: { am: '201–250 ձիաուժ', en: '201–250 hp', ru: '201–250 л. с.' }, factor: 1.6 },
  { key: '5', name: { am: '250 ձիաուժից ավելի', en: 'Over 250 hp', ru: 'Свыше 250 л. с.' }, factor: 1.8 },
];

/**
 * Seat bands: buses and minibuses only. The bureau's bus factor (1.44) is for up to 17 seats, so that band is
 * 1.00 here; the bigger bands are ours.
 */
export const APPA_CARSEATS: TariffTable = [
  { key: '1', name: { am: 'Մինչև 17 նստատեղ', en: 'Up to 17 seats', ru: 'До 17 мест' }, factor: 1 },
  { key: '2', name: { am: '18–30 նստատեղ', en: '18–30 seats', ru: '18–30 мест' }, factor: 1.25 },
  { key: '3', name: { am: '30-ից ավելի նստատեղ', en: 'Over 30 seats', ru: 'Более 30 мест' }, factor: 1.5 },
];

const businessOnly = { field: 'PERSONTYPE', op: 'in', value: [...BUSINESS_PERSONTYPES] } as const;

export const APPA_CARUSETYPE: TariffTable = [
  { key: '1', name: { am: 'Անձնական օգտագործում', en: 'Personal use', ru: 'Личное пользование' }, factor: 1 },
  { key: '2', name: { am: 'Տաքսի', en: 'Taxi', ru: 'Такси' }, factor: 1.5 },
  { key: '3', name: { am: 'Վարձույթ', en: 'Rental', ru: 'Прокат' }, factor: 1.4, onlyWhen: businessOnly },
  { key: '4', name: { am: 'Ուսումնական (ավտոդպրոց)', en: 'Driving school', ru: 'Учебная езда (автошкола)' }, factor: 1.2, onlyWhen: businessOnly },
  { key: '5', name: { am: 'Ուղևորափոխադրումներ', en: 'Passenger transport', ru: 'Пассажирские перевозки' }, factor: 1.6, onlyWhen: businessOnly },
];

/** Where the car is registered (the marzes of Armenia; ISO 3166-2 codes, Yerevan as YR). */
export const APPA_REGION: TariffTable = [
  { key: 'YR', name: { am: 'Երևան', en: 'Yerevan', ru: 'Ереван' }, factor: 1 },
  { key: 'KT', name: { am: 'Կոտայք', en: 'Kotayk', ru: 'Котайк' }, factor: 0.95 },
  { key: 'AR', name: { am: 'Արարատ', en: 'Ararat', ru: 'Арарат' }, factor: 0.9 },
  { key: 'AV', name: { am: 'Արմավիր', en: 'Armavir', ru: 'Армавир' }, factor: 0.9 },
  { key: 'AG', name: { am: 'Արագածոտն', en: 'Aragatsotn', ru: 'Арагацотн' }, factor: 0.85 },
  { key: 'SH', name: { am: 'Շիրակ', en: 'Shirak', ru: 'Ширак' }, factor: 0.85 },
  { key: 'LO', name: { am: 'Լոռի', en: 'Lori', ru: 'Лори' }, factor: 0.85 },
  { key: 'GR', name: { am: 'Գեղարքունիք', en: 'Gegharkunik', ru: 'Гегаркуник' }, factor: 0.8 },
  { key: 'TV', name: { am: 'Տավուշ', en: 'Tavush', ru: 'Тавуш' }, factor: 0.8 },
  { key: 'VD', name: { am: 'Վայոց ձոր', en: 'Vayots Dzor', ru: 'Вайоц Дзор' }, factor: 0.8 },
  { key: 'SU', name: { am: 'Սյունիք', en: 'Syunik', ru: 'Сюник' }, factor: 0.8 },
];

/**
 * Bonus-malus: the bureau's 25 classes. A new driver starts in class 10 (1.00); every claim-free year moves one
 * class down (to 0.50 in class 1), every claim several classes up (to 3.00 in class 25). Classes 20–21 (2.50)
 * and 24–25 (3.00) share a factor.
 */
export const BM_FACTORS: readonly number[] = [
  0.5, 0.65, 0.75, 0.82, 0.85, 0.88, 0.91, 0.94, 0.97, 1, // classes 1–10
  1.1, 1.15, 1.25, 1.3, 1.4, 1.5, 1.6, 2, 2.3, 2.5, // classes 11–20
  2.5, 2.7, 2.9, 3, 3, // classes 21–25
];

const decimal = (value: number, lang: ServerLang) => (lang === 'en' ? value.toFixed(2) : value.toFixed(2).replace('.', ','));

export const APPA_BM: TariffTable = BM_FACTORS.map((factor, index) => {
  const key = String(index + 1);
  return {
    key,
    factor,
    name: {
      am: `Դաս ${key} (${decimal(factor, 'am')})`,
      en: `Class ${key} (${decimal(factor, 'en')})`,
      ru: `Класс ${key} (${decimal(factor, 'ru')})`,
    },
  };
});

export interface PeriodRow extends TariffRow {
  term: Term;
}

/**
 * The bureau's term table has 14 rows, each a range of the cover's length; each PERIOD option is the longest
 * term of its row (the option codes 1–14 are unchanged).
 */
const TERMS: readonly [Term, number][] = [
  [{ months: 12 }, 1], // 11–12 months
  [{ months: 11 }, 0.95], // 10–11 months
  [{ months: 10 }, 0.85], // 9–10 months
  [{ months: 9 }, 0.77], // 8–9 months
  [{ months: 8 }, 0.7], // 7–8 months
  [{ months: 7 }, 0.65], // 6–7 months
  [{ months: 6 }, 0.6], // 5–6 months
  [{ months: 5 }, 0.55], // 4–5 months
  [{ months: 4 }, 0.45], // 3–4 months
  [{ months: 3 }, 0.33], // 2–3 months
  [{ months: 2 }, 0.25], // 1–2 months
  [{ months: 1 }, 0.2], // 16 days – 1 month
  [{ days: 15 }, 0.15], // 11–15 days
  [{ days: 10 }, 0.1], // 10 days
];

/** Term of the contract: 12 months (1.00) down to 10 days (0.10). */
export const APPA_PERIOD: readonly PeriodRow[] = TERMS.map(([term, factor], index) => ({
  key: String(index + 1),
  term,
  factor,
  name: { am: termName(term, 'am'), en: termName(term, 'en'), ru: termName(term, 'ru') },
}));
