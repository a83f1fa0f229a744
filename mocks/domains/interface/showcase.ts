import type { FieldDescriptorInput } from '@/shared/api/interface/schemas';
import type { ServerLang } from '../../lib/respond';
import { pick, say } from './messages';
import type { FormDefinition, OnChangeAnswerItem } from './types';
import { L } from '../../lib/content';

/**
 * The form engine's showcase (TABID 9000, simulator only): every field TYPE, rules, conditions, a field that is
 * not granted, a hidden option, option conditions, dynamic selects, on-change initiators (a choice and a
 * button), files, a promo code — and one descriptor the engine cannot read (TYPE "colour"), which the form
 * reports instead of dropping silently. Used by the stories, the model and browser tests and /dev/form-showcase.
 */
export const SHOWCASE_TAB_ID = 9000;


const T = {
  intro: L(
    'Այս ձևում ներկայացված են ձևերի շարժիչի դաշտերի բոլոր տեսակները։ Ընտրեք «Իրավաբանական անձ»՝ սերվերի պատասխանը տեսնելու համար, հանեք «Ապահովադիրը սեփականատերն է» նշումը՝ կանոնի գործողությունը տեսնելու համար, և որպես վճարման եղանակ ընտրեք «Իմ բանկային հաշիվը»։',
    'This form shows every field type the form engine renders. Choose “Legal entity” to see the server answer, untick “The policyholder is the owner” to see a rule at work, and choose “My bank account” as the payout method.',
    'В этой форме собраны все типы полей движка форм. Выберите «Юридическое лицо», чтобы увидеть ответ сервера, снимите отметку «Страхователь — владелец», чтобы увидеть правило в действии, и выберите способ выплаты «Мой банковский счёт».',
  ),
  personType: L('Անձի տեսակ', 'Person type', 'Тип лица'),
  physical: L('Ֆիզիկական անձ', 'Physical person', 'Физическое лицо'),
  legal: L('Իրավաբանական անձ', 'Legal entity', 'Юридическое лицо'),
  fullName: L('Անուն, ազգանուն', 'Full name', 'Имя и фамилия'),
  company: L('Կազմակերպության անվանում', 'Company name', 'Название организации'),
  taxId: L('ՀՎՀՀ', 'Taxpayer ID (TIN)', 'ИНН'),
  taxIdHelp: L('8 թվանշան', '8 digits', '8 цифр'),
  socialCard: L('Սոցիալական քարտի համար', 'Social card number', 'Номер социальной карты'),
  birthDate: L('Ծննդյան ամսաթիվ', 'Date of birth', 'Дата рождения'),
  phone: L('Բջջային հեռախոս', 'Mobile phone', 'Мобильный телефон'),
  email: L('Էլ. փոստ', 'E-mail', 'Эл. почта'),
  isOwner: L('Ապահովադիրը սեփականատերն է', 'The policyholder is the owner', 'Страхователь — владелец'),
  ownerName: L('Սեփականատիրոջ անուն, ազգանուն', "Owner's full name", 'Имя и фамилия владельца'),
  start: L('Ապահովագրության սկիզբ', 'Start of cover', 'Начало страхования'),
  startHelp: L('Ամենաշուտը վաղվանից', 'From tomorrow at the earliest', 'Не раньше завтрашнего дня'),
  inspection: L('Զննության ամսաթիվ և ժամ', 'Inspection date and time', 'Дата и время осмотра'),
  callTime: L('Զանգահարելու հարմար ժամ', 'Best time to call', 'Удобное время для звонка'),
  carType: L('Տրանսպորտային միջոցի տեսակ', 'Vehicle type', 'Тип транспортного средства'),
  car: L('Մարդատար ավտոմեքենա', 'Passenger car', 'Легковой автомобиль'),
  motorcycle: L('Մոտոցիկլ', 'Motorcycle', 'Мотоцикл'),
  bus: L('Ավտոբուս', 'Bus', 'Автобус'),
  truck: L('Բեռնատար', 'Truck', 'Грузовик'),
  tractor: L('Տրակտոր', 'Tractor', 'Трактор'),
  seats: L('Նստատեղերի քանակ', 'Number of seats', 'Количество мест'),
  seatsHelp: L('Միայն ավտոբուսների համար', 'Buses only', 'Только для автобусов'),
  power: L('Շարժիչի հզորություն, ձ.ու.', 'Engine power, hp', 'Мощность двигателя, л. с.'),
  value: L('Հայտարարված արժեք, ֏', 'Declared value, ֏', 'Заявленная стоимость, ֏'),
  countries: L('Ուղևորության երկրներ', 'Countries of travel', 'Страны поездки'),
  payout: L('Վճարման եղանակ', 'Payout method', 'Способ выплаты'),
  bank: L('Բանկ', 'Bank', 'Банк'),
  account: L('Հաշվեհամար', 'Account number', 'Номер счёта'),
  newsletter: L('Ուղարկել առաջարկներ էլ. փոստով', 'Send me offers by e-mail', 'Присылать предложения по эл. почте'),
  comment: L('Մեկնաբանություն', 'Comment', 'Комментарий'),
  password: L('Ձեր հաշվի գաղտնաբառը', 'Password for your account', 'Пароль для личного кабинета'),
  promo: L('Պրոմոկոդ', 'Promo code', 'Промокод'),
  promoHelp: L('Փորձեք SEVAN10', 'Try SEVAN10', 'Попробуйте SEVAN10'),
  passport: L('Անձնագրի առաջին էջը', 'Passport, first page', 'Первая страница паспорта'),
  photos: L('Վնասի լուսանկարներ', 'Photos of the damage', 'Фотографии повреждений'),
  photosHelp: L('Մինչև 8 ֆայլ, ընդհանուրը՝ մինչև 10 ՄԲ', 'Up to 8 files, 10 MB in total', 'До 8 файлов, всего до 10 МБ'),
  agree: L('Համաձայն եմ ապահովագրության պայմաններին', 'I agree with the insurance terms', 'Я согласен(на) с условиями страхования'),
  suggest: L('Առաջարկել սկզբի ամսաթիվ', 'Suggest a start date', 'Предложить дату начала'),
  note: L('Անդերռայթերի նշում', "Underwriter's note", 'Заметка андеррайтера'),
  colour: L('Ավտոմեքենայի գույն', 'Car colour', 'Цвет автомобиля'),
  save: L('Պահպանել', 'Save', 'Сохранить'),
  restart: L('Սկսել նորից', 'Start over', 'Начать заново'),
  export: L('Արտահանել անդերռայթինգի համար', 'Export for underwriting', 'Экспорт для андеррайтинга'),
} as const;

function fields(lang: ServerLang): FieldDescriptorInput[] {
  const t = (key: keyof typeof T) => pick(lang, T[key]);
  // The one descriptor the engine cannot read: an unknown TYPE. The real backend sends such things too.
  const broken = { ID: 9099, TEXT: t('colour'), FIELD_NAME: 'COLOUR', TYPE: 'colour', GRANTED: 1 } as unknown as FieldDescriptorInput;
  return [
    { ID: 9001, TEXT: t('intro'), FIELD_NAME: 'INTRO', TYPE: 'span', col: 24 },
    {
      ID: 9002,
      TEXT: t('personType'),
      FIELD_NAME: 'PERSONTYPE',
      TYPE: 'radiogroup',
      value: 3,
      required: 1,
      dynamicItems: 1,
      col: 24,
      DICTIONVALUES: [
        { NUMID: 3, NAME_A: t('physical') },
        { NUMID: 2, NAME_A: t('legal') },
      ],
    },
    { ID: 9003, TEXT: t('fullName'), FIELD_NAME: 'FULLNAME', TYPE: 'str', required: 1, propsData: { autoComplete: 'name' } },
    { ID: 9004, TEXT: t('company'), FIELD_NAME: 'COMPANY_NAME', TYPE: 'str', required: 1, display: 0 },
    { ID: 9005, TEXT: t('taxId'), FIELD_NAME: 'TAX_ID', TYPE: 'number', required: 1, display: 0, message: t('taxIdHelp'), propsData: { maxLength: 8 } },
    { ID: 9006, TEXT: t('socialCard'), FIELD_NAME: 'SOCIAL_CARD', TYPE: 'number', propsData: { maxLength: 10 } },
    { ID: 9007, TEXT: t('birthDate'), FIELD_NAME: 'BIRTHDATE', TYPE: 'date', required: 1 },
    { ID: 9008, TEXT: t('phone'), FIELD_NAME: 'PHONE', TYPE: 'phone', required: 1 },
    { ID: 9009, TEXT: t('email'), FIELD_NAME: 'EMAIL', TYPE: 'str', type_view: 'email', required: 1, propsData: { autoComplete: 'email' } },
    { ID: 9010, TEXT: t('isOwner'), FIELD_NAME: 'IS_OWNER', TYPE: 'bool', value: 1, col: 24 },
    { ID: 9011, TEXT: t('ownerName'), FIELD_NAME: 'OWNER_FULLNAME', TYPE: 'str', required: 1, conditions: { field: 'IS_OWNER', value: 0 } },
    { ID: 9012, TEXT: t('start'), FIELD_NAME: 'START_DATE', TYPE: 'date', required: 1, message: t('startHelp'), field_rules: { min: 'today+1' } },
    { ID: 9013, TEXT: t('inspection'), FIELD_NAME: 'INSPECTION_AT', TYPE: 'datetime' },
    { ID: 9014, TEXT: t('callTime'), FIELD_NAME: 'CALL_TIME', TYPE: 'time' },
    {
      ID: 9015,
      TEXT: t('carType'),
      FIELD_NAME: 'CARTYPE',
      TYPE: 'radio',
      required: 1,
      DICTIONVALUES: [
        { NUMID: 1, NAME_A: t('car') },
        { NUMID: 2, NAME_A: t('motorcycle') },
        { NUMID: 3, NAME_A: t('bus') },
        { NUMID: 4, NAME_A: t('truck'), conditions: { field: 'PERSONTYPE', value: 2 } },
        { NUMID: 5, NAME_A: t('tractor'), visible: 0 },
      ],
    },
    {
      ID: 9016,
      TEXT: t('seats'),
      FIELD_NAME: 'SEATS',
      TYPE: 'int',
      message: t('seatsHelp'),
      field_rules: [{ disabled: 1 }, { when: { field: 'CARTYPE', value: 3 }, disabled: 0, value: 30 }],
    },
    { ID: 9017, TEXT: t('power'), FIELD_NAME: 'ENGINE_POWER', TYPE: 'float', SUBTYPE: 1 },
    { ID: 9018, TEXT: t('value'), FIELD_NAME: 'CAR_VALUE', TYPE: 'float', SUBTYPE: 2 },
    { ID: 9019, TEXT: t('countries'), FIELD_NAME: 'COUNTRY', TYPE: 'search', type_view: 'multiselect', API: '/country/get-country-list-alchemy/' },
    { ID: 9020, TEXT: t('payout'), FIELD_NAME: 'PAYOUT_METHOD', TYPE: 'str', API: '/diction_s/transit-or-bank/', required: 1 },
    { ID: 9021, TEXT: t('bank'), FIELD_NAME: 'BANK', TYPE: 'search', API: '/diction_s/def-transit-bank-list/', required: 1, conditions: { field: 'PAYOUT_METHOD', value: 2 } },
    { ID: 9022, TEXT: t('account'), FIELD_NAME: 'ACCOUNT', TYPE: 'number', required: 1, conditions: { field: 'PAYOUT_METHOD', value: 2 }, propsData: { maxLength: 16 } },
    { ID: 9023, TEXT: t('newsletter'), FIELD_NAME: 'NEWSLETTER', TYPE: 'toggle', col: 24 },
    { ID: 9024, TEXT: t('comment'), FIELD_NAME: 'COMMENT', TYPE: 'text' },
    { ID: 9025, TEXT: t('password'), FIELD_NAME: 'PASSWORD', TYPE: 'pass', propsData: { autoComplete: 'new-password' } },
    { ID: 9026, TEXT: t('promo'), FIELD_NAME: 'PROMO', TYPE: 'promo', message: t('promoHelp'), propsData: { referral: 'medicalCheckUp' } },
    { ID: 9027, TEXT: t('passport'), FIELD_NAME: 'PASSPORT_SCAN', TYPE: 'file', required: 1, propsData: { kind: 'passport' } },
    {
      ID: 9028,
      TEXT: t('photos'),
      FIELD_NAME: 'DAMAGE_PHOTOS',
      TYPE: 'multiSelectFile',
      message: t('photosHelp'),
      propsData: { kind: 'damage', maxFiles: 8, maxTotalBytes: 10 * 1024 * 1024 },
    },
    { ID: 9029, TEXT: t('agree'), FIELD_NAME: 'AGREE', TYPE: 'bool', required: 1, col: 24 },
    { ID: 9030, TEXT: t('suggest'), FIELD_NAME: 'SUGGEST', TYPE: 'button', dynamicItems: ['START_DATE'], type_view: 'outline' },
    { ID: 9031, TEXT: t('note'), FIELD_NAME: 'INTERNAL_NOTE', TYPE: 'str', GRANTED: 0 },
    broken,
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's answer to a change of PERSONTYPE or a press of SUGGEST. */
function onChange({ initiators, values }: { initiators: string[]; values: Record<string, unknown> }): OnChangeAnswerItem[] {
  const items: OnChangeAnswerItem[] = [];
  if (initiators.includes('PERSONTYPE')) {
    const legal = String(values.PERSONTYPE ?? '') === '2';
    items.push(
      { field: 'COMPANY_NAME', fieldRules: { visible: legal } },
      { field: 'TAX_ID', fieldRules: { visible: legal } },
      { field: 'BIRTHDATE', fieldRules: { visible: !legal } },
      { field: 'SOCIAL_CARD', fieldRules: { visible: !legal } },
    );
  }
  if (initiators.includes('SUGGEST')) {
    const start = new Date();
    start.setDate(start.getDate() + 7);
    items.push({ field: 'START_DATE', value: `${pad(start.getDate())}/${pad(start.getMonth() + 1)}/${start.getFullYear()}` });
  }
  return items;
}

export const showcaseForms: readonly FormDefinition[] = [
  {
    tabId: SHOWCASE_TAB_ID,
    access: 'public',
    name: 'Form engine showcase (every field type)',
    meta: {
      am: { title: 'Ձևերի շարժիչի ցուցադրություն', description: 'Սերվերից նկարագրված ձևի բոլոր դաշտերը։', keywords: 'ձև, դաշտեր' },
      en: { title: 'Form engine showcase', description: 'Every field of a server-described form.', keywords: 'form, fields' },
      ru: { title: 'Демонстрация движка форм', description: 'Все поля формы, описанной сервером.', keywords: 'форма, поля' },
    },
    fields,
    onChange,
    buttons: (lang) => [
      { ID: 9091, TEXT: pick(lang, T.save), FIELD_NAME: 'SAVE', type_view: 'submit', color: 'brand' },
      { ID: 9092, TEXT: pick(lang, T.restart), FIELD_NAME: 'RESTART', type_view: 'reset' },
      { ID: 9093, TEXT: pick(lang, T.export), FIELD_NAME: 'EXPORT', GRANTED: 0 },
    ],
    validate: ({ values, lang }): Record<string, string> => {
      const name = typeof values.FULLNAME === 'string' ? values.FULLNAME : '';
      return /\d/.test(name) ? { FULLNAME: say('nameWithDigits', lang) } : {};
    },
  },
];
