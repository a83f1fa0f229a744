import type { Band, TariffTable } from './types';

/**
 * Medical check-ups: a year of examinations at partner clinics. The price is by age band (older people
 * get more examinations); the plus product adds a package, the social one a discount for social groups.
 * The amount of the answer is the value of the examinations at the clinics' list prices.
 */
export interface CheckupPrice {
  premium: number;
  /** Value of the examinations. */
  value: number;
  /** Number of examinations. */
  examinations: number;
}

/** Medical check-up (basic), by age in full years. */
export const CHECKUP_BASIC: readonly Band<CheckupPrice>[] = [
  { from: 18, to: 29, factor: { premium: 25_000, value: 60_000, examinations: 8 } },
  { from: 30, to: 39, factor: { premium: 30_000, value: 72_000, examinations: 9 } },
  { from: 40, to: 49, factor: { premium: 38_000, value: 90_000, examinations: 11 } },
  { from: 50, to: 59, factor: { premium: 45_000, value: 105_000, examinations: 12 } },
  { from: 60, to: 70, factor: { premium: 55_000, value: 125_000, examinations: 14 } },
];

/** Medical check-up plus: the basic programme's price by age times the package factor. */
export const CHECKUP_PLUS_PACKAGE: TariffTable<{ premium: number; value: number; examinations: number }> = [
  {
    key: '1',
    name: { am: 'Պլյուս՝ սրտաբանություն և լաբորատոր լայն փաթեթ', en: 'Plus: cardiology and extended lab tests', ru: 'Плюс: кардиология и расширенные анализы' },
    factor: { premium: 1.6, value: 1.8, examinations: 6 },
  },
  {
    key: '2',
    name: {
      am: 'Պլյուս պրեմիում՝ նաև ուռուցքաբանական սկրինինգ',
      en: 'Plus premium: also cancer screening',
      ru: 'Плюс премиум: также онкоскрининг',
    },
    factor: { premium: 2.3, value: 2.7, examinations: 10 },
  },
];

/** Social medical check-up: ages 18–80, a low price by age band, and a discount for each social group. */
export const SOCIAL_CHECKUP: readonly Band<CheckupPrice>[] = [
  { from: 18, to: 39, factor: { premium: 12_000, value: 45_000, examinations: 6 } },
  { from: 40, to: 59, factor: { premium: 16_000, value: 60_000, examinations: 8 } },
  { from: 60, to: 80, factor: { premium: 20_000, value: 75_000, examinations: 10 } },
];

export const SOCIAL_GROUP: TariffTable = [
  { key: '1', name: { am: 'Կենսաթոշակառու', en: 'Pensioner', ru: 'Пенсионер' }, factor: 0.8 },
  { key: '2', name: { am: 'Հաշմանդամություն ունեցող անձ', en: 'Person with a disability', ru: 'Человек с инвалидностью' }, factor: 0.7 },
  { key: '3', name: { am: 'Բազմազավակ ընտանիքի անդամ', en: 'Member of a large family', ru: 'Член многодетной семьи' }, factor: 0.85 },
  { key: '4', name: { am: 'Պատերազմի մասնակից', en: 'War veteran', ru: 'Участник боевых действий' }, factor: 0.6 },
];
