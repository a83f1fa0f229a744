import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import { L } from '../../lib/content';
import type { Localized, ServerLang } from '../../lib/respond';
import { toOptions } from '../calculators/options';
import { ASWA_PERIOD, ASWA_USETYPE, IN_FORCE_AFTER_DAYS } from '../calculators/tariffs/aswa';
import { DOG, DOG_SIZE, PET_PLAN, PET_TYPE } from '../calculators/tariffs/pets';
import { PROPERTY_COVER, PROPERTY_TYPE } from '../calculators/tariffs/property';
import type { FormDefinition } from '../interface/types';
import { dayText } from './rules';
import { apkaWarnings, earliestStart, justCascoWarnings, petWarnings, propertyWarnings } from './voluntary-rules';
import { fieldBuilder } from './field-builder';

/**
 * The step forms of voluntary MTPL (apka), Just CASCO, property and pets (issue 10; docs/purchase-api.md "Products
 * and steps"). Form ids come from the product table; field ids are `formId * 100 + n`. Every product starts with
 * `search-person` (the policyholder: document, phone, e-mail), then its object (the car found in the register with
 * the limit or value and the term; the property; the pet), then the payment step (terms). The selects carry the
 * calculators' codes and field names, so "Buy this policy" fills them with the calculator's inputs.
 */
const { apka, justCasco, property, petsInsurance } = PURCHASE_PRODUCTS;

export type VoluntaryProduct = 'apka' | 'justCasco' | 'property' | 'petsInsurance';

export const VOLUNTARY_FORM_IDS = {
  apka: { person: apka.steps[0].formId, object: apka.steps[1].formId, payment: apka.steps[2].formId },
  justCasco: { person: justCasco.steps[0].formId, object: justCasco.steps[1].formId, payment: justCasco.steps[2].formId },
  property: { person: property.steps[0].formId, object: property.steps[1].formId, payment: property.steps[2].formId },
  petsInsurance: { person: petsInsurance.steps[0].formId, object: petsInsurance.steps[1].formId, payment: petsInsurance.steps[2].formId },
} as const satisfies Record<VoluntaryProduct, { person: number; object: number; payment: number }>;

const T = {
  personIntro: L(
    'Ապահովադրի տվյալները. պայմանագիրը կուղարկենք նշված էլ. փոստին։',
    'The policyholder’s details: the contract is sent to this e-mail.',
    'Данные страхователя: договор будет отправлен на эту эл. почту.',
  ),
  passport: L('Անձնագրի կամ ID քարտի համար', 'Passport or ID card number', 'Номер паспорта или ID-карты'),
  phone: L('Բջջային հեռախոս', 'Mobile phone', 'Мобильный телефон'),
  email: L('Էլ. փոստ', 'E-mail', 'Эл. почта'),
  personConsent: L(
    'Համաձայն եմ իմ անձնական տվյալների մշակմանը',
    'I agree to the processing of my personal data',
    'Я согласен(на) на обработку моих персональных данных',
  ),
  plate: L('Պետհամարանիշ', 'Plate number', 'Госномер'),
  plateHelp: L('Օրինակ՝ 35OO123', 'For example 35OO123', 'Например, 35OO123'),
  ownerDocument: L('Սեփականատիրոջ անձնագրի, ID քարտի համար կամ ՀՎՀՀ', 'Owner’s passport or ID card number, or TPIN', 'Номер паспорта, ID-карты или ИНН владельца'),
  limit: L('Պատասխանատվության սահմանաչափ, ֏', 'Liability limit, ֏', 'Лимит ответственности, ֏'),
  limitHelp: L('1 000 000 ֏-ից մինչև 50 000 000 ֏', 'From 1,000,000 ֏ to 50,000,000 ֏', 'От 1 000 000 ֏ до 50 000 000 ֏'),
  usetype: L('Օգտագործման նպատակ', 'Purpose of use', 'Цель использования'),
  period: L('Ժամկետ', 'Term', 'Срок'),
  carCost: L('Ավտոմեքենայի արժեք, ֏', 'Value of the car, ֏', 'Стоимость автомобиля, ֏'),
  carCostHelp: L('Ավելի քան 1 800 000 ֏', 'More than 1,800,000 ֏', 'Более 1 800 000 ֏'),
  start: L('Սկզբի ամսաթիվ', 'Start date', 'Дата начала'),
  startHelp: L(
    `Պայմանագիրն ուժի մեջ է մտնում ${IN_FORCE_AFTER_DAYS}-րդ օրը`,
    `The contract comes into force on day ${IN_FORCE_AFTER_DAYS}`,
    `Договор вступает в силу на ${IN_FORCE_AFTER_DAYS}-й день`,
  ),
  carConsent: L(
    'Հաստատում եմ, որ ավտոմեքենայի տվյալները ճիշտ են',
    'I confirm the car’s details are correct',
    'Подтверждаю правильность данных автомобиля',
  ),
  propertyType: L('Գույքի տեսակ', 'Kind of property', 'Вид имущества'),
  cover: L('Ծածկույթ', 'Cover', 'Покрытие'),
  sum: L('Ապահովագրական գումար, ֏', 'Sum insured, ֏', 'Страховая сумма, ֏'),
  sumHelp: L('1 000 000 ֏-ից մինչև 500 000 000 ֏', 'From 1,000,000 ֏ to 500,000,000 ֏', 'От 1 000 000 ֏ до 500 000 000 ֏'),
  address: L('Գույքի հասցե', 'Address of the property', 'Адрес имущества'),
  propertyConsent: L(
    'Հաստատում եմ, որ գույքի տվյալները ճիշտ են',
    'I confirm the property’s details are correct',
    'Подтверждаю правильность данных имущества',
  ),
  petType: L('Կենդանի', 'Pet', 'Животное'),
  dogSize: L('Շան չափը', 'Size of the dog', 'Размер собаки'),
  petName: L('Կենդանու անունը', 'Pet’s name', 'Кличка животного'),
  petBirth: L('Կենդանու ծննդյան ամսաթիվ', 'Pet’s date of birth', 'Дата рождения животного'),
  petBirthHelp: L('2 ամսականից մինչև 8 տարեկան', 'From 2 months to 8 years old', 'От 2 месяцев до 8 лет'),
  plan: L('Ծրագիր', 'Plan', 'Программа'),
  petConsent: L('Հաստատում եմ, որ կենդանու տվյալները ճիշտ են', 'I confirm the pet’s details are correct', 'Подтверждаю правильность данных животного'),
  terms: L('Ծանոթացել եմ և ընդունում եմ պայմանները', 'I have read and accept the terms', 'Я ознакомился(лась) с условиями и принимаю их'),
} as const;

const NAMES: Record<VoluntaryProduct, Localized> = {
  apka: L('Կամավոր ավտոպատասխանատվություն', 'Voluntary MTPL', 'Добровольное страхование автогражданской ответственности'),
  justCasco: L('Just Casco', 'Just Casco', 'Just Casco'),
  property: L('Գույքի ապահովագրություն', 'Property insurance', 'Страхование имущества'),
  petsInsurance: L('Ընտանի կենդանիների ապահովագրություն', 'Pet insurance', 'Страхование домашних животных'),
};

const STEP_NAMES = {
  person: L('ապահովադիր', 'the policyholder', 'страхователь'),
  apka: L('ավտոմեքենա և սահմանաչափ', 'the car and the limit', 'автомобиль и лимит'),
  justCasco: L('ավտոմեքենա և ժամկետ', 'the car and the term', 'автомобиль и срок'),
  property: L('գույք', 'the property', 'имущество'),
  petsInsurance: L('կենդանի', 'the pet', 'животное'),
  payment: L('վճարում', 'payment', 'оплата'),
} as const;


const full = { col: 24 } as const;
const select = (rows: Parameters<typeof toOptions>[0], lang: ServerLang) => ({ type_view: 'select', DICTIONVALUES: toOptions(rows, lang) }) as const;

function formOf(product: VoluntaryProduct, step: 'person' | 'object' | 'payment', fields: FormDefinition['fields'], validate?: FormDefinition['validate']): FormDefinition {
  const name = NAMES[product];
  const stepName = step === 'object' ? STEP_NAMES[product] : STEP_NAMES[step];
  const title = (lang: ServerLang) => `${name[lang]}: ${stepName[lang]}`;
  const description = L(
    `${name.am}՝ առցանց գնում։`,
    `${name.en}: buy online.`,
    `${name.ru}: покупка онлайн.`,
  );
  return {
    tabId: VOLUNTARY_FORM_IDS[product][step],
    access: 'authorized',
    name: `Purchase: ${name.en}, ${step}`,
    meta: {
      am: { title: title('am'), description: description.am, keywords: name.am },
      en: { title: title('en'), description: description.en, keywords: name.en },
      ru: { title: title('ru'), description: description.ru, keywords: name.ru },
    },
    fields,
    ...(validate ? { validate } : {}),
  };
}

/** Step 1 of every product: the policyholder (`search-person`). */
const personForm = (product: VoluntaryProduct) =>
  formOf(product, 'person', (lang) => {
    const f = fieldBuilder(VOLUNTARY_FORM_IDS[product].person, lang);
    return [
      f('PERSON_INTRO', T.personIntro, 'span', full),
      f('PASSPORT', T.passport, 'str', { required: 1, propsData: { maxLength: 20 } }),
      f('PHONE', T.phone, 'phone', { required: 1 }),
      f('EMAIL', T.email, 'str', { type_view: 'email', required: 1, propsData: { autoComplete: 'email' } }),
      f('CONSENT', T.personConsent, 'bool', { required: 1, ...full }),
    ];
  });

const paymentForm = (product: VoluntaryProduct) =>
  formOf(product, 'payment', (lang) => [fieldBuilder(VOLUNTARY_FORM_IDS[product].payment, lang)('TERMS', T.terms, 'bool', { required: 1, ...full })]);

/** The car of the register (plate and the owner's document), as the CMTPL search asks for it. */
const carFields = (f: ReturnType<typeof fieldBuilder>, lang: ServerLang) => [
  f('PLATE', T.plate, 'str', { required: 1, message: T.plateHelp[lang], propsData: { maxLength: 10 } }),
  f('DOCUMENT', T.ownerDocument, 'str', { required: 1, propsData: { maxLength: 20 } }),
];

/** The start date of property and Just CASCO: the date picker refuses days before the 7th (field_rules.min). */
const startField = (f: ReturnType<typeof fieldBuilder>, lang: ServerLang) =>
  f('FROMDATE', T.start, 'date', { required: 1, value: dayText(earliestStart(new Date())), message: T.startHelp[lang], field_rules: { min: `today+${IN_FORCE_AFTER_DAYS}` } });

const apkaObject = formOf(
  'apka',
  'object',
  (lang) => {
    const f = fieldBuilder(VOLUNTARY_FORM_IDS.apka.object, lang);
    return [
      ...carFields(f, lang),
      f('LIMIT', T.limit, 'int', { required: 1, value: 3_000_000, message: T.limitHelp[lang], propsData: { step: 500_000 } }),
      f('USETYPE', T.usetype, 'str', { required: 1, value: '1', ...select(ASWA_USETYPE, lang) }),
      f('PERIOD', T.period, 'str', { required: 1, value: '1', ...select(ASWA_PERIOD, lang) }),
      f('CONSENT', T.carConsent, 'bool', { required: 1, ...full }),
    ];
  },
  ({ values, lang }) => apkaWarnings(values, lang),
);

const justCascoObject = formOf(
  'justCasco',
  'object',
  (lang) => {
    const f = fieldBuilder(VOLUNTARY_FORM_IDS.justCasco.object, lang);
    return [
      ...carFields(f, lang),
      f('CAR_COST', T.carCost, 'int', { required: 1, message: T.carCostHelp[lang], propsData: { step: 100_000 } }),
      f('PERIOD', T.period, 'str', { required: 1, value: '1', ...select(ASWA_PERIOD, lang) }),
      startField(f, lang),
      f('CONSENT', T.carConsent, 'bool', { required: 1, ...full }),
    ];
  },
  ({ values, lang }) => justCascoWarnings(values, lang),
);

const propertyObject = formOf(
  'property',
  'object',
  (lang) => {
    const f = fieldBuilder(VOLUNTARY_FORM_IDS.property.object, lang);
    return [
      f('PROPERTY_TYPE', T.propertyType, 'str', { required: 1, value: '1', ...select(PROPERTY_TYPE, lang) }),
      f('COVER', T.cover, 'str', { required: 1, value: '1', ...select(PROPERTY_COVER, lang) }),
      f('SUM_INSURED', T.sum, 'int', { required: 1, message: T.sumHelp[lang], propsData: { step: 1_000_000 } }),
      f('ADDRESS', T.address, 'str', { required: 1, ...full, propsData: { maxLength: 120 } }),
      f('PERIOD', T.period, 'str', { required: 1, value: '1', ...select(ASWA_PERIOD, lang) }),
      startField(f, lang),
      f('CONSENT', T.propertyConsent, 'bool', { required: 1, ...full }),
    ];
  },
  ({ values, lang }) => propertyWarnings(values, lang),
);

const petObject = formOf(
  'petsInsurance',
  'object',
  (lang) => {
    const f = fieldBuilder(VOLUNTARY_FORM_IDS.petsInsurance.object, lang);
    return [
      f('PET_TYPE', T.petType, 'radiogroup', { required: 1, value: DOG, ...full, DICTIONVALUES: toOptions(PET_TYPE, lang) }),
      f('DOG_SIZE', T.dogSize, 'str', { required: 1, value: '1', conditions: { field: 'PET_TYPE', op: 'eq', value: DOG }, ...select(DOG_SIZE, lang) }),
      f('PET_NAME', T.petName, 'str', { required: 1, propsData: { maxLength: 40 } }),
      // No field_rules.min: a pet too old or too young gets the rule's own words from the server (warning_d).
      f('PET_BIRTH_DATE', T.petBirth, 'date', { required: 1, message: T.petBirthHelp[lang] }),
      f('PLAN', T.plan, 'str', { required: 1, value: '2', ...select(PET_PLAN, lang) }),
      f('CONSENT', T.petConsent, 'bool', { required: 1, ...full }),
    ];
  },
  ({ values, lang }) => petWarnings(values, lang),
);

export const voluntaryForms: readonly FormDefinition[] = [
  personForm('apka'),
  apkaObject,
  paymentForm('apka'),
  personForm('justCasco'),
  justCascoObject,
  paymentForm('justCasco'),
  personForm('property'),
  propertyObject,
  paymentForm('property'),
  personForm('petsInsurance'),
  petObject,
  paymentForm('petsInsurance'),
];

export const voluntaryForm = (id: number): FormDefinition => {
  const form = voluntaryForms.find((candidate) => candidate.tabId === id);
  if (!form) throw new Error(`no voluntary purchase form ${id}`);
  return form;
};
