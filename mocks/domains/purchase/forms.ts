import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import type { Condition, FieldDescriptorInput } from '@/shared/api/interface/schemas';
import { L } from '../../lib/content';
import type { Localized, ServerLang } from '../../lib/respond';
import { TRAVEL_BOX } from '../calculators/tariffs/travel';
import type { FormDefinition } from '../interface/types';
import { medicalForms } from './medical-forms';
import { voluntaryForms } from './voluntary-forms';
import { tomorrowText, travellerWarnings, tripWarnings } from './rules';
import { fieldBuilder } from './field-builder';

/**
 * The step forms of the purchase wizards (docs/purchase-api.md "Products and steps"), served by
 * GET /api/interface/form/{id} to signed-in customers. The form ids come from the product table
 * (src/shared/config/purchase.ts). Field ids are `formId * 100 + n`, except the owner fields whose ids the
 * spec names (4436, 4437, 4438).
 */
const [SEARCH_CAR, CHECK_DATA, APPA_PAYMENT] = PURCHASE_PRODUCTS.appa.steps;
const [TRAVEL_PERSON, TRAVEL_DATA, TRAVEL_CREATE] = PURCHASE_PRODUCTS.travel.steps;

export const PURCHASE_FORM_IDS = {
  searchCar: SEARCH_CAR.formId,
  checkData: CHECK_DATA.formId,
  appaPayment: APPA_PAYMENT.formId,
  appaResult: PURCHASE_PRODUCTS.appa.final.formId,
  travelPerson: TRAVEL_PERSON.formId,
  travelData: TRAVEL_DATA.formId,
  travelCreate: TRAVEL_CREATE.formId,
  travelResult: PURCHASE_PRODUCTS.travel.final.formId,
} as const;

/** Travel daily packages: the option value is the unit count (days), §3. */
export const TRAVEL_DAILY_DAYS = [7, 15, 30] as const;

const T = {
  plate: L('Պետհամարանիշ', 'Plate number', 'Госномер'),
  plateHelp: L('Օրինակ՝ 35OO123', 'For example 35OO123', 'Например, 35OO123'),
  document: L('Անձնագրի, ID քարտի համար կամ ՀՎՀՀ', 'Passport or ID card number, or TPIN', 'Номер паспорта, ID-карты или ИНН'),
  appaConsent: L(
    'Համաձայն եմ, որ իմ և տրանսպորտային միջոցի տվյալները ստուգվեն ԱՊՊԱ բյուրոյի տվյալների բազայում',
    'I agree that my and the vehicle’s details are checked in the CMTPL bureau’s database',
    'Я согласен(на) на проверку моих данных и данных транспортного средства в базе бюро ОСАГО',
  ),
  checkIntro: L(
    'Ստուգեք տրանսպորտային միջոցի տվյալները և նշեք, թե ուր ուղարկենք պայմանագիրը։',
    'Check the vehicle details and tell us where to send the contract.',
    'Проверьте данные транспортного средства и укажите, куда отправить договор.',
  ),
  phone: L('Բջջային հեռախոս', 'Mobile phone', 'Мобильный телефон'),
  email: L('Էլ. փոստ', 'E-mail', 'Эл. почта'),
  dataConsent: L(
    'Հաստատում եմ, որ տվյալները ճիշտ են, և համաձայն եմ դրանց մշակմանը',
    'I confirm the details are correct and agree to their processing',
    'Подтверждаю правильность данных и согласен(на) на их обработку',
  ),
  terms: L('Ծանոթացել եմ և ընդունում եմ պայմանները', 'I have read and accept the terms', 'Я ознакомился(лась) с условиями и принимаю их'),
  appaResult: L(
    'Վճարման արդյունքը և պայմանագրի համարը ներքևում են։ Պայմանագիրն ուղարկվում է նաև Ձեր էլ. փոստին։',
    'The result of the payment and the contract number are below. The contract is also sent to your e-mail.',
    'Результат оплаты и номер договора указаны ниже. Договор также отправляется на вашу эл. почту.',
  ),
  travelIntro: L(
    'Լրացրեք տվյալները անգլերեն, ինչպես անձնագրում է։',
    'Fill in the details in English, as in the passport.',
    'Заполните данные на английском, как в паспорте.',
  ),
  isOwner: L('Ապահովադիրը ճանապարհորդն է', 'The policyholder is the traveller', 'Страхователь — путешественник'),
  yes: L('Այո', 'Yes', 'Да'),
  no: L('Ոչ', 'No', 'Нет'),
  passport: L('Անձնագրի համար', 'Passport number', 'Номер паспорта'),
  firstName: L('Անուն (անգլերեն)', 'First name (in English)', 'Имя (на английском)'),
  lastName: L('Ազգանուն (անգլերեն)', 'Last name (in English)', 'Фамилия (на английском)'),
  birthDate: L('Ծննդյան ամսաթիվ', 'Date of birth', 'Дата рождения'),
  ownerIntro: L('Ճանապարհորդի տվյալները', 'The traveller’s details', 'Данные путешественника'),
  ownerPassport: L('Ճանապարհորդի անձնագրի համար', 'Traveller’s passport number', 'Номер паспорта путешественника'),
  ownerFirstName: L('Ճանապարհորդի անուն (անգլերեն)', 'Traveller’s first name (in English)', 'Имя путешественника (на английском)'),
  ownerLastName: L('Ճանապարհորդի ազգանուն (անգլերեն)', 'Traveller’s last name (in English)', 'Фамилия путешественника (на английском)'),
  ownerAddress: L('Ճանապարհորդի հասցե (անգլերեն)', 'Traveller’s address (in English)', 'Адрес путешественника (на английском)'),
  countries: L('Ուղևորության երկրներ', 'Countries of travel', 'Страны поездки'),
  from: L('Մեկնման ամսաթիվ', 'Start date', 'Дата начала'),
  to: L('Վերադարձի ամսաթիվ', 'End date', 'Дата окончания'),
  days: L('Օրերի քանակ', 'Number of days', 'Количество дней'),
  extra: L('Լրացուցիչ տվյալներ', 'Additional details', 'Дополнительные сведения'),
  purpose: L('Ուղևորության նպատակ', 'Purpose of the trip', 'Цель поездки'),
  tourism: L('Զբոսաշրջություն', 'Tourism', 'Туризм'),
  business: L('Գործուղում', 'Business', 'Деловая поездка'),
  study: L('Ուսում', 'Study', 'Учёба'),
  sport: L('Սպորտ', 'Sport', 'Спорт'),
  notes: L('Մեկնաբանություն', 'Comment', 'Комментарий'),
  covid: L('COVID-19 ծածկույթ', 'COVID-19 cover', 'Покрытие COVID-19'),
  covidHelp: L('Վրաստանի համար հասանելի չէ', 'Not available for Georgia', 'Недоступно для Грузии'),
  daily: L('Օրական փաթեթ', 'Daily package', 'Посуточный пакет'),
  box: L('Տարեկան փաթեթ', 'Year package', 'Годовой пакет'),
  dayCount: L('{n} օր', '{n} days', '{n} дней'),
  tripConsent: L(
    'Հաստատում եմ, որ ուղևորության տվյալները ճիշտ են',
    'I confirm the trip details are correct',
    'Подтверждаю правильность данных поездки',
  ),
  summaryIntro: L(
    'Ստուգեք պայմանագրի տվյալները և գինը, ապա վճարեք։',
    'Check the contract details and the price, then pay.',
    'Проверьте данные договора и цену, затем оплатите.',
  ),
  summaryHolder: L(
    'Ապահովադիրը, ճանապարհորդը և ուղևորության ամսաթվերը նախորդ քայլերից են։',
    'The policyholder, the traveller and the trip dates come from the previous steps.',
    'Страхователь, путешественник и даты поездки взяты из предыдущих шагов.',
  ),
  travelResult: L(
    'Վճարման արդյունքը ներքևում է։ Հաջող վճարումից հետո պայմանագիրն ուղարկվում է Ձեր էլ. փոստին։',
    'The result of the payment is below. After a successful payment the contract is sent to your e-mail.',
    'Результат оплаты указан ниже. После успешной оплаты договор отправляется на вашу эл. почту.',
  ),
} as const;


const full = { col: 24 } as const;
const notOwner: Condition = { field: 'CUSTOMER_IS_OWNER', op: 'eq', value: 0 };
/** §4: Georgia switches the trip form to its reduced variant (no COVID cover, no packages). */
const georgia: Condition = { field: 'COUNTRY', op: 'eq', value: 'GE' };
const packagesShown: Condition[] = [
  { field: 'COVID', op: 'neq', value: 1 },
  { field: 'COUNTRY', op: 'nin', value: ['GE'] },
];

const meta = (title: Localized, description: Localized, keywords: Localized): FormDefinition['meta'] => ({
  am: { title: title.am, description: description.am, keywords: keywords.am },
  en: { title: title.en, description: description.en, keywords: keywords.en },
  ru: { title: title.ru, description: description.ru, keywords: keywords.ru },
});

const appaKeywords = L('ԱՊՊԱ, ավտոապահովագրություն, առցանց', 'CMTPL, car insurance, online', 'ОСАГО, автострахование, онлайн');
const travelKeywords = L('ճանապարհորդական ապահովագրություն, վիզա, առցանց', 'travel insurance, visa, online', 'страхование путешественников, виза, онлайн');

const searchCar: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.searchCar,
  access: 'authorized',
  name: 'Purchase: CMTPL step 1, search the car',
  meta: meta(
    L('ԱՊՊԱ՝ տրանսպորտային միջոցի որոնում', 'CMTPL: find your car', 'ОСАГО: поиск автомобиля'),
    L(
      'Մուտքագրեք պետհամարանիշը և սեփականատիրոջ փաստաթղթի համարը՝ ԱՊՊԱ պայմանագիր առցանց կնքելու համար։',
      'Enter the plate number and the owner’s document number to buy CMTPL online.',
      'Введите госномер и номер документа владельца, чтобы оформить ОСАГО онлайн.',
    ),
    appaKeywords,
  ),
  fields: (lang) => {
    const f = fieldBuilder(PURCHASE_FORM_IDS.searchCar, lang);
    return [
      f('PLATE', T.plate, 'str', { required: 1, message: T.plateHelp[lang], propsData: { maxLength: 10 } }),
      f('DOCUMENT', T.document, 'str', { required: 1, propsData: { maxLength: 20 } }),
      f('CONSENT', T.appaConsent, 'bool', { required: 1, ...full }),
    ];
  },
};

const checkData: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.checkData,
  access: 'authorized',
  name: 'Purchase: CMTPL step 2, check the data',
  meta: meta(
    L('ԱՊՊԱ՝ տվյալների ստուգում', 'CMTPL: check the details', 'ОСАГО: проверка данных'),
    L('Ստուգեք տրանսպորտային միջոցի տվյալները և լրացրեք հեռախոսն ու էլ. փոստը։', 'Check the vehicle details and fill in your phone and e-mail.', 'Проверьте данные автомобиля и укажите телефон и эл. почту.'),
    appaKeywords,
  ),
  fields: (lang) => {
    const f = fieldBuilder(PURCHASE_FORM_IDS.checkData, lang);
    return [
      f('CHECK_INTRO', T.checkIntro, 'span', full),
      f('PHONE', T.phone, 'phone', { required: 1 }),
      f('EMAIL', T.email, 'str', { type_view: 'email', required: 1, propsData: { autoComplete: 'email' } }),
      f('CONSENT', T.dataConsent, 'bool', { required: 1, ...full }),
    ];
  },
};

const appaPayment: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.appaPayment,
  access: 'authorized',
  name: 'Purchase: CMTPL step 3, payment',
  meta: meta(
    L('ԱՊՊԱ՝ վճարում', 'CMTPL: payment', 'ОСАГО: оплата'),
    L('Ստուգեք գինը, ընդունեք պայմանները և վճարեք քարտով։', 'Check the price, accept the terms and pay by card.', 'Проверьте цену, примите условия и оплатите картой.'),
    appaKeywords,
  ),
  fields: (lang) => [fieldBuilder(PURCHASE_FORM_IDS.appaPayment, lang)('TERMS', T.terms, 'bool', { required: 1, ...full })],
};

const appaResult: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.appaResult,
  access: 'authorized',
  name: 'Purchase: CMTPL result',
  meta: meta(
    L('ԱՊՊԱ՝ վճարման արդյունք', 'CMTPL: payment result', 'ОСАГО: результат оплаты'),
    L('Ձեր ԱՊՊԱ պայմանագրի վճարման արդյունքը։', 'The result of your CMTPL payment.', 'Результат оплаты вашего договора ОСАГО.'),
    appaKeywords,
  ),
  fields: (lang) => [fieldBuilder(PURCHASE_FORM_IDS.appaResult, lang)('RESULT_INTRO', T.appaResult, 'span', full)],
};

const travelPerson: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.travelPerson,
  access: 'authorized',
  name: 'Purchase: travel step 1, the traveller',
  meta: meta(
    L('Ճանապարհորդական ապահովագրություն՝ ճանապարհորդ', 'Travel insurance: the traveller', 'Страхование путешественников: путешественник'),
    L('Ապահովադրի և ճանապարհորդի տվյալները անգլերեն։', 'The policyholder’s and the traveller’s details, in English.', 'Данные страхователя и путешественника на английском.'),
    travelKeywords,
  ),
  fields: (lang) => {
    const f = fieldBuilder(PURCHASE_FORM_IDS.travelPerson, lang);
    // English only (§5): the app checks while typing (propsData.allowed), the backend again on save (rules.ts).
    const owner = (id: number, name: string, label: Localized, allowed: 'latin-name' | 'latin-address' = 'latin-name'): FieldDescriptorInput => ({
      ID: id,
      TEXT: label[lang],
      FIELD_NAME: name,
      TYPE: 'str',
      GRANTED: 1,
      required: 1,
      conditions: notOwner,
      propsData: { allowed },
    });
    return [
      f('TRAVEL_INTRO', T.travelIntro, 'span', full),
      f('CUSTOMER_IS_OWNER', T.isOwner, 'radiogroup', {
        required: 1,
        value: 1,
        ...full,
        DICTIONVALUES: [
          { NUMID: 1, NAME_A: T.yes[lang] },
          { NUMID: 0, NAME_A: T.no[lang] },
        ],
      }),
      f('PASSPORT', T.passport, 'str', { required: 1, propsData: { maxLength: 20 } }),
      f('FIRSTNAME', T.firstName, 'str', { required: 1, propsData: { autoComplete: 'given-name', allowed: 'latin-name' } }),
      f('LASTNAME', T.lastName, 'str', { required: 1, propsData: { autoComplete: 'family-name', allowed: 'latin-name' } }),
      f('BIRTHDATE', T.birthDate, 'date', { required: 1 }),
      f('PHONE', T.phone, 'phone', { required: 1 }),
      f('EMAIL', T.email, 'str', { type_view: 'email', required: 1, propsData: { autoComplete: 'email' } }),
      f('OWNER_INTRO', T.ownerIntro, 'span', { ...full, conditions: notOwner }),
      f('PASSPORT_HOLDER', T.ownerPassport, 'str', { required: 1, conditions: notOwner, propsData: { maxLength: 20 } }),
      owner(4436, 'OWNER_FIRSTNAME', T.ownerFirstName),
      owner(4437, 'OWNER_LASTNAME', T.ownerLastName),
      { ...owner(4438, 'OWNER_ADDRESS', T.ownerAddress, 'latin-address'), col: 24 },
      f('CONSENT', T.dataConsent, 'bool', { required: 1, ...full }),
    ];
  },
  validate: ({ values, lang }) => travellerWarnings(values, lang),
};

const dayOptions = (days: readonly number[], lang: ServerLang) => days.map((n) => ({ NUMID: n, NAME_A: T.dayCount[lang].replace('{n}', String(n)) }));

const travelData: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.travelData,
  access: 'authorized',
  name: 'Purchase: travel step 2, the trip',
  meta: meta(
    L('Ճանապարհորդական ապահովագրություն՝ ուղևորություն', 'Travel insurance: the trip', 'Страхование путешественников: поездка'),
    L('Երկրներ, ամսաթվեր և ծածկույթ։', 'Countries, dates and cover.', 'Страны, даты и покрытие.'),
    travelKeywords,
  ),
  fields: (lang) => {
    const f = fieldBuilder(PURCHASE_FORM_IDS.travelData, lang);
    const extraShown: Condition = { field: 'EXTRA', op: 'eq', value: 1 };
    return [
      f('COUNTRY', T.countries, 'search', { type_view: 'multiselect', API: '/country/get-country-list-alchemy/', required: 1, ...full }),
      f('FROMDATE', T.from, 'date', { required: 1, value: tomorrowText(), field_rules: { min: 'today' } }),
      f('TODATE', T.to, 'date', { required: 1, field_rules: { min: 'today' } }),
      f('DAYS', T.days, 'int', { required: 1, propsData: { min: 1 } }),
      // The optional section, closed until the customer opens it.
      f('EXTRA', T.extra, 'toggle', full),
      f('TRIP_PURPOSE', T.purpose, 'str', {
        type_view: 'select',
        conditions: extraShown,
        DICTIONVALUES: [
          { CHARID: 'tourism', NAME_A: T.tourism[lang] },
          { CHARID: 'business', NAME_A: T.business[lang] },
          { CHARID: 'study', NAME_A: T.study[lang] },
          { CHARID: 'sport', NAME_A: T.sport[lang] },
        ],
      }),
      f('TRIP_NOTES', T.notes, 'text', { conditions: extraShown }),
      f('COVID', T.covid, 'toggle', { ...full, message: T.covidHelp[lang], field_rules: { when: georgia, disabled: 1, value: 0 } }),
      f('TRAVELDAYS_DAILY', T.daily, 'radiogroup', { conditions: packagesShown, DICTIONVALUES: dayOptions(TRAVEL_DAILY_DAYS, lang) }),
      f('TRAVELDAYS_BOX', T.box, 'radiogroup', { conditions: packagesShown, DICTIONVALUES: dayOptions(TRAVEL_BOX.map((row) => Number(row.key)), lang) }),
      f('CONSENT', T.tripConsent, 'bool', { required: 1, ...full }),
    ];
  },
  validate: ({ values, lang }) => tripWarnings(values, lang),
};

const travelCreate: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.travelCreate,
  access: 'authorized',
  name: 'Purchase: travel step 3, summary and terms',
  meta: meta(
    L('Ճանապարհորդական ապահովագրություն՝ պայմանագիր', 'Travel insurance: the contract', 'Страхование путешественников: договор'),
    L('Պայմանագրի ամփոփում, գին և վճարում։', 'Contract summary, price and payment.', 'Сводка договора, цена и оплата.'),
    travelKeywords,
  ),
  fields: (lang) => {
    const f = fieldBuilder(PURCHASE_FORM_IDS.travelCreate, lang);
    return [f('SUMMARY_INTRO', T.summaryIntro, 'span', full), f('SUMMARY_HOLDER', T.summaryHolder, 'span', full), f('TERMS', T.terms, 'bool', { required: 1, ...full })];
  },
};

const travelResult: FormDefinition = {
  tabId: PURCHASE_FORM_IDS.travelResult,
  access: 'authorized',
  name: 'Purchase: travel result',
  meta: meta(
    L('Ճանապարհորդական ապահովագրություն՝ արդյունք', 'Travel insurance: result', 'Страхование путешественников: результат'),
    L('Ձեր ճանապարհորդական պայմանագրի վճարման արդյունքը։', 'The result of your travel insurance payment.', 'Результат оплаты вашего договора страхования путешественников.'),
    travelKeywords,
  ),
  fields: (lang) => [fieldBuilder(PURCHASE_FORM_IDS.travelResult, lang)('RESULT_INTRO', T.travelResult, 'span', full)],
};

export const purchaseForms: readonly FormDefinition[] = [searchCar, checkData, appaPayment, appaResult, travelPerson, travelData, travelCreate, travelResult, ...medicalForms, ...voluntaryForms];

/** The form of a step call, by id (the step calls check what they receive with it). */
export const purchaseForm = (id: number): FormDefinition => {
  const form = purchaseForms.find((candidate) => candidate.tabId === id);
  if (!form) throw new Error(`no purchase form ${id}`);
  return form;
};
