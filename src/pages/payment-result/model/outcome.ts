import type { Contract, RecordPaymentPayload } from '@/shared/api';
import { paymentStepOf, purchaseProductOf, purchaseStepPath, type PurchaseProduct } from '@/shared/config';
import { payableAmount } from '@/entities/contract';

/**
 * The pure rules of the payment result (customer-portal.md §2 "Payment result page", §3 "Payment return query",
 * §4 "Payment outcomes", §8): what the bank's return address asks, what the backend's answer means, where
 * "Try again" leads. The model (payment-result.ts) wires them.
 */

/** The bank's return query (§3), every value optional and a string (the route's validateSearch). */
export interface PaymentQuery {
  ssid?: string;
  orderID?: string;
  paymentID?: string;
  responseCode?: string;
  description?: string;
  savecc?: string;
  id?: string;
  status?: string;
}

export const PAYMENT_QUERY_KEYS = ['ssid', 'orderID', 'paymentID', 'responseCode', 'description', 'savecc', 'id', 'status'] as const;

/** Ids are short tokens of letters, digits, `-`, `_`, `.`; anything else is a garbled address. */
const ID = /^[\w.-]{1,64}$/;

/**
 * The record call's payload from the return query, or null when the address does not carry a payment (no
 * contract id or order id, or ids that are not ids). `status` is never read: the backend decides.
 */
export function recordPayloadOf(query: PaymentQuery | null | undefined): RecordPaymentPayload | null {
  if (!query) return null;
  const id = query.id?.trim() ?? '';
  const orderId = query.orderID?.trim() ?? '';
  const paymentId = query.paymentID?.trim() ?? '';
  if (!ID.test(id) || !ID.test(orderId)) return null;
  if (paymentId !== '' && !ID.test(paymentId)) return null;
  return {
    contract_id: id,
    order_id: orderId,
    payment_id: paymentId,
    response_code: query.responseCode?.trim() ?? '',
    description: query.description?.trim() ?? '',
    savecc: query.savecc?.trim() ?? '',
  };
}

export type Outcome = { kind: 'success' } | { kind: 'failure'; description: string | null } | { kind: 'processing' };

/**
 * The outcome of the backend's answer (§4 "Generic result by status: success, error, otherwise processing").
 * The bank's description is shown with a failure; an empty one is left out.
 */
export function decideOutcome(answer: { status: string; description?: string | null }): Outcome {
  if (answer.status === 'success') return { kind: 'success' };
  if (answer.status === 'error') return { kind: 'failure', description: answer.description?.trim() || null };
  return { kind: 'processing' };
}

/** The product of the referral: a payment of any other referral is an "unknown product" (the product table's rows). */
export const productOfReferral = (referral: string): PurchaseProduct | null => purchaseProductOf(referral);

/** "Try again": the product's payment step, the last step that has a form (language-free path). */
export function paymentStepPath(referral: string): string | null {
  const product = productOfReferral(referral);
  if (!product) return null;
  return purchaseStepPath(product, paymentStepOf(product).tab);
}

/** The product's first step ("start a purchase"). */
export function firstStepPath(referral: string): string | null {
  const product = productOfReferral(referral);
  const first = product?.steps[0];
  return product && first ? purchaseStepPath(product, first.tab) : null;
}

/** The product's result step (`…/payment/stepfinally`, `…/get-travel-contract`). */
export function finalStepPath(referral: string): string | null {
  const product = productOfReferral(referral);
  return product ? purchaseStepPath(product, product.final.tab) : null;
}

/** §2: the PDF download is offered where the product's row says so (every product but CMTPL). */
export const offersPdf = (referral: string) => productOfReferral(referral)?.pdf ?? false;

/** Processing is checked again every 2.5 s, at most 24 times (about a minute), then the page stops and says so. */
export const POLL_INTERVAL_MS = 2500;
export const MAX_CHECKS = 24;

/**
 * The amount the customer paid: what the bank charged when the backend says (PAID_AMOUNT: the price plus a foreign
 * card's commission, §9), else what the payment step asked for (entities/contract `payableAmount`: the discounted
 * premium when a promo code lowered it, else the premium) — one amount rule for both pages.
 */
export const paidAmountOf = (contract: Pick<Contract, 'PREMIUMSPAY' | 'PREMIUMSPAY_DISCOUNT' | 'PAID_AMOUNT'> | null) =>
  contract ? (contract.PAID_AMOUNT ?? payableAmount(contract)) : null;

/** The foreign-card commission the bank added (§9), when there was one: shown as a line of its own. */
export const commissionOf = (contract: Pick<Contract, 'COMMISSION'> | null): number | null =>
  contract?.COMMISSION && contract.COMMISSION > 0 ? contract.COMMISSION : null;

/** The stored contract as far as the final pages need it. */
export interface StoredContractLike {
  product: string;
  customer: string;
  data: Contract & Record<string, unknown>;
}

/**
 * The stored contract of this product and this customer, when it has been paid or confirmed (it has a
 * number). Another customer signing in on the same tab does not see it (entities/contract).
 */
export function paidContractOf(stored: StoredContractLike | null, product: string, customer: string | null): (Contract & Record<string, unknown>) | null {
  if (!stored || !customer || stored.product !== product || stored.customer !== customer) return null;
  return stored.data.CONTRACT_NUMBER ? stored.data : null;
}

/**
 * /mobile/travel/send-contract/ (§3, §7): SGUID and the documents, CUSTOMER_DOCUMNET from PASSPORT and
 * OWNER_DOCUMNET from PASSPORT_HOLDER when given, else PASSPORT (spelled as the spec spells them).
 */
export function travelSendPayload(contract: Pick<Contract, 'SGUID' | 'PASSPORT' | 'PASSPORT_HOLDER'>) {
  const customer = contract.PASSPORT?.trim() ?? '';
  const holder = contract.PASSPORT_HOLDER?.trim() ?? '';
  return { SGUID: contract.SGUID, CUSTOMER_DOCUMNET: customer, OWNER_DOCUMNET: holder || customer };
}

/**
 * What the result view shows. The payment result page uses the states up to `unknown-product`; the final steps
 * add `sending`, `send-failed` (travel: the contract is mailed first) and `nothing` (no paid contract stored).
 */
export type ResultView =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | {
      kind: 'success';
      contractId: string;
      contractNumber: string | null;
      /** What was charged (commission included). */
      amount: number | null;
      /** The foreign-card commission inside `amount`, when there was one. */
      commission?: number | null;
      pdf: boolean;
      emailed?: boolean;
    }
  | { kind: 'failure'; description: string | null }
  | { kind: 'processing' }
  | { kind: 'processing-timeout' }
  | { kind: 'record-failed' }
  | { kind: 'invalid-query' }
  | { kind: 'unknown-product' }
  | { kind: 'sending' }
  | { kind: 'send-failed' }
  | { kind: 'nothing' };

export type ResultViewKind = ResultView['kind'];

