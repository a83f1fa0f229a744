import { type Localized, type ServerLang, messageTable } from '../../lib/respond';

/**
 * What the calculators say: field warnings (warning_d) and the amount_text of an answer, in the request
 * language. `{name}` placeholders are filled by `say()`. Field labels live with the forms (labels.ts).
 */
const TEXTS = {
  notInList: { am: 'Ընտրեք արժեք ցանկից', en: 'Choose a value from the list', ru: 'Выберите значение из списка' },
  notAvailable: {
    am: 'Ընտրված արժեքը հասանելի չէ տվյալ պայմաններով',
    en: 'The chosen value is not available with these conditions',
    ru: 'Выбранное значение недоступно при этих условиях',
  },
  notANumber: { am: 'Մուտքագրեք թիվ', en: 'Enter a number', ru: 'Введите число' },
  tooSmall: { am: 'Նվազագույն արժեքը՝ {min}', en: 'The minimum is {min}', ru: 'Минимальное значение — {min}' },
  tooBig: { am: 'Առավելագույն արժեքը՝ {max}', en: 'The maximum is {max}', ru: 'Максимальное значение — {max}' },
  ageRange: {
    am: 'Տարիքը պետք է լինի {min}-ից {max} տարեկան',
    en: 'The age must be from {min} to {max} years',
    ru: 'Возраст должен быть от {min} до {max} лет',
  },
  badDate: {
    am: 'Մուտքագրեք ամսաթիվը ՕՕ/ԱԱ/ՏՏՏՏ ձևաչափով',
    en: 'Enter the date as DD/MM/YYYY',
    ru: 'Введите дату в формате ДД/ММ/ГГГГ',
  },
  pastDate: { am: 'Ամսաթիվը չի կարող անցյալում լինել', en: 'The date cannot be in the past', ru: 'Дата не может быть в прошлом' },
  futureDate: { am: 'Ամսաթիվը չի կարող ապագայում լինել', en: 'The date cannot be in the future', ru: 'Дата не может быть в будущем' },
  endBeforeStart: {
    am: 'Ավարտի ամսաթիվը չի կարող սկզբի ամսաթվից շուտ լինել',
    en: 'The end date cannot be before the start date',
    ru: 'Дата окончания не может быть раньше даты начала',
  },
  tripTooLong: {
    am: 'Ուղևորությունը կարող է տևել առավելագույնը {days} օր',
    en: 'A trip can last at most {days} days',
    ru: 'Поездка может длиться не более {days} дней',
  },
  justCascoThreshold: {
    am: '«Just Casco»-ն ապահովագրում է {threshold}-ից թանկ ավտոմեքենաներ',
    en: 'Just Casco covers cars worth more than {threshold}',
    ru: 'Just Casco страхует автомобили дороже {threshold}',
  },
  apkaLimit: {
    am: 'Սահմանաչափը պետք է լինի {min}-ից {max}',
    en: 'The limit must be from {min} to {max}',
    ru: 'Лимит должен быть от {min} до {max}',
  },
  petAge: {
    am: 'Ապահովագրվում են 2 ամսականից մինչև 8 տարեկան կենդանիները',
    en: 'Pets aged from 2 months to 8 years can be insured',
    ru: 'Страхуются животные в возрасте от 2 месяцев до 8 лет',
  },

  // amount_text
  appaText: {
    am: 'ԱՊՊԱ պայմանագիր {term} ժամկետով։ Պատասխանատվության սահմանաչափը յուրաքանչյուր տուժողի համար՝ կյանքին և առողջությանը պատճառված վնասի դեպքում՝ {health}, գույքին՝ {property}։',
    en: 'CMTPL contract for {term}. Liability limit per victim: {health} for harm to life and health, {property} for damage to property.',
    ru: 'Договор ОСАГО на {term}. Лимит ответственности на каждого потерпевшего: {health} за вред жизни и здоровью, {property} за ущерб имуществу.',
  },
  apkaText: {
    am: 'Կամավոր պատասխանատվության ապահովագրություն ԱՊՊԱ-ից ավել {limit} սահմանաչափով, {term} ժամկետով։',
    en: 'Voluntary liability cover of {limit} above CMTPL, for {term}.',
    ru: 'Добровольное страхование ответственности с лимитом {limit} сверх ОСАГО, на {term}.',
  },
  justCascoText: {
    am: 'Վերանորոգման ծախսերը հատուցվում են {threshold}-ից ավել մասով՝ մինչև {amount}, {term} ժամկետով։ Պայմանագիրն ուժի մեջ է մտնում {from}-ից։',
    en: 'Repair costs above {threshold} are paid, up to {amount}, for {term}. The contract is in force from {from}.',
    ru: 'Расходы на ремонт сверх {threshold} оплачиваются до {amount}, на {term}. Договор действует с {from}.',
  },
  propertyText: {
    am: '{type}․ {cover}։ Ապահովագրական գումարը՝ {amount}, {term} ժամկետով։ Պայմանագիրն ուժի մեջ է մտնում {from}-ից։',
    en: '{type}. {cover}. Sum insured {amount} for {term}. The contract is in force from {from}.',
    ru: '{type}. {cover}. Страховая сумма {amount} на {term}. Договор действует с {from}.',
  },
  travelDailyText: {
    am: 'Ուղղությունը՝ {zone}։ {start}–{end}, {days}։ Բժշկական ծախսերը հատուցվում են մինչև {amount}։',
    en: 'Destination: {zone}. From {start} to {end}, {days}. Medical expenses are covered up to {amount}.',
    ru: 'Направление: {zone}. С {start} по {end}, {days}. Медицинские расходы покрываются до {amount}.',
  },
  travelBoxText: {
    am: 'Ուղղությունը՝ {zone}։ Մինչև {days} արտասահմանում՝ {start}-ից մեկ տարվա ընթացքում։ Բժշկական ծախսերը հատուցվում են մինչև {amount} յուրաքանչյուր ուղևորության համար։',
    en: 'Destination: {zone}. Up to {days} abroad within a year from {start}. Medical expenses are covered up to {amount} per trip.',
    ru: 'Направление: {zone}. До {days} за границей в течение года с {start}. Медицинские расходы покрываются до {amount} на каждую поездку.',
  },
  travelSupportText: {
    am: 'Ուղղությունը՝ {zone}։ {days} ճամփորդական աջակցություն՝ շուրջօրյա օգնության գիծ, կորած փաստաթղթեր, չվերթի ուշացում և ուղեբեռ, մինչև {amount}։',
    en: 'Destination: {zone}. Travel assistance for {days}: 24/7 help line, lost documents, flight delays and luggage, up to {amount}.',
    ru: 'Направление: {zone}. Помощь в поездке на {days}: круглосуточная линия помощи, утеря документов, задержка рейса и багаж — до {amount}.',
  },
  petsText: {
    am: '{pet}․ անասնաբուժական ծախսերը հատուցվում են տարեկան մինչև {amount}։',
    en: '{pet}: veterinary costs are covered up to {amount} a year.',
    ru: '{pet}: ветеринарные расходы покрываются до {amount} в год.',
  },
  checkupText: {
    am: '{count} գործընկեր կլինիկաներում մեկ տարվա ընթացքում՝ {amount} արժողությամբ։',
    en: '{count} at partner clinics within a year, worth {amount}.',
    ru: '{count} в клиниках-партнёрах в течение года на сумму {amount}.',
  },
} as const satisfies Record<string, Localized>;

export type TextKey = keyof typeof TEXTS;

export const say = messageTable(TEXTS);

/** The locales of the app's formatter (src/shared/i18n/lang.ts): the backend formats as the site does. */
const LOCALE: Record<ServerLang, string> = { am: 'hy-AM', en: 'en-GB', ru: 'ru-RU' };

/** 5 000 000 ֏ / 5,000,000 ֏ in the request language. */
export function money(amount: number, lang: ServerLang): string {
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 0 }).format(amount)} ֏`;
}

/** DD/MM/YYYY, as the spec writes dates. */
export function day(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}
