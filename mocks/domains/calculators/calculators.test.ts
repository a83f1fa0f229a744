import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calcResultSchema, dictionarySchema, optionListSchema } from '@/shared/api/interface/schemas';
import { forceEndpoint } from '../../lib/switches';
import { SERVER_LANGS, type ServerLang } from '../../lib/respond';
import { postApp } from '../../test/http';
import { addDays, addMonths } from './dates';
import { DICTIONARIES } from './dictionaries';
import { day } from './texts';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const SCRIPT: Record<ServerLang, RegExp> = { am: ARMENIAN, en: /^[\x20-\x7E֏’\u00A0\u202F–]+$/, ru: CYRILLIC };

const today = () => new Date();
const inDays = (days: number) => day(addDays(today(), days));

/** A valid payload for each of the ten endpoints (as the forms send it: strings and numbers mixed). */
const VALID: Record<string, Record<string, unknown>> = {
  '/product/appa/calc': { PERSONTYPE: '1', INSTYPE: '1', BM: '10', PERIOD: '1', CARTYPE: '1', CARPOWER_M: '1', REGION: 'YR', CARUSETYPE: '1' },
  '/product/travel/calc': { VARIANT: 'daily', ZONE: '2', MEDICAL_COVER: '2', START_DATE: inDays(10), END_DATE: inDays(19), DAYS: 10, AGE: 30 },
  '/product/travel_support/calc': { ZONE: '1', DAYS: 7 },
  '/product/property/calc': { PROPERTY_TYPE: '1', COVER: '1', SUM_INSURED: 30_000_000, PERIOD: '1' },
  '/product/just-casco/calc': { CAR_COST: '12000000', CAR_AGE: '1', PERIOD: 1 },
  '/product/medical-checkup/calc': { AGE: 35 },
  '/product/medical-checkup-plus/calc': { AGE: '35', PACKAGE: '1' },
  '/product/apka/calc': { LIMIT: 3_000_000, CARTYPE: '1', USETYPE: '1', PERIOD: '1' },
  '/product/pets-insurance/calc': { PET_TYPE: '1', DOG_SIZE: '2', PLAN: '2', PET_BIRTH_DATE: day(addMonths(today(), -30)) },
  '/product/social-med-checkup/calc': { AGE: 67, SOCIAL_GROUP: '1' },
};

/** Premiums the tariff tables give for VALID (checked by hand against tariffs/*.ts). */
const EXPECTED_PREMIUM: Record<string, number> = {
  '/product/appa/calc': 32_000,
  '/product/travel/calc': 7_500,
  '/product/travel_support/calc': 1_050,
  '/product/property/calc': 30_000,
  '/product/just-casco/calc': 72_000,
  '/product/medical-checkup/calc': 30_000,
  '/product/medical-checkup-plus/calc': 48_000,
  '/product/apka/calc': 36_000,
  '/product/pets-insurance/calc': 34_500,
  '/product/social-med-checkup/calc': 16_000,
};

describe.each(SERVER_LANGS)('the ten calculators answer in %s', (lang) => {
  it.each(Object.keys(VALID))('%s', async (path) => {
    const answer = await postApp(path, VALID[path] as Record<string, unknown>, { lang });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { result } = v.parse(calcResultSchema, answer.body);
    expect(result.premium).toBe(EXPECTED_PREMIUM[path]);
    expect(result.amount).toBeGreaterThan(result.premium);
    expect(result.amount_text).toMatch(SCRIPT[lang]);
    expect(result.amount_text).toContain('֏');
  });
});

async function warningsOf(path: string, payload: Record<string, unknown>, lang: ServerLang = 'en') {
  const answer = await postApp(path, payload, { lang });
  expect(answer.status).toBe(400);
  return (answer.body as { warning_d: Record<string, string[]> }).warning_d;
}

describe('out-of-range and missing input: 400 warning_d under the field, in the request language', () => {
  it('an empty payload names every required field', async () => {
    const warnings = await warningsOf('/product/appa/calc', {});
    expect(Object.keys(warnings).sort()).toEqual(['BM', 'CARTYPE', 'CARUSETYPE', 'INSTYPE', 'PERIOD', 'PERSONTYPE', 'REGION']);
    expect(warnings.BM).toEqual(['Bonus-malus class field is required']);
    expect((await warningsOf('/product/appa/calc', {}, 'am')).REGION).toEqual(['Հաշվառման մարզ դաշտը պարտադիր է']);
    expect((await warningsOf('/product/appa/calc', {}, 'ru')).REGION).toEqual(['Поле «Регион регистрации» обязательно для заполнения']);
  });

  it('CMTPL: BM outside 1–25, an unknown region, a retired vehicle type, a business-only use', async () => {
    const base = VALID['/product/appa/calc'] as Record<string, unknown>;
    expect(await warningsOf('/product/appa/calc', { ...base, BM: 26, REGION: 'XX' })).toEqual({
      BM: ['Choose a value from the list'],
      REGION: ['Choose a value from the list'],
    });
    expect(Object.keys(await warningsOf('/product/appa/calc', { ...base, CARTYPE: '7' }))).toEqual(['CARTYPE']);
    expect(await warningsOf('/product/appa/calc', { ...base, CARUSETYPE: '3' }, 'ru')).toEqual({ CARUSETYPE: ['Выбранное значение недоступно при этих условиях'] });
    expect((await postApp('/product/appa/calc', { ...base, PERSONTYPE: '2', CARUSETYPE: '3' })).status).toBe(200);
  });

  it('CMTPL: engine power is asked for cars, seats for buses', async () => {
    const base = { ...(VALID['/product/appa/calc'] as Record<string, unknown>) };
    delete base.CARPOWER_M;
    expect(Object.keys(await warningsOf('/product/appa/calc', base))).toEqual(['CARPOWER_M']);
    expect(Object.keys(await warningsOf('/product/appa/calc', { ...base, CARTYPE: '2' }))).toEqual(['CARSEATS']);
    expect((await postApp('/product/appa/calc', { ...base, CARTYPE: '2', CARSEATS: '2' })).status).toBe(200);
    expect((await postApp('/product/appa/calc', { ...base, CARTYPE: '4' })).status).toBe(200);
  });

  it('voluntary MTPL: the limit starts at 1 000 000 ֏', async () => {
    const base = VALID['/product/apka/calc'] as Record<string, unknown>;
    expect(await warningsOf('/product/apka/calc', { ...base, LIMIT: 999_999 })).toEqual({ LIMIT: ['The limit must be from 1,000,000 ֏ to 50,000,000 ֏'] });
    expect((await warningsOf('/product/apka/calc', { ...base, LIMIT: 'a lot' }, 'am')).LIMIT).toEqual(['Մուտքագրեք թիվ']);
  });

  it('just casco: only cars worth more than 1 800 000 ֏', async () => {
    const base = VALID['/product/just-casco/calc'] as Record<string, unknown>;
    const warnings = await warningsOf('/product/just-casco/calc', { ...base, CAR_COST: 1_800_000 }, 'ru');
    // Russian groups digits with a no-break space.
    expect(warnings).toEqual({ CAR_COST: [expect.stringMatching(/^Just Casco страхует автомобили дороже 1\s800\s000 ֏$/)] });
    expect((await postApp('/product/just-casco/calc', { ...base, CAR_COST: 1_800_001 })).status).toBe(200);
  });

  it('pets: 2 months to 8 years', async () => {
    const base = VALID['/product/pets-insurance/calc'] as Record<string, unknown>;
    const tooYoung = { ...base, PET_BIRTH_DATE: day(addDays(today(), -40)) };
    const tooOld = { ...base, PET_BIRTH_DATE: day(addMonths(today(), -97)) };
    expect(await warningsOf('/product/pets-insurance/calc', tooYoung)).toEqual({ PET_BIRTH_DATE: ['Pets aged from 2 months to 8 years can be insured'] });
    expect(Object.keys(await warningsOf('/product/pets-insurance/calc', tooOld, 'am'))).toEqual(['PET_BIRTH_DATE']);
    expect((await postApp('/product/pets-insurance/calc', { ...base, PET_BIRTH_DATE: day(addMonths(today(), -96)) })).status).toBe(200);
    expect((await warningsOf('/product/pets-insurance/calc', { ...base, PET_BIRTH_DATE: '31/02/2024' })).PET_BIRTH_DATE).toEqual(['Enter the date as DD/MM/YYYY']);
    // Cats have no size.
    const cat = { ...base, PET_TYPE: '2' };
    delete (cat as Record<string, unknown>).DOG_SIZE;
    expect((await postApp('/product/pets-insurance/calc', cat)).status).toBe(200);
  });

  it('travel: dates not in the past, the end not before the start, a trip of at most 180 days; box needs its days', async () => {
    const base = VALID['/product/travel/calc'] as Record<string, unknown>;
    expect(await warningsOf('/product/travel/calc', { ...base, START_DATE: inDays(-1) })).toEqual({ START_DATE: ['The date cannot be in the past'] });
    expect(await warningsOf('/product/travel/calc', { ...base, END_DATE: inDays(5) })).toEqual({ END_DATE: ['The end date cannot be before the start date'] });
    expect(await warningsOf('/product/travel/calc', { ...base, END_DATE: inDays(200) })).toEqual({ END_DATE: ['A trip can last at most 180 days'] });
    expect(await warningsOf('/product/travel/calc', { ...base, AGE: 86 })).toEqual({ AGE: ['The age must be from 0 to 85 years'] });
    expect(await warningsOf('/product/travel/calc', { ...base, VARIANT: 'box' })).toEqual({ BOX_DAYS: ['Days a year field is required'] });
    const box = await postApp('/product/travel/calc', { ...base, VARIANT: 'box', BOX_DAYS: '90', END_DATE: undefined }, { lang: 'en' });
    expect(v.parse(calcResultSchema, box.body).result).toMatchObject({ premium: 40_500, amount: 15_000_000 });
  });

  it('property, check-ups and travel support check their ranges', async () => {
    expect(Object.keys(await warningsOf('/product/property/calc', { ...VALID['/product/property/calc'], SUM_INSURED: 500_000 }))).toEqual(['SUM_INSURED']);
    expect(await warningsOf('/product/medical-checkup-plus/calc', { AGE: 17, PACKAGE: '1' }, 'am')).toEqual({ AGE: ['Տարիքը պետք է լինի 18-ից 70 տարեկան'] });
    expect(Object.keys(await warningsOf('/product/social-med-checkup/calc', { AGE: 81 }))).toEqual(['AGE', 'SOCIAL_GROUP']);
    expect(Object.keys(await warningsOf('/product/medical-checkup/calc', { AGE: 71 }))).toEqual(['AGE']);
    expect(Object.keys(await warningsOf('/product/travel_support/calc', { ZONE: '1', DAYS: 0 }))).toEqual(['DAYS']);
  });

  it('a forced 400-warning_d names the calculator’s own fields', async () => {
    forceEndpoint('/product/appa/calc', '400-warning_d', 1);
    const warnings = await warningsOf('/product/appa/calc', VALID['/product/appa/calc'] as Record<string, unknown>);
    expect(Object.keys(warnings)).toEqual(['BM', 'REGION']);
  });
});

describe('dictionaries', () => {
  const paths = Object.entries(DICTIONARIES).flatMap(([group, names]) => Object.keys(names).map((name) => `/diction_s/${group}/${name}/`));

  it('serves the eleven dictionaries of the spec', () => {
    expect(paths).toEqual([
      '/diction_s/appa/instype/',
      '/diction_s/appa/bm/',
      '/diction_s/appa/period/',
      '/diction_s/appa/cartype/',
      '/diction_s/appa/carpower_m/',
      '/diction_s/appa/carusetype/',
      '/diction_s/appa/carseats/',
      '/diction_s/appa/persontype/',
      '/diction_s/appa/region/',
      '/diction_s/aswa/usetype/',
      '/diction_s/aswa/period/',
    ]);
  });

  it.each(SERVER_LANGS)('each answers the dictionary and option-list shapes in %s', async (lang) => {
    for (const path of paths) {
      const answer = await postApp(path, {}, { lang });
      expect(answer.status).toBe(200);
      const dictionary = v.parse(dictionarySchema, answer.body);
      const options = v.parse(optionListSchema, answer.body);
      expect(dictionary.result_list.length).toBeGreaterThan(1);
      for (const option of options.result_list) expect(option.NAME_A).toMatch(lang === 'en' ? /\S/ : SCRIPT[lang]);
    }
  });

  it('the option values are the tariff keys, with the spec defaults among them', async () => {
    const ids = async (path: string) => v.parse(optionListSchema, (await postApp(path, {})).body).result_list.filter((o) => o.visible).map((o) => o.NUMID ?? o.CHARID);
    expect(await ids('/diction_s/appa/bm/')).toEqual(Array.from({ length: 25 }, (_, index) => String(index + 1)));
    expect(await ids('/diction_s/appa/region/')).toContain('YR');
    expect(await ids('/diction_s/aswa/period/')).toEqual(['1', '2']);
    const cartypes = v.parse(optionListSchema, (await postApp('/diction_s/appa/cartype/', {})).body).result_list;
    expect(cartypes.find((o) => o.NUMID === '7')?.visible).toBe(false);
    const uses = v.parse(optionListSchema, (await postApp('/diction_s/appa/carusetype/', {})).body).result_list;
    expect(uses.find((o) => o.NUMID === '3')?.conditions).toEqual({ field: 'PERSONTYPE', op: 'in', value: ['2', '3'] });
  });
});
