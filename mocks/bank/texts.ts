/**
 * The bank page's own dictionary. ArmPay Bank is another company: its page does not use the insurer's Lingui
 * catalogs, so its three languages live here. `{name}` placeholders are filled by `t()`.
 */
export type BankLang = 'am' | 'en' | 'ru';
export const BANK_LANGS: readonly BankLang[] = ['am', 'en', 'ru'];

/** `lang` of the payUrl (`am`, `en`, `ru`; the insurer's `hy` is accepted too); anything else is Armenian. */
export function toBankLang(value: string | null | undefined): BankLang {
  return value === 'en' || value === 'ru' ? value : 'am';
}

/** The BCP 47 tag for `<html lang>`: Armenian is `hy` (the payUrl says `am`, as the bank's API does). */
export const HTML_LANG: Record<BankLang, string> = { am: 'hy', en: 'en', ru: 'ru' };

/** Each language's name in itself, for the switch. */
export const LANG_NAMES: Record<BankLang, string> = { am: 'Հայերեն', en: 'English', ru: 'Русский' };

const TEXTS = {
  bankName: { am: 'ArmPay Bank', en: 'ArmPay Bank', ru: 'ArmPay Bank' },
  securePayment: { am: 'Անվտանգ վճարում', en: 'Secure payment', ru: 'Безопасная оплата' },
  documentTitle: { am: 'ArmPay Bank · Անվտանգ վճարում', en: 'ArmPay Bank · Secure payment', ru: 'ArmPay Bank · Безопасная оплата' },
  language: { am: 'Լեզու', en: 'Language', ru: 'Язык' },
  heading: { am: 'Վճարում քարտով', en: 'Card payment', ru: 'Оплата картой' },
  summary: { am: 'Պատվերի տվյալներ', en: 'Order details', ru: 'Детали заказа' },
  merchant: { am: 'Վաճառող', en: 'Merchant', ru: 'Получатель' },
  purpose: { am: 'Նպատակ', en: 'Purpose', ru: 'Назначение' },
  amount: { am: 'Գումար', en: 'Amount', ru: 'Сумма' },
  commission: {
    am: '+{percent}% միջնորդավճար՝ {commission}, ընդամենը՝ {total}',
    en: '+{percent}% commission: {commission}, total {total}',
    ru: '+{percent}% комиссия: {commission}, итого {total}',
  },
  commissionWhy: {
    am: 'Քարտը թողարկել է Հայաստանի ազգային քարտային համակարգից դուրս գտնվող բանկ։',
    en: "The card was issued by a bank outside Armenia's national card system.",
    ru: 'Карта выпущена банком, не входящим в национальную платёжную систему Армении.',
  },
  cardNumber: { am: 'Քարտի համար', en: 'Card number', ru: 'Номер карты' },
  expiry: { am: 'Գործողության ժամկետ', en: 'Expiry date', ru: 'Срок действия' },
  expiryHint: { am: 'ԱԱ/ՏՏ', en: 'MM/YY', ru: 'ММ/ГГ' },
  cvv: { am: 'CVV կոդ', en: 'CVV code', ru: 'Код CVV' },
  cvvHint: { am: '3 թվանշան քարտի հետևի կողմում', en: '3 digits on the back of the card', ru: '3 цифры на обороте карты' },
  holder: { am: 'Քարտապանի անուն', en: 'Cardholder name', ru: 'Имя держателя карты' },
  holderHint: { am: 'Լատինատառ, ինչպես քարտի վրա', en: 'Latin letters, as on the card', ru: 'Латинскими буквами, как на карте' },
  savedCard: { am: 'Պահպանված քարտ', en: 'Saved card', ru: 'Сохранённая карта' },
  savedCardHint: {
    am: 'Մուտքագրեք այս քարտի CVV կոդը',
    en: 'Enter the CVV code of this card',
    ru: 'Введите код CVV этой карты',
  },
  validThru: { am: 'մինչև {expiry}', en: 'valid thru {expiry}', ru: 'до {expiry}' },
  pay: { am: 'Վճարել {amount}', en: 'Pay {amount}', ru: 'Оплатить {amount}' },
  cancel: { am: 'Չեղարկել', en: 'Cancel', ru: 'Отменить' },
  sending: { am: 'Ուղարկվում է…', en: 'Sending…', ru: 'Отправка…' },
  loading: { am: 'Բեռնվում է…', en: 'Loading…', ru: 'Загрузка…' },
  redirecting: { am: 'Վերադառնում ենք վաճառողի կայք…', en: 'Returning to the merchant…', ru: 'Возвращаемся на сайт продавца…' },
  threeDsTitle: { am: '3-D Secure հաստատում', en: '3-D Secure confirmation', ru: 'Подтверждение 3-D Secure' },
  threeDsText: {
    am: 'Ձեր բանկը ուղարկել է մեկանգամյա կոդ։ Մուտքագրեք այն՝ վճարումը հաստատելու համար։',
    en: 'Your bank has sent you a one-time code. Enter it to confirm the payment.',
    ru: 'Ваш банк отправил одноразовый код. Введите его, чтобы подтвердить платёж.',
  },
  code: { am: 'Հաստատման կոդ', en: 'Confirmation code', ru: 'Код подтверждения' },
  codeHint: { am: 'Սիմուլյատոր՝ կոդն է 123456', en: 'Simulator: the code is 123456', ru: 'Симулятор: код 123456' },
  confirm: { am: 'Հաստատել', en: 'Confirm', ru: 'Подтвердить' },
  testCards: { am: 'Թեստային քարտեր (սիմուլյատոր)', en: 'Test cards (simulator)', ru: 'Тестовые карты (симулятор)' },
  testCardsNote: {
    am: 'Ցանկացած ապագա ժամկետ, ցանկացած 3 թվանշանանոց CVV, ցանկացած լատինատառ անուն։',
    en: 'Any future expiry, any 3-digit CVV, any name in Latin letters.',
    ru: 'Любой будущий срок, любой трёхзначный CVV, любое имя латиницей.',
  },
  testCardColumn: { am: 'Քարտ', en: 'Card', ru: 'Карта' },
  testOutcomeColumn: { am: 'Արդյունք', en: 'Outcome', ru: 'Результат' },
  useCard: { am: 'Օգտագործել', en: 'Use', ru: 'Выбрать' },
  outcomeApproved: { am: 'Հաստատված (00)', en: 'Approved (00)', ru: 'Одобрено (00)' },
  outcomeForeign: {
    am: 'Հաստատված (00), արտասահմանյան բանկ՝ +1% միջնորդավճար',
    en: 'Approved (00), foreign bank: +1% commission',
    ru: 'Одобрено (00), иностранный банк: +1% комиссия',
  },
  outcomeDoNotHonour: { am: 'Մերժված (05)՝ թողարկողի մերժում', en: 'Declined (05): do not honour', ru: 'Отклонено (05): отказ эмитента' },
  outcomeInsufficient: { am: 'Մերժված (51)՝ անբավարար միջոցներ', en: 'Declined (51): insufficient funds', ru: 'Отклонено (51): недостаточно средств' },
  outcomeThreeDs: {
    am: '3-D Secure կոդ (123456), ապա՝ հաստատված',
    en: '3-D Secure code (123456), then approved',
    ru: 'Код 3-D Secure (123456), затем одобрено',
  },
  outcomeProcessing: {
    am: 'Մշակվում է (01), 5 վ հետո՝ հաստատված',
    en: 'Processing (01), approved 5 s later',
    ru: 'В обработке (01), через 5 с одобрено',
  },
  finishedApproved: { am: 'Վճարումը հաստատված է', en: 'The payment is approved', ru: 'Платёж одобрен' },
  finishedDeclined: { am: 'Վճարումը մերժված է', en: 'The payment was declined', ru: 'Платёж отклонён' },
  finishedProcessing: { am: 'Վճարումը մշակվում է', en: 'The payment is being processed', ru: 'Платёж обрабатывается' },
  responseCode: { am: 'Պատասխանի կոդ՝ {code}', en: 'Response code: {code}', ru: 'Код ответа: {code}' },
  returnToMerchant: { am: 'Վերադառնալ վաճառողի կայք', en: 'Return to the merchant', ru: 'Вернуться на сайт продавца' },
  notFoundTitle: { am: 'Պատվերը չի գտնվել', en: 'Order not found', ru: 'Заказ не найден' },
  notFoundText: {
    am: 'Վճարման հղումը սխալ է կամ այլևս չի գործում։ Վերադարձեք վաճառողի կայք և փորձեք նորից։',
    en: 'The payment link is wrong or no longer valid. Go back to the merchant and try again.',
    ru: 'Ссылка на оплату неверна или больше не действует. Вернитесь на сайт продавца и попробуйте снова.',
  },
  bankError: {
    am: 'Բանկը չի պատասխանում։ Փորձեք մի փոքր ուշ։',
    en: 'The bank is not answering. Please try again in a moment.',
    ru: 'Банк не отвечает. Попробуйте чуть позже.',
  },
  retry: { am: 'Կրկին փորձել', en: 'Try again', ru: 'Повторить' },
  secureNote: {
    am: 'Քարտի տվյալներն ուղարկվում են միայն ArmPay Bank-ին՝ գաղտնագրված կապով։ Վաճառողը դրանք չի տեսնում։',
    en: 'Card data goes only to ArmPay Bank, over an encrypted connection. The merchant never sees it.',
    ru: 'Данные карты передаются только в ArmPay Bank по защищённому соединению. Продавец их не видит.',
  },
} as const satisfies Record<string, Record<BankLang, string>>;

export type BankTextKey = keyof typeof TEXTS;

export function t(lang: BankLang, key: BankTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const NBSP = '\u00a0';

/**
 * Drams as the bank writes them: groups of three (a comma in English, a no-break space in Armenian and Russian),
 * decimals only when there are any, then ֏.
 */
export function formatAmount(amount: number, lang: BankLang): string {
  const [whole = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : NBSP);
  const decimals = fraction === '00' ? '' : `${lang === 'en' ? '.' : ','}${fraction}`;
  return `${amount < 0 ? '−' : ''}${grouped}${decimals}${NBSP}֏`;
}
