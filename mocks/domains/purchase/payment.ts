import { HttpResponse } from 'msw';
import { paymentResultPath } from '@/shared/config/purchase';
import { db } from '../../db';
import type { BankOrderRecord, ContractRecord } from '../../db/types';
import { authorizedEndpoint, type AuthorizedContext, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { bankOrder, openBankOrder } from '../bank/orders';
import { contractOf, contractWire, isIssued, issueContract, mailContract, saveCardOf, updateContract } from './contracts';
import { PRODUCT_NAMES, say } from './messages';
import { contractPdf } from './pdf';
import { discounted, findPromo } from './pricing';

/**
 * Price, payment and the issued contract (docs/purchase-api.md "Calls"): show-contract-price, /payment/make
 * (opens the simulated bank's order), /payment/confirm (free contracts), set-contract-payment (reads the bank
 * order: the status of the return query is never trusted), send-contract, the saved cards and the PDF.
 */

/** §9: percent the bank adds for a card of a bank outside the national card system. */
const COMMISSION_PERCENT = 1;

const warning = (key: Parameters<typeof say>[0], lang: ServerLang) => badRequest({ warning: say(key, lang) });

/** The contract a payment call names (`ID` or `id`), the customer's own only. */
function ownContract(context: AuthorizedContext, field: string): ContractRecord | Response {
  return contractOf(context.customer, context.fields[field]) ?? notFound(say('contractNotFound', context.lang));
}

type Priced = { ok: true; premium: number; discounted: number | null; code: string | null } | { ok: false; response: Response };

/** The premium, and the discounted premium when a promo code of the contract's product is given (else 400 warning_d.CODE). */
function priceWithCode(contract: ContractRecord, code: string, lang: ServerLang): Priced {
  // A code given on a step (the medical check-ups' step 1) stays with the contract until another one is given.
  const given = code || (typeof contract.values.PROMO_CODE === 'string' ? contract.values.PROMO_CODE : '');
  if (!given) return { ok: true, premium: contract.PREMIUMSPAY, discounted: null, code: null };
  const promo = findPromo(contract.product, given);
  if (!promo.ok) return { ok: false, response: fieldWarnings({ CODE: [say(promo.reason, lang)] }) };
  return { ok: true, premium: contract.PREMIUMSPAY, discounted: discounted(contract.PREMIUMSPAY, promo.code.discount), code: promo.code.code };
}

const price = authorizedEndpoint({
  path: '/mobile/aswa/show-contract-price/',
  title: 'Contract price (ID, CODE?)',
  warningFields: ['CODE', 'ID'],
  resolve: (context) => {
    const contract = ownContract(context, 'ID');
    if (contract instanceof Response) return contract;
    const priced = priceWithCode(contract, textField(context.fields, 'CODE'), context.lang);
    if (!priced.ok) return priced.response;
    if (!isIssued(contract)) {
      updateContract(contract.ID, (stored) => Object.assign(stored, { PREMIUMSPAY_DISCOUNT: priced.discounted, PROMO_CODE: priced.code }));
    }
    return ok({ result: { ID: contract.ID, PREMIUMSPAY: priced.premium, PREMIUMSPAY_DISCOUNT: priced.discounted, COMMISSION_PERCENT } });
  },
});

/** The app's result page in the request language (am has no prefix). */
const returnUrlFor = (referral: string, lang: ServerLang) => `${lang === 'am' ? '' : `/${lang}`}${paymentResultPath(referral)}`;

const make = authorizedEndpoint({
  path: '/payment/make',
  title: 'Approve: open the bank order (order_id, id, card_id?, save_card, referral, CODE?)',
  warningFields: ['order_id', 'card_id'],
  resolve: (context) => {
    const { fields, lang, customer } = context;
    const contract = ownContract(context, 'id');
    if (contract instanceof Response) return contract;
    if (isIssued(contract)) return warning('contractPaid', lang);
    if (contract.IS_FREE === 1) return warning('contractFree', lang);
    if (contract.PREMIUMSPAY <= 0) return warning('contractIncomplete', lang);
    // A client whose backend answered no ORDER_ID sends the contract's ID (docs/decisions/tolerant-schemas.md).
    const orderId = textField(fields, 'order_id');
    if (orderId !== contract.ORDER_ID && orderId !== contract.ID) return warning('orderMismatch', lang);
    const cardId = textField(fields, 'card_id') || null;
    if (cardId && !db.read().cards.some((card) => card.ID === cardId && card.CARDHOLDERID === customer.profile.CUSTOMER)) return warning('cardUnknown', lang);
    const priced = priceWithCode(contract, textField(fields, 'CODE'), lang);
    if (!priced.ok) return priced.response;
    const referral = textField(fields, 'referral') || contract.product;
    updateContract(contract.ID, (stored) => {
      // A payment the bank is still processing keeps its status until it is recorded.
      if (stored.status !== 'processing') stored.status = 'awaiting-payment';
      Object.assign(stored, { PREMIUMSPAY_DISCOUNT: priced.discounted, PROMO_CODE: priced.code });
      if (fields.BROKER !== undefined) stored.BROKER = textField(fields, 'BROKER') || null;
    });
    const order = openBankOrder({
      merchantOrderId: contract.ORDER_ID,
      contractId: contract.ID,
      referral,
      customer: customer.profile.CUSTOMER,
      amount: priced.discounted ?? priced.premium,
      returnUrl: returnUrlFor(referral, lang),
      lang,
      // A saved card is already saved; only a new card can be.
      saveCard: !cardId && textField(fields, 'save_card') === '1' ? 1 : 0,
      cardId,
    });
    return ok({ payUrl: `/sim-bank/pay?order=${encodeURIComponent(order.orderId)}&lang=${lang}` });
  },
});

const confirm = authorizedEndpoint({
  path: '/payment/confirm',
  title: 'Confirm a free contract (id, referral)',
  resolve: (context) => {
    const contract = ownContract(context, 'id');
    if (contract instanceof Response) return contract;
    if (contract.IS_FREE !== 1) return warning('contractNotFree', context.lang);
    return ok({ status: 'success', result: contractWire(issueContract(contract.ID, 'confirmed', context.lang)) });
  },
});

const STATUS_OF: Record<BankOrderRecord['status'], 'success' | 'error' | 'processing'> = {
  approved: 'success',
  processing: 'processing',
  declined: 'error',
  // The customer came back (or edited the address) before paying: nothing was paid; the order stays open.
  created: 'error',
  'awaiting-3ds': 'error',
};

/** set-contract-payment of a product: the outcome is the bank order's, whatever the query claims. */
export const recordPayment = (products: string | readonly string[], path: string) =>
  authorizedEndpoint({
    path,
    title: `Record the bank's return (${String(products)}): contract_id, order_id, …`,
    warningFields: ['contract_id', 'order_id'],
    resolve: (context) => {
      const { fields, lang } = context;
      const contract = ownContract(context, 'contract_id');
      if (contract instanceof Response) return contract;
      if (!(typeof products === 'string' ? [products] : products).includes(contract.product)) return warning('contractWrongProduct', lang);
      const order = bankOrder(textField(fields, 'order_id'));
      if (!order || order.contractId !== contract.ID || order.customer !== contract.customer) return warning('orderMismatch', lang);
      const status = STATUS_OF[order.status];
      let result: ContractRecord;
      if (status === 'success') {
        saveCardOf(order);
        result = issueContract(contract.ID, 'paid', lang, order);
      } else if (isIssued(contract)) {
        // An older order of a contract paid since: the contract stays paid.
        result = contract;
      } else {
        result = updateContract(contract.ID, (stored) => {
          stored.status = status === 'processing' ? 'processing' : 'failed';
        });
      }
      const description =
        status === 'success' ? say('paymentApproved', lang) : status === 'processing' ? say('paymentProcessing', lang) : (order.description ?? say('paymentNotMade', lang));
      return ok({ status, responseCode: order.responseCode, description, result: contractWire(result) });
    },
  });

const sendContract = authorizedEndpoint({
  path: '/mobile/travel/send-contract/',
  title: 'Mail the travel contract, once (SGUID, CUSTOMER_DOCUMNET, OWNER_DOCUMNET)',
  warningFields: ['CUSTOMER_DOCUMNET', 'OWNER_DOCUMNET'],
  resolve: ({ fields, lang, customer }) => {
    const sguid = textField(fields, 'SGUID');
    // SGUID, or the contract's ID from a client whose backend answered no SGUID (docs/decisions/tolerant-schemas.md).
    const contract = db.read().contracts.find((candidate) => (candidate.SGUID === sguid || candidate.ID === sguid) && candidate.customer === customer.profile.CUSTOMER);
    if (!contract) return notFound(say('contractNotFound', lang));
    if (!isIssued(contract)) return warning('contractNotPaid', lang);
    const same = (a: unknown, b: string) => typeof a === 'string' && a.toUpperCase() === b.toUpperCase();
    const customerDocument = textField(fields, 'CUSTOMER_DOCUMNET');
    const ownerDocument = textField(fields, 'OWNER_DOCUMNET');
    if (!same(contract.values.PASSPORT, customerDocument)) return fieldWarnings({ CUSTOMER_DOCUMNET: [say('documentWrong', lang)] });
    // §3: the owner document is the holder's passport when given, else the customer's own.
    if (ownerDocument && !same(contract.values.PASSPORT_HOLDER ?? contract.values.PASSPORT, ownerDocument)) {
      return fieldWarnings({ OWNER_DOCUMNET: [say('documentWrong', lang)] });
    }
    // Once per contract: a repeat (a reload, a retried call) sends no second e-mail and answers as the first did.
    const to = mailContract(contract, lang);
    return ok({ status: 'success', message: say('contractSent', lang, { email: to }) });
  },
});

const cards = authorizedEndpoint({
  path: '/mobile/card/get/',
  title: "The customer's saved cards",
  resolve: ({ customer }) => ok({ result: db.read().cards.filter((card) => card.CARDHOLDERID === customer.profile.CUSTOMER) }),
});

const pdf = authorizedEndpoint({
  path: '/files/pdf/:id',
  method: 'GET',
  title: "A paid contract's PDF (GET /files/pdf/{id})",
  resolve: ({ params, lang, customer }) => {
    const contract = contractOf(customer, params.id);
    if (!contract || !isIssued(contract) || !contract.CONTRACT_NUMBER) return notFound(say('contractNotFound', lang));
    const wire = contractWire(contract);
    const holder = contract.product === 'travel' ? String(wire.CUSTOMER_FULLNAME ?? '') : customer.profile.fullname_en;
    const traveller = contract.values.CUSTOMER_IS_OWNER === 0 ? `${String(contract.values.OWNER_FIRSTNAME)} ${String(contract.values.OWNER_LASTNAME)}` : null;
    const bytes = contractPdf({
      title: `Insurance contract ${contract.CONTRACT_NUMBER}`,
      lines: [
        'Sevan Insurance CJSC',
        '',
        `Contract number: ${contract.CONTRACT_NUMBER}`,
        `Product: ${PRODUCT_NAMES[contract.product]?.en ?? contract.product}`,
        `Policyholder: ${holder}`,
        ...(traveller ? [`Traveller: ${traveller}`] : []),
        ...(contract.plate ? [`Vehicle: ${contract.plate}`] : []),
        `Start date: ${String(wire.FROMDATE ?? '')}`,
        `End date: ${String(wire.TODATE ?? '')}`,
        `Premium: ${contract.PREMIUMSPAY_DISCOUNT ?? contract.PREMIUMSPAY} AMD`,
      ],
    });
    return new HttpResponse(bytes, {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="contract-${contract.CONTRACT_NUMBER}.pdf"` },
    });
  },
});

export const paymentEndpoints: readonly Endpoint[] = [
  price,
  make,
  confirm,
  // The voluntary products (aswa) record their payments where CMTPL does (docs/purchase-api.md).
  recordPayment(['appa', 'apka', 'justCasco', 'property', 'petsInsurance'], '/mobile/aswa/set-contract-payment/'),
  recordPayment('travel', '/mobile/travel/set-contract-payment/'),
  sendContract,
  cards,
  pdf,
];
