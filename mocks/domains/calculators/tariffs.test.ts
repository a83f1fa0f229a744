import { describe, expect, it } from 'vitest';
import { addDays, addMonths, fullMonths, parseDay } from './dates';
import { DICTIONARIES } from './dictionaries';
import { apkaLimitAllowed, apkaPremium, apkaTieredPremium } from './quotes/apka';
import { appaPremium, type AppaInput } from './quotes/appa';
import { justCascoCover, justCascoInsurable, justCascoPremium } from './quotes/just-casco';
import { checkupPlusPrice, checkupPrice, socialCheckupPrice } from './quotes/medical';
import { petAgeInsurable, petsPremium } from './quotes/pets';
import { propertyPremium } from './quotes/property';
import { travelPremium, tripDays, type TravelInput } from './quotes/travel';
import { APPA_BASE_PREMIUM, APPA_BM, APPA_CARPOWER, APPA_CARSEATS, APPA_CARTYPE, APPA_CARUSETYPE, APPA_DEFAULTS, APPA_INSTYPE, APPA_PERIOD, APPA_PERSONTYPE, APPA_REGION, BM_FACTORS } from './tariffs/appa';
import { ASWA_PERIOD, ASWA_USETYPE } from './tariffs/aswa';
import { JUST_CASCO_CAR_AGE } from './tariffs/just-casco';
import { CHECKUP_BASIC, CHECKUP_PLUS_PACKAGE, SOCIAL_CHECKUP, SOCIAL_GROUP } from './tariffs/medical';
import { DOG_SIZE, PET_AGE, PET_PLAN, PET_TYPE } from './tariffs/pets';
import { PROPERTY_COVER, PROPERTY_TYPE } from './tariffs/property';
import { TRAVEL_AGE, TRAVEL_BOX, TRAVEL_COVER, TRAVEL_ZONE } from './tariffs/travel';
import { rowOf, type Band, type TariffRow, type TariffTable } from './tariffs/types';

const row = <F>(table: TariffTable<F>, key: string): TariffRow<F> => {
  const found = rowOf(table, key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

const defaults = (): AppaInput => ({
  persontype: row(APPA_PERSONTYPE, APPA_DEFAULTS.PERSONTYPE),
  instype: row(APPA_INSTYPE, APPA_DEFAULTS.INSTYPE),
  cartype: row(APPA_CARTYPE, APPA_DEFAULTS.CARTYPE),
  power: row(APPA_CARPOWER, APPA_DEFAULTS.CARPOWER_M),
  use: row(APPA_CARUSETYPE, APPA_DEFAULTS.CARUSETYPE),
  region: row(APPA_REGION, APPA_DEFAULTS.REGION),
  bm: row(APPA_BM, APPA_DEFAULTS.BM),
  period: APPA_PERIOD[0] as (typeof APPA_PERIOD)[number],
});

const isIncreasing = (values: readonly number[]) => values.every((value, index) => index === 0 || value > (values[index - 1] as number));

/** Bands cover [from, to] without gaps or overlaps. */
function expectContiguous<F>(bands: readonly Band<F>[], from: number, to: number) {
  expect(bands[0]?.from).toBe(from);
  expect(bands[bands.length - 1]?.to).toBe(to);
  bands.forEach((band, index) => index > 0 && expect(band.from).toBe((bands[index - 1] as Band<F>).to + 1));
}

const isNonDecreasing = (values: readonly number[]) => values.every((value, index) => index === 0 || value >= (values[index - 1] as number));

/** The defaults with some rows changed by key (the vehicle's own power or seats band as given). */
const priced = (keys: Partial<Record<'PERSONTYPE' | 'INSTYPE' | 'CARTYPE' | 'CARPOWER_M' | 'CARSEATS' | 'CARUSETYPE' | 'REGION' | 'BM' | 'PERIOD', string>>): number => {
  const input = defaults();
  if (keys.PERSONTYPE) input.persontype = row(APPA_PERSONTYPE, keys.PERSONTYPE);
  if (keys.INSTYPE) input.instype = row(APPA_INSTYPE, keys.INSTYPE);
  if (keys.CARTYPE) {
    input.cartype = row(APPA_CARTYPE, keys.CARTYPE);
    input.power = keys.CARTYPE === '1' ? row(APPA_CARPOWER, keys.CARPOWER_M ?? '1') : undefined;
    input.seats = keys.CARTYPE === '2' ? row(APPA_CARSEATS, keys.CARSEATS ?? '1') : undefined;
  } else if (keys.CARPOWER_M) input.power = row(APPA_CARPOWER, keys.CARPOWER_M);
  if (keys.CARUSETYPE) input.use = row(APPA_CARUSETYPE, keys.CARUSETYPE);
  if (keys.REGION) input.region = row(APPA_REGION, keys.REGION);
  if (keys.BM) input.bm = row(APPA_BM, keys.BM);
  if (keys.PERIOD) input.period = row(APPA_PERIOD, keys.PERIOD) as (typeof APPA_PERIOD)[number];
  return appaPremium(input);
};

/**
 * The bureau's tables for the common formula, written out (never read from the code under test). The premium
 * column is 32 000 ֏ × the factor, everything else at the defaults (a car up to 100 hp, Yerevan, an individual,
 * personal use, the new group, class 10, 12 months).
 */
const BONUS_MALUS: readonly [klass: string, factor: number, premium: number][] = [
  ['1', 0.5, 16_000],
  ['2', 0.65, 20_800],
  ['3', 0.75, 24_000],
  ['4', 0.82, 26_240],
  ['5', 0.85, 27_200],
  ['6', 0.88, 28_160],
  ['7', 0.91, 29_120],
  ['8', 0.94, 30_080],
  ['9', 0.97, 31_040],
  ['10', 1, 32_000],
  ['11', 1.1, 35_200],
  ['12', 1.15, 36_800],
  ['13', 1.25, 40_000],
  ['14', 1.3, 41_600],
  ['15', 1.4, 44_800],
  ['16', 1.5, 48_000],
  ['17', 1.6, 51_200],
  ['18', 2, 64_000],
  ['19', 2.3, 73_600],
  ['20', 2.5, 80_000],
  ['21', 2.5, 80_000],
  ['22', 2.7, 86_400],
  ['23', 2.9, 92_800],
  ['24', 3, 96_000],
  ['25', 3, 96_000],
];

/** The bureau's term rows (its range in the comment) and the PERIOD option that stands for each. */
const TERMS: readonly [key: string, term: { months: number } | { days: number }, en: string, factor: number, premium: number][] = [
  ['1', { months: 12 }, '12 months', 1, 32_000], // 11–12 months
  ['2', { months: 11 }, '11 months', 0.95, 30_400], // 10–11 months
  ['3', { months: 10 }, '10 months', 0.85, 27_200], // 9–10 months
  ['4', { months: 9 }, '9 months', 0.77, 24_640], // 8–9 months
  ['5', { months: 8 }, '8 months', 0.7, 22_400], // 7–8 months
  ['6', { months: 7 }, '7 months', 0.65, 20_800], // 6–7 months
  ['7', { months: 6 }, '6 months', 0.6, 19_200], // 5–6 months
  ['8', { months: 5 }, '5 months', 0.55, 17_600], // 4–5 months
  ['9', { months: 4 }, '4 months', 0.45, 14_400], // 3–4 months
  ['10', { months: 3 }, '3 months', 0.33, 10_560], // 2–3 months
  ['11', { months: 2 }, '2 months', 0.25, 8_000], // 1–2 months
  ['12', { months: 1 }, '1 month', 0.2, 6_400], // 16 days – 1 month
  ['13', { days: 15 }, '15 days', 0.15, 4_800], // 11–15 days
  ['14', { days: 10 }, '10 days', 0.1, 3_200], // 10 days
];

/** The bureau's vehicle types (a car in the up-to-100-hp band, a bus in the up-to-17-seats band). */
const VEHICLES: readonly [key: string, en: string, factor: number, premium: number][] = [
  ['4', 'Motorcycle or moped', 0.59, 18_880],
  ['1', 'Passenger car', 1, 32_000],
  ['3', 'Truck', 1.185, 37_920],
  ['2', 'Bus or minibus', 1.44, 46_080],
];

describe('CMTPL (APPA) tariff', () => {
  it('the base premium is 32 000 ֏, inside the bureau’s published 31 848–33 122 ֏', () => {
    expect(APPA_BASE_PREMIUM).toBe(32_000);
  });

  it('bonus-malus: the 25 classes of the dictionary are the bureau’s, in order', () => {
    expect(APPA_BM.map((item) => item.key)).toEqual(BONUS_MALUS.map(([klass]) => klass));
    expect(isNonDecreasing(BM_FACTORS)).toBe(true);
  });

  it.each(BONUS_MALUS)('bonus-malus class %s: factor %s, %s ֏ at the defaults', (klass, factor, premium) => {
    expect(row(APPA_BM, klass).factor).toBe(factor);
    expect(BM_FACTORS[Number(klass) - 1]).toBe(factor);
    expect(row(APPA_BM, klass).name.en).toBe(`Class ${klass} (${factor.toFixed(2)})`);
    expect(priced({ BM: klass })).toBe(premium);
  });

  it('term: the 14 PERIOD options are the bureau’s 14 rows, codes 1–14, shorter always cheaper', () => {
    expect(APPA_PERIOD.map((item) => item.key)).toEqual(TERMS.map(([key]) => key));
    expect(isIncreasing(APPA_PERIOD.map((item) => item.factor).reverse())).toBe(true);
    expect(APPA_PERIOD.map((item) => item.name.ru)).toEqual(expect.arrayContaining(['12 месяцев', '3 месяца', '1 месяц', '15 дней']));
  });

  it.each(TERMS)('term option %s (%o, “%s”): factor %s, %s ֏ at the defaults', (key, term, en, factor, premium) => {
    expect(row(APPA_PERIOD, key)).toMatchObject({ term, factor, name: { en } });
    expect(priced({ PERIOD: key })).toBe(premium);
  });

  it.each(VEHICLES)('vehicle type %s (%s): factor %s, %s ֏ at the defaults', (key, en, factor, premium) => {
    expect(row(APPA_CARTYPE, key)).toMatchObject({ name: { en }, factor });
    expect(priced({ CARTYPE: key })).toBe(premium);
  });

  it('whole premiums, worked by hand', () => {
    // The demo car 35OO123: an individual's passenger car of 150 hp (band 101–150: 1.2), Yerevan (1.00),
    // personal use (1.00), the old group (0.9), class 10 (1.00), 12 months (1.00):
    // 32 000 × 0.9 × 1.2 = 34 560 ֏.
    expect(priced({ INSTYPE: '2', CARPOWER_M: '2' })).toBe(34_560);
    // A legal entity's truck (1.185) in Kotayk (0.95), personal use, the new group, class 7 (0.91), 6 months (0.60):
    // 32 000 × 1.185 = 37 920; × 0.95 = 36 024; × 1.15 = 41 427.6; × 0.91 = 37 699.116; × 0.60 = 22 619.4696 → 22 619 ֏.
    expect(priced({ PERSONTYPE: '2', CARTYPE: '3', REGION: 'KT', BM: '7', PERIOD: '7' })).toBe(22_619);
    // A motorcycle (0.59) in Shirak (0.85), class 3 (0.75), 3 months (0.33):
    // 32 000 × 0.59 = 18 880; × 0.85 = 16 048; × 0.75 = 12 036; × 0.33 = 3 971.88 → 3 972 ֏.
    expect(priced({ CARTYPE: '4', REGION: 'SH', BM: '3', PERIOD: '10' })).toBe(3_972);
    // A legal entity's bus of up to 17 seats (1.44 × 1.00) for passenger transport (1.6), Yerevan, class 14 (1.30),
    // 12 months: 32 000 × 1.44 = 46 080; × 1.15 = 52 992; × 1.6 = 84 787.2; × 1.30 = 110 223.36 → 110 223 ֏.
    expect(priced({ PERSONTYPE: '2', CARTYPE: '2', CARSEATS: '1', CARUSETYPE: '5', BM: '14' })).toBe(110_223);
  });

  it('the defaults of the spec (BM 10, PERIOD 1, CARTYPE 1, CARPOWER_M 1, REGION YR) price at the base premium', () => {
    expect(APPA_DEFAULTS).toMatchObject({ BM: '10', PERIOD: '1', CARTYPE: '1', CARPOWER_M: '1', REGION: 'YR' });
    expect(appaPremium(defaults())).toBe(32_000);
  });

  it('our own factors move the premium the way they should', () => {
    const base = appaPremium(defaults());
    expect(appaPremium({ ...defaults(), power: row(APPA_CARPOWER, '5') })).toBeGreaterThan(base);
    expect(appaPremium({ ...defaults(), region: row(APPA_REGION, 'SU') })).toBeLessThan(base);
    expect(appaPremium({ ...defaults(), persontype: row(APPA_PERSONTYPE, '2') })).toBeGreaterThan(base);
    expect(appaPremium({ ...defaults(), use: row(APPA_CARUSETYPE, '2') })).toBeGreaterThan(base);
    expect(appaPremium({ ...defaults(), instype: row(APPA_INSTYPE, '2') })).toBeLessThan(base);
    const bus = { ...defaults(), cartype: row(APPA_CARTYPE, '2'), power: undefined };
    expect(appaPremium({ ...bus, seats: row(APPA_CARSEATS, '3') })).toBeGreaterThan(appaPremium({ ...bus, seats: row(APPA_CARSEATS, '1') }));
    expect(row(APPA_CARSEATS, '1').name.en).toBe('Up to 17 seats');
  });

  it('Yerevan is the dearest region; power bands rise with power', () => {
    expect(Math.max(...APPA_REGION.map((item) => item.factor))).toBe(row(APPA_REGION, 'YR').factor);
    expect(isIncreasing(APPA_CARPOWER.map((item) => item.factor))).toBe(true);
  });

  it('the commercial uses are offered to businesses only; retired vehicle types cannot be chosen', () => {
    expect(APPA_CARUSETYPE.filter((item) => item.onlyWhen).map((item) => item.key)).toEqual(['3', '4', '5']);
    expect(rowOf(APPA_CARTYPE, '7')).toBeUndefined();
  });
});

describe('voluntary MTPL (APKA) tariff', () => {
  it('the limit starts at 1 000 000 ֏', () => {
    expect(apkaLimitAllowed(999_999)).toBe(false);
    expect(apkaLimitAllowed(1_000_000)).toBe(true);
    expect(apkaLimitAllowed(50_000_000)).toBe(true);
    expect(apkaLimitAllowed(50_000_001)).toBe(false);
  });

  it('tiered rates: continuous and rising with the limit', () => {
    expect(apkaTieredPremium(1_000_000)).toBeCloseTo(12_000);
    expect(apkaTieredPremium(5_000_000)).toBeCloseTo(60_000);
    expect(apkaTieredPremium(10_000_000)).toBeCloseTo(105_000);
    expect(apkaTieredPremium(20_000_000)).toBeCloseTo(165_000);
    const limits = [1, 2, 4.99, 5, 5.01, 9.99, 10, 10.01, 30, 50].map((m) => m * 1_000_000);
    expect(isIncreasing(limits.map(apkaTieredPremium))).toBe(true);
  });

  it('six months cost 60 % of a year; taxis more than personal use', () => {
    const input = { limit: 3_000_000, cartype: row(APPA_CARTYPE, '1'), use: row(ASWA_USETYPE, '1'), period: row(ASWA_PERIOD, '1') as (typeof ASWA_PERIOD)[number] };
    expect(apkaPremium(input)).toBe(36_000);
    expect(apkaPremium({ ...input, period: row(ASWA_PERIOD, '2') as (typeof ASWA_PERIOD)[number] })).toBe(21_600);
    expect(apkaPremium({ ...input, use: row(ASWA_USETYPE, '2') })).toBe(54_000);
  });
});

describe('just casco tariff', () => {
  it('only cars worth more than 1 800 000 ֏', () => {
    expect(justCascoInsurable(1_800_000)).toBe(false);
    expect(justCascoInsurable(1_800_001)).toBe(true);
    expect(justCascoCover(10_000_000)).toBe(8_200_000);
  });

  it('older cars cost more to insure; six months is cheaper than a year', () => {
    const year = row(ASWA_PERIOD, '1') as (typeof ASWA_PERIOD)[number];
    const prices = JUST_CASCO_CAR_AGE.map((carAge) => justCascoPremium({ cost: 12_000_000, carAge, period: year }));
    expect(isIncreasing(prices)).toBe(true);
    expect(prices[0]).toBe(72_000);
    expect(justCascoPremium({ cost: 12_000_000, carAge: row(JUST_CASCO_CAR_AGE, '1'), period: row(ASWA_PERIOD, '2') as (typeof ASWA_PERIOD)[number] })).toBe(43_200);
  });
});

describe('property tariff', () => {
  it('a rate of the sum insured by type and cover, with a minimum premium', () => {
    const year = row(ASWA_PERIOD, '1') as (typeof ASWA_PERIOD)[number];
    const apartment = { type: row(PROPERTY_TYPE, '1'), cover: row(PROPERTY_COVER, '1'), sum: 30_000_000, period: year };
    expect(propertyPremium(apartment)).toBe(30_000);
    expect(propertyPremium({ ...apartment, cover: row(PROPERTY_COVER, '2') })).toBe(48_000);
    expect(propertyPremium({ ...apartment, type: row(PROPERTY_TYPE, '3') })).toBe(66_000);
    expect(propertyPremium({ ...apartment, sum: 1_000_000 })).toBe(5_000);
  });
});

describe('travel tariff', () => {
  const common = { zone: row(TRAVEL_ZONE, '2'), cover: row(TRAVEL_COVER, '2'), age: 30, start: new Date(2030, 0, 10) };

  it('daily: the zone and cover rate per day; age raises it', () => {
    expect(travelPremium({ ...common, variant: 'daily', days: 10 })).toBe(7_500);
    expect(travelPremium({ ...common, variant: 'daily', days: 10, age: 70 })).toBe(11_250);
    expect(travelPremium({ ...common, variant: 'daily', days: 10, zone: row(TRAVEL_ZONE, '4') })).toBeGreaterThan(7_500);
  });

  it('box: a bigger box is cheaper per day, and any box beats paying its days one by one', () => {
    const perDay = TRAVEL_BOX.map((box) => travelPremium({ ...common, variant: 'box', box } as TravelInput) / Number(box.key));
    expect(isIncreasing([...perDay].reverse())).toBe(true);
    for (const box of TRAVEL_BOX) {
      expect(travelPremium({ ...common, variant: 'box', box })).toBeLessThan(travelPremium({ ...common, variant: 'daily', days: Number(box.key) }));
    }
  });

  it('a trip counts its first and last day; age bands cover 0–85', () => {
    expect(tripDays(new Date(2030, 2, 30), new Date(2030, 3, 2))).toBe(4);
    expect(tripDays(new Date(2030, 0, 1), new Date(2030, 0, 1))).toBe(1);
    expectContiguous(TRAVEL_AGE, 0, 85);
  });
});

describe('pets tariff', () => {
  it('from 2 months to 8 years', () => {
    expect(petAgeInsurable(1)).toBe(false);
    expect(petAgeInsurable(2)).toBe(true);
    expect(petAgeInsurable(96)).toBe(true);
    expect(petAgeInsurable(97)).toBe(false);
    expectContiguous(PET_AGE, 2, 96);
  });

  it('age in full months', () => {
    expect(fullMonths(new Date(2026, 0, 15), new Date(2026, 2, 14))).toBe(1);
    expect(fullMonths(new Date(2026, 0, 15), new Date(2026, 2, 15))).toBe(2);
    expect(fullMonths(new Date(2018, 5, 1), new Date(2026, 5, 1))).toBe(96);
  });

  it('a plan, the kind of pet, a dog’s size and the age', () => {
    const dog = { type: row(PET_TYPE, '1'), size: row(DOG_SIZE, '1'), plan: row(PET_PLAN, '2'), ageMonths: 24 };
    expect(petsPremium(dog)).toBe(30_000);
    expect(petsPremium({ ...dog, size: row(DOG_SIZE, '3') })).toBe(39_000);
    expect(petsPremium({ ...dog, type: row(PET_TYPE, '2'), size: undefined })).toBe(24_000);
    expect(petsPremium({ ...dog, ageMonths: 80 })).toBe(42_000);
  });
});

describe('medical check-up tariffs', () => {
  it('age bands: basic 18–70, social 18–80, rising with age', () => {
    expectContiguous(CHECKUP_BASIC, 18, 70);
    expectContiguous(SOCIAL_CHECKUP, 18, 80);
    expect(isIncreasing(CHECKUP_BASIC.map((band) => band.factor.premium))).toBe(true);
    expect(checkupPrice(35).premium).toBe(30_000);
  });

  it('plus costs more than basic and gives more; the social groups pay less', () => {
    const plus = checkupPlusPrice(35, row(CHECKUP_PLUS_PACKAGE, '1'));
    expect(plus.premium).toBe(48_000);
    expect(plus.examinations).toBeGreaterThan(checkupPrice(35).examinations);
    expect(checkupPlusPrice(35, row(CHECKUP_PLUS_PACKAGE, '2')).premium).toBeGreaterThan(plus.premium);
    expect(socialCheckupPrice(65, row(SOCIAL_GROUP, '1')).premium).toBe(16_000);
  });
});

describe('dictionaries are the tariff tables', () => {
  it('every dictionary has unique keys and names in three languages', () => {
    for (const group of Object.values(DICTIONARIES)) {
      for (const table of Object.values(group) as TariffTable[]) {
        expect(new Set(table.map((item) => item.key)).size).toBe(table.length);
        for (const item of table) for (const name of Object.values(item.name)) expect(name.trim()).not.toBe('');
      }
    }
  });
});

describe('dates', () => {
  it('reads DD/MM/YYYY and ISO days, refuses impossible ones', () => {
    expect(parseDay('29/02/2028')?.getDate()).toBe(29);
    expect(parseDay('29/02/2027')).toBeNull();
    expect(parseDay('31/04/2027')).toBeNull();
    expect(parseDay('2027-04-30')?.getMonth()).toBe(3);
    expect(parseDay('30.04.2027')).toBeNull();
    expect(addDays(new Date(2026, 11, 30), 7).getDate()).toBe(6);
    expect(addMonths(new Date(2026, 0, 10), 6).getMonth()).toBe(6);
  });
});
