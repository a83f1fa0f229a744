import { type Localized, messageTable } from '../../lib/respond';

/**
 * The purchase simulator's own messages (warnings of the step and payment calls, the contract e-mail).
 * `{name}` placeholders are filled by `say()`.
 */
const MESSAGES = {
  plateUnknown: {
    am: 'Այս համարանիշով տրանսպորտային միջոց չի գտնվել',
    en: 'No vehicle with this plate number was found',
    ru: 'Транспортное средство с этим номерным знаком не найдено',
  },
  documentMismatch: {
    am: 'Փաստաթղթի համարը չի համապատասխանում տրանսպորտային միջոցի սեփականատիրոջը',
    en: "The document number does not match the vehicle's owner",
    ru: 'Номер документа не соответствует владельцу транспортного средства',
  },
  consentRequired: {
    am: 'Անհրաժեշտ է Ձեր համաձայնությունը',
    en: 'Your consent is required',
    ru: 'Необходимо ваше согласие',
  },
  termsRequired: {
    am: 'Անհրաժեշտ է ընդունել պայմանները',
    en: 'You need to accept the terms',
    ru: 'Необходимо принять условия',
  },
  invalidEmail: { am: 'Մուտքագրեք վավեր էլ. փոստի հասցե', en: 'Enter a valid e-mail address', ru: 'Введите корректный адрес эл. почты' },
  latinName: {
    am: 'Լրացրեք անգլերեն՝ միայն տառեր, գծիկ և բացատ',
    en: 'Fill in in English: letters, hyphen and space only',
    ru: 'Заполните на английском: только буквы, дефис и пробел',
  },
  latinAddress: {
    am: 'Լրացրեք անգլերեն՝ տառեր, թվեր, գծիկ, շեղ գիծ, կետ, ստորակետ և բացատ',
    en: 'Fill in in English: letters, digits, hyphen, slash, period, comma and space',
    ru: 'Заполните на английском: буквы, цифры, дефис, косая черта, точка, запятая и пробел',
  },
  birthInFuture: {
    am: 'Ծննդյան ամսաթիվը չի կարող ապագայում լինել',
    en: 'The date of birth cannot be in the future',
    ru: 'Дата рождения не может быть в будущем',
  },
  tooOld: {
    am: '{age} տարեկանից բարձր ճանապարհորդներն ապահովագրված չեն',
    en: 'Travellers older than {age} are not insured',
    ru: 'Путешественники старше {age} лет не страхуются',
  },
  countryUnknown: { am: 'Անհայտ երկիր՝ {code}', en: 'Unknown country: {code}', ru: 'Неизвестная страна: {code}' },
  dateBeforeToday: {
    am: 'Ամսաթիվը չի կարող այսօրվանից շուտ լինել',
    en: 'The date cannot be before today',
    ru: 'Дата не может быть раньше сегодняшней',
  },
  endBeforeStart: {
    am: 'Ավարտի ամսաթիվը չի կարող սկզբից շուտ լինել',
    en: 'The end date cannot be before the start date',
    ru: 'Дата окончания не может быть раньше даты начала',
  },
  daysMin: { am: 'Օրերի քանակը պետք է լինի առնվազն 1', en: 'The number of days must be at least 1', ru: 'Количество дней должно быть не меньше 1' },
  daysMax: {
    am: 'Ուղևորությունը չի կարող {days} օրից երկար լինել',
    en: 'A trip cannot be longer than {days} days',
    ru: 'Поездка не может быть длиннее {days} дней',
  },
  daysMismatch: {
    am: 'Օրերի քանակը չի համապատասխանում ամսաթվերին ({days})',
    en: 'The number of days does not match the dates ({days})',
    ru: 'Количество дней не соответствует датам ({days})',
  },
  dailyAndBox: {
    am: 'Ընտրեք կամ օրական, կամ տարեկան փաթեթ, ոչ երկուսը միասին',
    en: 'Choose either a daily or a year package, not both',
    ru: 'Выберите посуточный или годовой пакет, но не оба',
  },
  optionUnknown: { am: 'Անհայտ տարբերակ', en: 'Unknown option', ru: 'Неизвестный вариант' },
  contractNotFound: { am: 'Պայմանագիրը չի գտնվել', en: 'The contract was not found', ru: 'Договор не найден' },
  contractWrongProduct: {
    am: 'Այս պայմանագիրը այլ ապահովագրական պրոդուկտի է',
    en: 'This contract belongs to another insurance product',
    ru: 'Этот договор относится к другому страховому продукту',
  },
  contractPaid: { am: 'Պայմանագիրն արդեն վճարված է', en: 'The contract has already been paid', ru: 'Договор уже оплачен' },
  contractFree: {
    am: 'Այս պայմանագիրն անվճար է. այն պետք է հաստատել, ոչ թե վճարել',
    en: 'This contract is free: confirm it instead of paying',
    ru: 'Этот договор бесплатный: его нужно подтвердить, а не оплатить',
  },
  contractNotFree: {
    am: 'Այս պայմանագիրն անվճար չէ. այն պետք է վճարել',
    en: 'This contract is not free: it has to be paid',
    ru: 'Этот договор не бесплатный: его нужно оплатить',
  },
  contractNotPaid: { am: 'Պայմանագիրը դեռ վճարված չէ', en: 'The contract has not been paid yet', ru: 'Договор ещё не оплачен' },
  contractPaying: {
    am: 'Բանկը դեռ մշակում է այս պայմանագրի վճարումը. այն հնարավոր չէ չեղարկել',
    en: 'The bank is still processing the payment of this contract: it cannot be discarded',
    ru: 'Банк ещё обрабатывает оплату этого договора: его нельзя отменить',
  },
  orderCancelled: { am: 'Պատվերը չեղարկվել է', en: 'The order was cancelled', ru: 'Заказ отменён' },
  contractIncomplete: {
    am: 'Պայմանագրի տվյալները լրացված չեն',
    en: 'The contract details are not complete',
    ru: 'Данные договора не заполнены',
  },
  orderMismatch: {
    am: 'Պատվերի համարը չի համապատասխանում պայմանագրին',
    en: 'The order number does not match the contract',
    ru: 'Номер заказа не соответствует договору',
  },
  cardUnknown: { am: 'Ընտրված քարտը չի գտնվել', en: 'The chosen card was not found', ru: 'Выбранная карта не найдена' },
  promoUnknown: { am: 'Պրոմոկոդը վավեր չէ', en: 'The promo code is not valid', ru: 'Промокод недействителен' },
  promoExpired: { am: 'Պրոմոկոդի ժամկետն անցել է', en: 'The promo code has expired', ru: 'Срок действия промокода истёк' },
  promoOtherProduct: {
    am: 'Այս պրոմոկոդը վավեր չէ այս պրոդուկտի համար',
    en: 'This promo code is not valid for this product',
    ru: 'Этот промокод недействителен для данного продукта',
  },
  documentWrong: {
    am: 'Փաստաթղթի համարը չի համապատասխանում պայմանագրին',
    en: 'The document number does not match the contract',
    ru: 'Номер документа не соответствует договору',
  },
  paymentApproved: { am: 'Վճարումը հաստատված է', en: 'The payment is approved', ru: 'Платёж одобрен' },
  paymentProcessing: {
    am: 'Գործարքը մշակվում է բանկի կողմից, խնդրում ենք սպասել',
    en: 'The transaction is being processed by the bank, please wait',
    ru: 'Транзакция обрабатывается банком, пожалуйста, подождите',
  },
  paymentNotMade: { am: 'Վճարումը չի կատարվել', en: 'The payment was not made', ru: 'Платёж не был выполнен' },
  contractSent: {
    am: 'Պայմանագիրն ուղարկվել է {email} հասցեին',
    en: 'The contract has been sent to {email}',
    ru: 'Договор отправлен на адрес {email}',
  },
  mailSubject: {
    am: 'Ձեր ապահովագրության պայմանագիրը՝ {number}',
    en: 'Your insurance contract {number}',
    ru: 'Ваш договор страхования {number}',
  },
  mailBody: {
    am: 'Բարև Ձեզ, {name}։ Շնորհակալություն «Սևան» ապահովագրական ընկերությանը վստահելու համար։ Ձեր «{product}» պայմանագիրը՝ {number}, գործում է {from}-ից մինչև {to}։ Ներբեռնել պայմանագիրը (PDF)՝ {link}',
    en: 'Hello {name}, thank you for choosing Sevan Insurance. Your {product} contract {number} is in force from {from} to {to}. Download the contract (PDF): {link}',
    ru: 'Здравствуйте, {name}! Спасибо, что выбрали страховую компанию «Севан». Ваш договор «{product}» {number} действует с {from} по {to}. Скачать договор (PDF): {link}',
  },
} as const satisfies Record<string, Localized>;

export type PurchaseMessage = keyof typeof MESSAGES;

export const say = messageTable(MESSAGES);

/** Product names: localized for messages, English for the PDF (its font has Latin letters only). */
export const PRODUCT_NAMES: Record<string, Localized> = {
  appa: { am: 'ԱՊՊԱ (ավտոտրանսպորտային միջոցների օգտագործումից բխող պատասխանատվության պարտադիր ապահովագրություն)', en: 'CMTPL (compulsory motor third-party liability)', ru: 'ОСАГО (обязательное страхование автогражданской ответственности)' },
  travel: { am: 'Ճանապարհորդական ապահովագրություն', en: 'Travel insurance', ru: 'Страхование путешественников' },
  medicalCheckUp: { am: 'Բժշկական հետազոտություն', en: 'Medical check-up', ru: 'Медицинский осмотр' },
  medicalCheckUpPlus: { am: 'Բժշկական հետազոտություն պլյուս', en: 'Medical check-up plus', ru: 'Медицинский осмотр плюс' },
  socialMedCheckUp: { am: 'Սոցիալական բժշկական հետազոտություն', en: 'Social medical check-up', ru: 'Социальный медицинский осмотр' },
  apka: { am: 'Կամավոր ավտոպատասխանատվության ապահովագրություն', en: 'Voluntary MTPL', ru: 'Добровольное страхование автогражданской ответственности' },
  justCasco: { am: 'Just Casco', en: 'Just Casco', ru: 'Just Casco' },
  property: { am: 'Գույքի ապահովագրություն', en: 'Property insurance', ru: 'Страхование имущества' },
  petsInsurance: { am: 'Ընտանի կենդանիների ապահովագրություն', en: 'Pet insurance', ru: 'Страхование домашних животных' },
};
