import { db } from '../../db';
import type { BankOrderRecord, SavedCardRecord } from '../../db/types';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, notFound, ok, textField, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { randomId } from '../../lib/session';
import {
  cardTypeOf,
  commissionFor,
  COMMISSION_PERCENT,
  digitsOf,
  expiryState,
  HOLDER_PATTERN,
  maskPan,
  outcomeOf,
  passesLuhn,
  THREE_DS_ATTEMPTS,
  THREE_DS_CODE,
  type CardType,
} from './cards';
import { bankOrder, returnUrlOf, updateBankOrder } from './orders';
import { bankText, type BankTextKey } from './texts';

/**
 * The simulated bank's endpoints (docs/purchase-api.md "The bank's hosted page"), called only by the bank's own
 * page (mocks/bank/): public, no token. Card data comes in here and only its mask is stored (PCI hosted page).
 */

export const BANK_MERCHANT = 'Sevan Insurance';

/** The referral of a zero-amount order that binds a card (/mobile/card/add/, domains/profile). */
export const CARD_BINDING_REFERRAL = 'card';

/** What a 3-D Secure or processing order settles to: codes of ISO 8583, as the bank's statement names them. */
const DECLINES = {
  'do-not-honour': { code: '05', text: 'doNotHonour' },
  'insufficient-funds': { code: '51', text: 'insufficientFunds' },
} as const satisfies Record<string, { code: string; text: BankTextKey }>;

/**
 * Cancel on the bank page: the order is declined with this code, so the insurer records a failed attempt and the
 * next Pay opens a new order (orders.ts). Not an ISO code on purpose: the app can tell a cancel from a decline.
 */
export const CANCELLED_CODE = 'cancelled';
/** A third wrong 3-D Secure code: the generic decline, with its own description. */
const THREE_DS_FAILED_CODE = '05';

const FINISHED: readonly BankOrderRecord['status'][] = ['approved', 'declined', 'processing'];

/** The order the request names, or the 404 to answer. */
function findOrder(fields: Record<string, unknown>, lang: ServerLang): BankOrderRecord | Response {
  const orderId = textField(fields, 'order');
  return (orderId && bankOrder(orderId)) || notFound(bankText('orderUnknown', lang));
}

/** The bank's session id of the return query (§3 `ssid`): one per redirect back to the merchant. */
const returnAnswer = (order: BankOrderRecord) => ok({ next: 'return', returnUrl: returnUrlOf(order, randomId('ss-', 8)) });

/** The saved card an order pays with (approve payload card_id), if it still belongs to the order's customer. */
function savedCardOf(order: BankOrderRecord): SavedCardRecord | undefined {
  if (!order.cardId) return undefined;
  return db.read().cards.find((card) => card.ID === order.cardId && card.CARDHOLDERID === order.customer);
}

function describe(order: BankOrderRecord, lang: ServerLang): string {
  const product: BankTextKey =
    order.referral === 'appa' ? 'productAppa' : order.referral === 'travel' ? 'productTravel' : order.referral === CARD_BINDING_REFERRAL ? 'productCard' : 'productOther';
  return `${bankText(product, lang)} № ${order.merchantOrderId}`;
}

const order = publicEndpoint({
  client: 'application',
  path: '/sim-bank/order',
  title: 'Bank page: the order to pay',
  warningFields: ['order', 'pan'],
  resolve: ({ fields, lang }) => {
    const found = findOrder(fields, lang);
    if (found instanceof Response) return found;
    const saved = savedCardOf(found);
    const finished = FINISHED.includes(found.status);
    return ok({
      orderId: found.orderId,
      amount: found.amount,
      merchant: BANK_MERCHANT,
      description: describe(found, lang),
      status: found.status,
      lang: found.lang,
      commission: found.commission,
      commissionPercent: COMMISSION_PERCENT,
      ...(saved && { savedCard: { maskedPan: saved.CARDNUMBER, cardType: saved.CARDTYPE, expiry: saved.EXPDATE } }),
      // A finished order: the page shows its outcome and the way back (a reload, or Back from the merchant).
      ...(finished && {
        result: { responseCode: found.responseCode, description: found.description, returnUrl: returnUrlOf(found, randomId('ss-', 8)) },
      }),
    });
  },
});

interface CardData {
  maskedPan: string;
  cardType: CardType;
  expiry: string;
}

/** The typed card, checked field by field: every failing field gets its warning (the page shows them all). */
function checkCard(fields: Record<string, unknown>, lang: ServerLang): { card: CardData } | { warnings: FieldWarnings } {
  const warnings: FieldWarnings = {};
  const pan = digitsOf(textField(fields, 'pan'));
  const cardType = cardTypeOf(pan);
  if (!pan) warnings.pan = [bankText('panRequired', lang)];
  else if (pan.length < 12 || pan.length > 19 || !passesLuhn(pan)) warnings.pan = [bankText('panInvalid', lang)];
  else if (!cardType) warnings.pan = [bankText('panScheme', lang)];

  const expiry = textField(fields, 'expiry');
  const expiryCheck = expiryState(expiry);
  if (!expiry) warnings.expiry = [bankText('expiryRequired', lang)];
  else if (expiryCheck !== 'ok') warnings.expiry = [bankText(expiryCheck === 'past' ? 'expiryPast' : 'expiryMalformed', lang)];

  const cvvWarning = checkCvv(fields, lang);
  if (cvvWarning) warnings.cvv = cvvWarning;

  const holder = textField(fields, 'holder');
  if (!holder) warnings.holder = [bankText('holderRequired', lang)];
  else if (!HOLDER_PATTERN.test(holder)) warnings.holder = [bankText('holderInvalid', lang)];

  if (Object.keys(warnings).length > 0 || !cardType) return { warnings };
  return { card: { maskedPan: maskPan(pan), cardType, expiry } };
}

/** Three digits: the schemes accepted here (Visa, Mastercard, ArCa) have no four-digit codes. */
function checkCvv(fields: Record<string, unknown>, lang: ServerLang): string[] | null {
  return /^\d{3}$/.test(textField(fields, 'cvv')) ? null : [bankText('cvvInvalid', lang)];
}

const pay = publicEndpoint({
  client: 'application',
  path: '/sim-bank/pay',
  title: 'Bank page: pay with a card',
  warningFields: ['pan', 'cvv'],
  resolve: ({ fields, lang }) => {
    const found = findOrder(fields, lang);
    if (found instanceof Response) return found;
    // A second submission (double click, Back) changes nothing: the customer is sent back with the outcome.
    if (FINISHED.includes(found.status)) return returnAnswer(found);

    let card: CardData;
    const saved = savedCardOf(found);
    if (saved) {
      // A saved card: only its CVV is asked; the number is known to the bank only as its mask.
      const cvvWarning = checkCvv(fields, lang);
      if (cvvWarning) return fieldWarnings({ cvv: cvvWarning });
      card = { maskedPan: saved.CARDNUMBER, cardType: saved.CARDTYPE, expiry: saved.EXPDATE };
    } else {
      const checked = checkCard(fields, lang);
      if ('warnings' in checked) return fieldWarnings(checked.warnings);
      card = checked.card;
    }

    // Only the mask, the scheme and the expiry are kept; the number and the CVV end with this request.
    const base: Partial<BankOrderRecord> = {
      ...card,
      paymentId: randomId('pay-', 8),
      commission: commissionFor(found.amount, card.maskedPan),
      threeDsAttempts: 0,
      settlesAt: null,
    };
    const outcome = outcomeOf(card.maskedPan);
    if (outcome === 'three-ds') {
      updateBankOrder(found.orderId, { ...base, status: 'awaiting-3ds', responseCode: null, description: null });
      return ok({ next: '3ds' });
    }
    const patch: Partial<BankOrderRecord> =
      outcome === 'processing'
        ? { status: 'processing', responseCode: '01', description: bankText('processing', lang), settlesAt: Date.now() + 5000 }
        : outcome === 'approved'
          ? { status: 'approved', responseCode: '00', description: bankText('approved', lang) }
          : { status: 'declined', responseCode: DECLINES[outcome].code, description: bankText(DECLINES[outcome].text, lang) };
    return returnAnswer(updateBankOrder(found.orderId, { ...base, ...patch })!);
  },
});

const threeDs = publicEndpoint({
  client: 'application',
  path: '/sim-bank/3ds',
  title: 'Bank page: 3-D Secure code',
  warningFields: ['code', 'order'],
  resolve: ({ fields, lang }) => {
    const found = findOrder(fields, lang);
    if (found instanceof Response) return found;
    if (FINISHED.includes(found.status)) return returnAnswer(found);
    if (found.status !== 'awaiting-3ds') return badRequest({ warning: bankText('notAwaitingCode', lang) });

    if (textField(fields, 'code') === THREE_DS_CODE) {
      return returnAnswer(updateBankOrder(found.orderId, { status: 'approved', responseCode: '00', description: bankText('approved', lang) })!);
    }
    const attempts = (found.threeDsAttempts ?? 0) + 1;
    if (attempts >= THREE_DS_ATTEMPTS) {
      const declined = updateBankOrder(found.orderId, {
        status: 'declined',
        responseCode: THREE_DS_FAILED_CODE,
        description: bankText('threeDsFailed', lang),
        threeDsAttempts: attempts,
      });
      return returnAnswer(declined!);
    }
    updateBankOrder(found.orderId, { threeDsAttempts: attempts });
    return fieldWarnings({ code: [bankText('codeWrong', lang, { left: THREE_DS_ATTEMPTS - attempts })] });
  },
});

/** Cancel on the page (also on the 3-D Secure step): declined with CANCELLED_CODE, then back to the merchant. */
const cancel = publicEndpoint({
  client: 'application',
  path: '/sim-bank/cancel',
  title: 'Bank page: cancel the payment',
  warningFields: ['order', 'code'],
  resolve: ({ fields, lang }) => {
    const found = findOrder(fields, lang);
    if (found instanceof Response) return found;
    if (FINISHED.includes(found.status)) return returnAnswer(found);
    const cancelled = updateBankOrder(found.orderId, {
      status: 'declined',
      responseCode: CANCELLED_CODE,
      description: bankText('cancelled', lang),
      settlesAt: null,
    });
    return returnAnswer(cancelled!);
  },
});

export const bankEndpoints: readonly Endpoint[] = [order, pay, threeDs, cancel];
