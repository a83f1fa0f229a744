import type { Localized, ServerLang } from '../../lib/respond';
import { fillTemplate } from '../../lib/respond';

/**
 * Texts of the simulated bank's endpoints (field warnings, response descriptions). They are the bank's, not the
 * insurer's, so they live here and not in lib/respond.ts MESSAGES.
 */
const BANK_TEXTS = {
  panRequired: { am: 'Մուտքագրեք քարտի համարը', en: 'Enter the card number', ru: 'Введите номер карты' },
  panInvalid: {
    am: 'Քարտի համարը սխալ է. ստուգեք թվանշանները',
    en: 'The card number is not valid: check the digits',
    ru: 'Неверный номер карты: проверьте цифры',
  },
  panScheme: {
    am: 'Ընդունվում են միայն Visa, Mastercard և ArCa քարտեր',
    en: 'Only Visa, Mastercard and ArCa cards are accepted',
    ru: 'Принимаются только карты Visa, Mastercard и ArCa',
  },
  expiryRequired: { am: 'Մուտքագրեք գործողության ժամկետը', en: 'Enter the expiry date', ru: 'Введите срок действия' },
  expiryMalformed: {
    am: 'Ժամկետը մուտքագրեք ԱԱ/ՏՏ ձևաչափով',
    en: 'Enter the expiry date as MM/YY',
    ru: 'Введите срок действия в формате ММ/ГГ',
  },
  expiryPast: { am: 'Քարտի ժամկետն անցել է', en: 'The card has expired', ru: 'Срок действия карты истёк' },
  cvvInvalid: {
    am: 'CVV-ն քարտի հետևի կողմի 3 թվանշաններն են',
    en: 'The CVV is the 3 digits on the back of the card',
    ru: 'CVV — это 3 цифры на обороте карты',
  },
  holderRequired: { am: 'Մուտքագրեք քարտապանի անունը', en: "Enter the cardholder's name", ru: 'Введите имя держателя карты' },
  holderInvalid: {
    am: 'Անունը գրեք լատինատառ, ինչպես քարտի վրա',
    en: 'Write the name in Latin letters, as on the card',
    ru: 'Введите имя латинскими буквами, как на карте',
  },
  codeWrong: {
    am: 'Կոդը սխալ է։ Մնաց {left} փորձ։',
    en: 'Wrong code. {left} attempt(s) left.',
    ru: 'Неверный код. Осталось попыток: {left}.',
  },
  orderUnknown: { am: 'Պատվերը չի գտնվել', en: 'The order was not found', ru: 'Заказ не найден' },
  notAwaitingCode: {
    am: 'Այս պատվերը հաստատման կոդ չի սպասում',
    en: 'This order is not waiting for a confirmation code',
    ru: 'Этот заказ не ожидает кода подтверждения',
  },
  approved: { am: 'Հաստատված է', en: 'Approved', ru: 'Одобрено' },
  doNotHonour: { am: 'Մերժված է թողարկող բանկի կողմից', en: 'Do not honour', ru: 'Отклонено банком-эмитентом' },
  insufficientFunds: { am: 'Անբավարար միջոցներ', en: 'Insufficient funds', ru: 'Недостаточно средств' },
  processing: {
    am: 'Գործարքը մշակվում է բանկի կողմից',
    en: 'The transaction is being processed by the bank',
    ru: 'Транзакция обрабатывается банком',
  },
  threeDsFailed: {
    am: '3-D Secure նույնականացումը ձախողվեց',
    en: '3-D Secure authentication failed',
    ru: 'Аутентификация 3-D Secure не пройдена',
  },
  cancelled: { am: 'Վճարումը չեղարկվել է հաճախորդի կողմից', en: 'Payment cancelled by the customer', ru: 'Платёж отменён клиентом' },
  productAppa: { am: 'ԱՊՊԱ պայմանագիր', en: 'CMTPL contract', ru: 'Договор ОСАГО' },
  productTravel: { am: 'Ճանապարհորդության ապահովագրություն', en: 'Travel insurance', ru: 'Страхование путешественников' },
  productOther: { am: 'Ապահովագրական պայմանագիր', en: 'Insurance contract', ru: 'Договор страхования' },
  productCard: { am: 'Քարտի կցում (առանց գանձման)', en: 'Card binding (no charge)', ru: 'Привязка карты (без списания)' },
} as const satisfies Record<string, Localized>;

export type BankTextKey = keyof typeof BANK_TEXTS;

export function bankText(key: BankTextKey, lang: ServerLang, params: Record<string, string | number> = {}): string {
  return fillTemplate(BANK_TEXTS[key][lang], params);
}
