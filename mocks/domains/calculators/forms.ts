import { CALCULATORS, type CalculatorTab } from '@/shared/config';
import type { Localized } from '../../lib/respond';
import type { FormDefinition, OnChangeAnswerItem } from '../interface/types';
import { daysBetween, parseDay } from './dates';
import { FormBuilder } from './descriptors';
import { dictionaryPath } from './dictionaries';
import { conditionHolds } from '@/shared/form-engine/server-rules';
import { APPA_CARUSETYPE, APPA_DEFAULTS, BUS, PASSENGER_CAR } from './tariffs/appa';
import { IN_FORCE_AFTER_DAYS } from './tariffs/aswa';
import { JUST_CASCO_CAR_AGE } from './tariffs/just-casco';
import { CHECKUP_PLUS_PACKAGE, SOCIAL_GROUP } from './tariffs/medical';
import { DOG, DOG_SIZE, PET_PLAN, PET_TYPE, PETS_MAX_AGE_MONTHS } from './tariffs/pets';
import { PROPERTY_COVER, PROPERTY_TYPE } from './tariffs/property';
import { BOX, DAILY, TRAVEL_BOX, TRAVEL_COVER, TRAVEL_VARIANT, TRAVEL_ZONE } from './tariffs/travel';
import { rowOf } from './tariffs/types';
import { day } from './texts';

/**
 * The public calculator forms, one per tab of the calculators page (public-site.md §2), served by
 * /mobile/interface/get-popup-input-list/public/ for their TABID. Every calculator page tab asks for its
 * TABID, fills the form and posts the values to its calculation endpoint (handlers.ts).
 *
 * TABIDs and calculation endpoints per tab are the app's table, CALCULATORS in src/shared/config/calculators.ts.
 * TABIDs: the spec names tab ids seen in the portal (2751, 3957, 4506, 4511, 4547, 4655, 4966); they belong
 * to the signed-in wizards, so the calculators take a block of their own, 3101–3108 (docs/decisions/calculators.md).
 */
const CALCULATOR_TAB_IDS = Object.fromEntries(CALCULATORS.map(({ id, tabId }) => [id, tabId])) as Record<CalculatorTab, number>;

type Meta = NonNullable<FormDefinition['meta']>;
const meta = (title: Localized, description: Localized, keywords: Localized): Meta => ({
  am: { title: title.am, description: description.am, keywords: keywords.am },
  en: { title: title.en, description: description.en, keywords: keywords.en },
  ru: { title: title.ru, description: description.ru, keywords: keywords.ru },
});

const ONLY_CARS = { field: 'CARTYPE', op: 'eq', value: PASSENGER_CAR } as const;
const ONLY_BUSES = { field: 'CARTYPE', op: 'eq', value: BUS } as const;

const appa: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.appa,
  access: 'public',
  name: 'Calculator: CMTPL (APPA)',
  meta: meta(
    { am: 'ԱՊՊԱ-ի հաշվիչ', en: 'CMTPL calculator', ru: 'Калькулятор ОСАГО' },
    {
      am: 'Հաշվեք ԱՊՊԱ-ի արժեքը՝ ըստ տրանսպորտային միջոցի տեսակի, շարժիչի հզորության, մարզի և բոնուս-մալուս դասի։',
      en: 'Work out the price of compulsory motor third-party liability insurance by vehicle type, engine power, region and bonus-malus class.',
      ru: 'Рассчитайте стоимость ОСАГО по типу транспортного средства, мощности двигателя, региону и классу бонус-малус.',
    },
    {
      am: 'ԱՊՊԱ, հաշվիչ, ավտոապահովագրություն, բոնուս-մալուս, Երևան',
      en: 'CMTPL, calculator, car insurance, bonus-malus, Armenia',
      ru: 'ОСАГО, калькулятор, автострахование, бонус-малус, Армения',
    },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.appa, lang);
    return [
      f.dictionary('PERSONTYPE', dictionaryPath('appa', 'persontype'), { value: APPA_DEFAULTS.PERSONTYPE, initiator: true }),
      f.dictionary('INSTYPE', dictionaryPath('appa', 'instype'), { value: APPA_DEFAULTS.INSTYPE }),
      f.dictionary('CARTYPE', dictionaryPath('appa', 'cartype'), { value: APPA_DEFAULTS.CARTYPE }),
      f.dictionary('CARPOWER_M', dictionaryPath('appa', 'carpower_m'), { value: APPA_DEFAULTS.CARPOWER_M, conditions: ONLY_CARS }),
      f.dictionary('CARSEATS', dictionaryPath('appa', 'carseats'), { conditions: ONLY_BUSES }),
      f.dictionary('CARUSETYPE', dictionaryPath('appa', 'carusetype'), { value: APPA_DEFAULTS.CARUSETYPE }),
      f.dictionary('REGION', dictionaryPath('appa', 'region'), { value: APPA_DEFAULTS.REGION }),
      f.dictionary('BM', dictionaryPath('appa', 'bm'), {
        value: APPA_DEFAULTS.BM,
        message: {
          am: 'Առաջին անգամ ապահովագրվողը 10-րդ դասում է',
          en: 'A first-time policyholder is in class 10',
          ru: 'Впервые страхующийся водитель — в классе 10',
        },
      }),
      f.dictionary('PERIOD', dictionaryPath('appa', 'period'), { value: APPA_DEFAULTS.PERIOD }),
      f.notGranted('AGENT_DISCOUNT', { am: 'Գործակալի զեղչ, %', en: "Agent's discount, %", ru: 'Скидка агента, %' }),
    ];
  },
  // A person who is not a business cannot keep a business-only use: it falls back to personal use.
  onChange: ({ initiators, values }) => {
    if (!initiators.includes('PERSONTYPE')) return [];
    const use = rowOf(APPA_CARUSETYPE, values.CARUSETYPE as string);
    return use?.onlyWhen && !conditionHolds(use.onlyWhen, values) ? [{ field: 'CARUSETYPE', value: APPA_DEFAULTS.CARUSETYPE }] : [];
  },
};

const apka: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.apka,
  access: 'public',
  name: 'Calculator: voluntary MTPL (APKA)',
  meta: meta(
    { am: 'Կամավոր ավտոպատասխանատվության հաշվիչ', en: 'Voluntary MTPL calculator', ru: 'Калькулятор добровольной автогражданской ответственности' },
    {
      am: 'Ընտրեք ԱՊՊԱ-ից ավել պատասխանատվության սահմանաչափ՝ 1 000 000 ֏-ից, և իմացեք դրա արժեքը։',
      en: 'Choose a liability limit above CMTPL, from 1,000,000 ֏, and see what it costs.',
      ru: 'Выберите лимит ответственности сверх ОСАГО — от 1 000 000 ֏ — и узнайте стоимость.',
    },
    {
      am: 'կամավոր պատասխանատվություն, ԱՊՊԱ, սահմանաչափ, հաշվիչ',
      en: 'voluntary MTPL, liability limit, car insurance, calculator',
      ru: 'добровольное страхование ответственности, ДСАГО, лимит, калькулятор',
    },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.apka, lang);
    return [
      f.integer('LIMIT', {
        step: 500_000,
        value: 3_000_000,
        placeholder: { am: 'Օրինակ՝ 3 000 000', en: 'For example 3,000,000', ru: 'Например, 3 000 000' },
        message: { am: '1 000 000 ֏-ից մինչև 50 000 000 ֏', en: 'From 1,000,000 ֏ to 50,000,000 ֏', ru: 'От 1 000 000 ֏ до 50 000 000 ֏' },
      }),
      f.dictionary('CARTYPE', dictionaryPath('appa', 'cartype'), { value: '1' }),
      f.dictionary('USETYPE', dictionaryPath('aswa', 'usetype'), { value: '1' }),
      f.dictionary('PERIOD', dictionaryPath('aswa', 'period'), { value: '1' }),
    ];
  },
};

const inForceNote: Localized = {
  am: `Պայմանագիրն ուժի մեջ է մտնում կնքելուց ${IN_FORCE_AFTER_DAYS}-րդ օրը`,
  en: `The contract comes into force on the ${IN_FORCE_AFTER_DAYS}th day after it is concluded`,
  ru: `Договор вступает в силу на ${IN_FORCE_AFTER_DAYS}-й день после заключения`,
};

const justCasco: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.justCasco,
  access: 'public',
  name: 'Calculator: just casco',
  meta: meta(
    { am: 'Just Casco-ի հաշվիչ', en: 'Just Casco calculator', ru: 'Калькулятор Just Casco' },
    {
      am: 'Թանկարժեք ավտոմեքենաների ապահովագրություն 1 800 000 ֏-ից ավել ծախսերից՝ 6 ամսով կամ 1 տարով։',
      en: 'Cover for costly cars against repair costs above 1,800,000 ֏, for 6 months or a year.',
      ru: 'Страхование дорогих автомобилей от расходов свыше 1 800 000 ֏ — на 6 месяцев или год.',
    },
    { am: 'Just Casco, ԿԱՍԿՈ, ավտոմեքենա, հաշվիչ', en: 'Just Casco, casco, car damage, calculator', ru: 'Just Casco, КАСКО, ущерб автомобилю, калькулятор' },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.justCasco, lang);
    return [
      f.integer('CAR_COST', {
        step: 100_000,
        placeholder: { am: 'Օրինակ՝ 12 000 000', en: 'For example 12,000,000', ru: 'Например, 12 000 000' },
        message: { am: 'Ավելի քան 1 800 000 ֏', en: 'More than 1,800,000 ֏', ru: 'Более 1 800 000 ֏' },
      }),
      f.select('CAR_AGE', JUST_CASCO_CAR_AGE, { value: '1' }),
      f.dictionary('PERIOD', dictionaryPath('aswa', 'period'), { value: '1', message: inForceNote }),
    ];
  },
};

/** Days of a trip from the form's dates, both included; null while a date is missing or the end is early. */
function tripDaysOf(values: Record<string, unknown>): number | null {
  const start = parseDay(values.START_DATE);
  const end = parseDay(values.END_DATE);
  if (!start || !end) return null;
  const days = daysBetween(start, end) + 1;
  // "Zero days are treated as empty" (customer-portal.md §5).
  return days >= 1 ? days : null;
}

const travel: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.travel,
  access: 'public',
  name: 'Calculator: travel abroad (daily, box)',
  meta: meta(
    { am: 'Ճամփորդական ապահովագրության հաշվիչ', en: 'Travel insurance calculator', ru: 'Калькулятор страхования путешественников' },
    {
      am: 'Հաշվեք արտասահմանյան ճամփորդության ապահովագրության արժեքը՝ մեկ ուղևորության կամ ամբողջ տարվա համար։',
      en: 'Work out the price of travel insurance abroad, for one trip or for a year of trips.',
      ru: 'Рассчитайте стоимость страховки для поездки за границу — на одну поездку или на год.',
    },
    {
      am: 'ճամփորդական ապահովագրություն, Շենգեն, վիզա, հաշվիչ',
      en: 'travel insurance, Schengen, visa, medical expenses, calculator',
      ru: 'страхование путешественников, Шенген, виза, медицинские расходы, калькулятор',
    },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.travel, lang);
    const daily = { field: 'VARIANT', op: 'eq', value: DAILY } as const;
    const box = { field: 'VARIANT', op: 'eq', value: BOX } as const;
    return [
      f.radio('VARIANT', TRAVEL_VARIANT, { value: DAILY, col: 24 }),
      f.select('ZONE', TRAVEL_ZONE, { value: '2' }),
      f.select('MEDICAL_COVER', TRAVEL_COVER, { value: '2' }),
      f.date('START_DATE', { min: 'today', initiator: true }),
      f.date('END_DATE', { min: 'today', initiator: true, conditions: daily }),
      f.integer('DAYS', { editable: false, required: false, conditions: daily }),
      f.select('BOX_DAYS', TRAVEL_BOX, { value: '30', conditions: box }),
      f.integer('AGE', {
        placeholder: { am: 'Լրացած տարիները', en: 'Full years', ru: 'Полных лет' },
        message: { am: 'Մինչև 85 տարեկան', en: 'Up to 85 years old', ru: 'До 85 лет' },
      }),
    ];
  },
  // The days of a trip follow its dates.
  onChange: ({ initiators, values }): OnChangeAnswerItem[] => {
    if (!initiators.some((name) => name === 'START_DATE' || name === 'END_DATE')) return [];
    return [{ field: 'DAYS', value: tripDaysOf(values) }];
  },
};

const medicalCheckUpPlus: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.medicalCheckUpPlus,
  access: 'public',
  name: 'Calculator: medical check-up plus',
  meta: meta(
    { am: '«Բժշկական զննում պլյուս» հաշվիչ', en: 'Medical check-up plus calculator', ru: 'Калькулятор «Медосмотр плюс»' },
    {
      am: 'Տարեկան բժշկական զննում գործընկեր կլինիկաներում՝ սրտաբանությամբ և լաբորատոր լայն փաթեթով։',
      en: 'A year of check-ups at partner clinics, with cardiology and extended lab tests.',
      ru: 'Годовой медосмотр в клиниках-партнёрах с кардиологией и расширенными анализами.',
    },
    { am: 'բժշկական զննում, առողջություն, կլինիկա, հաշվիչ', en: 'medical check-up, health, clinic, calculator', ru: 'медосмотр, здоровье, клиника, калькулятор' },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.medicalCheckUpPlus, lang);
    return [
      f.integer('AGE', { message: { am: '18-ից 70 տարեկան', en: '18 to 70 years old', ru: 'От 18 до 70 лет' } }),
      f.radio('PACKAGE', CHECKUP_PLUS_PACKAGE, { value: '1', col: 24 }),
    ];
  },
};

const socialMedCheckUp: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.socialMedCheckUp,
  access: 'public',
  name: 'Calculator: social medical check-up',
  meta: meta(
    { am: '«Սոցիալական բժշկական զննում» հաշվիչ', en: 'Social medical check-up calculator', ru: 'Калькулятор социального медосмотра' },
    {
      am: 'Մատչելի տարեկան բժշկական զննում կենսաթոշակառուների, հաշմանդամություն ունեցող անձանց, բազմազավակ ընտանիքների և պատերազմի մասնակիցների համար։',
      en: 'An affordable yearly check-up for pensioners, people with disabilities, large families and war veterans.',
      ru: 'Доступный годовой медосмотр для пенсионеров, людей с инвалидностью, многодетных семей и участников боевых действий.',
    },
    { am: 'սոցիալական, բժշկական զննում, կենսաթոշակառու, հաշվիչ', en: 'social, medical check-up, pensioner, calculator', ru: 'социальный, медосмотр, пенсионер, калькулятор' },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.socialMedCheckUp, lang);
    return [
      f.integer('AGE', { message: { am: '18-ից 80 տարեկան', en: '18 to 80 years old', ru: 'От 18 до 80 лет' } }),
      f.select('SOCIAL_GROUP', SOCIAL_GROUP),
    ];
  },
};

const property: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.property,
  access: 'public',
  name: 'Calculator: property',
  meta: meta(
    { am: 'Գույքի ապահովագրության հաշվիչ', en: 'Property insurance calculator', ru: 'Калькулятор страхования имущества' },
    {
      am: 'Ապահովագրեք բնակարանը, տունը կամ ամառանոցը հրդեհից, բնական աղետներից, ջրով վնասումից և գողությունից՝ 6 ամսով կամ 1 տարով։',
      en: 'Insure an apartment, a house or a country house against fire, natural disasters, water damage and theft, for 6 months or a year.',
      ru: 'Застрахуйте квартиру, дом или дачу от пожара, стихийных бедствий, залива и кражи — на 6 месяцев или год.',
    },
    { am: 'գույքի ապահովագրություն, բնակարան, տուն, հաշվիչ', en: 'property insurance, apartment, house, calculator', ru: 'страхование имущества, квартира, дом, калькулятор' },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.property, lang);
    return [
      f.select('PROPERTY_TYPE', PROPERTY_TYPE, { value: '1' }),
      f.select('COVER', PROPERTY_COVER, { value: '1' }),
      f.integer('SUM_INSURED', {
        step: 1_000_000,
        placeholder: { am: 'Օրինակ՝ 30 000 000', en: 'For example 30,000,000', ru: 'Например, 30 000 000' },
        message: { am: '1 000 000 ֏-ից մինչև 500 000 000 ֏', en: 'From 1,000,000 ֏ to 500,000,000 ֏', ru: 'От 1 000 000 ֏ до 500 000 000 ֏' },
      }),
      f.dictionary('PERIOD', dictionaryPath('aswa', 'period'), { value: '1', message: inForceNote }),
    ];
  },
};

const petsInsurance: FormDefinition = {
  tabId: CALCULATOR_TAB_IDS.petsInsurance,
  access: 'public',
  name: 'Calculator: pets insurance',
  meta: meta(
    { am: 'Ընտանի կենդանիների ապահովագրության հաշվիչ', en: 'Pet insurance calculator', ru: 'Калькулятор страхования домашних животных' },
    {
      am: 'Շների և կատուների անասնաբուժական ծախսերի ապահովագրություն՝ 2 ամսականից մինչև 8 տարեկան։',
      en: 'Veterinary cover for dogs and cats aged 2 months to 8 years.',
      ru: 'Страхование ветеринарных расходов для собак и кошек от 2 месяцев до 8 лет.',
    },
    { am: 'կենդանիների ապահովագրություն, շուն, կատու, անասնաբույժ', en: 'pet insurance, dog, cat, vet, calculator', ru: 'страхование животных, собака, кошка, ветеринар, калькулятор' },
  ),
  fields: (lang) => {
    const f = new FormBuilder(CALCULATOR_TAB_IDS.petsInsurance, lang);
    const oldest = new Date();
    oldest.setMonth(oldest.getMonth() - PETS_MAX_AGE_MONTHS);
    return [
      f.radio('PET_TYPE', PET_TYPE, { value: DOG }),
      f.select('DOG_SIZE', DOG_SIZE, { value: '1', conditions: { field: 'PET_TYPE', op: 'eq', value: DOG } }),
      f.date('PET_BIRTH_DATE', {
        min: day(oldest),
        message: { am: '2 ամսականից մինչև 8 տարեկան', en: 'From 2 months to 8 years old', ru: 'От 2 месяцев до 8 лет' },
      }),
      f.select('PLAN', PET_PLAN, { value: '2' }),
    ];
  },
};

/** The forms of the calculators page, in the order of its tabs. */
export const calculatorForms: readonly FormDefinition[] = [appa, apka, justCasco, travel, medicalCheckUpPlus, socialMedCheckUp, property, petsInsurance];
