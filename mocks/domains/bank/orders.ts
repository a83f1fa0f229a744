import { db } from '../../db';
import type { BankOrderRecord } from '../../db/types';
import { randomId } from '../../lib/session';

/**
 * The simulated bank's orders (docs/purchase-api.md "The bank's hosted page"): the insurer's backend opens one
 * per payment attempt (`/payment/make`), the bank page fills it, and `set-contract-payment` reads its outcome.
 * Only a masked card number is ever kept.
 */
export type OpenOrderInput = Pick<
  BankOrderRecord,
  'merchantOrderId' | 'contractId' | 'referral' | 'customer' | 'amount' | 'returnUrl' | 'lang' | 'saveCard' | 'cardId'
>;

const UNFINISHED: readonly BankOrderRecord['status'][] = ['created', 'awaiting-3ds'];

/**
 * Opens a bank order for a merchant order, or gives back the one still open for it (a double-clicked Pay, or
 * Back and Pay again, never makes two payments). A finished order (approved, processing) is returned as it is;
 * after a decline a new order is opened.
 */
export function openBankOrder(input: OpenOrderInput): BankOrderRecord {
  const existing = findOpenOrder(input.merchantOrderId);
  if (existing) {
    // The customer may have changed the card choice or the language before paying again.
    return db.update((state) => {
      const order = state.bankOrders.find((candidate) => candidate.orderId === existing.orderId)!;
      if (UNFINISHED.includes(order.status)) Object.assign(order, { saveCard: input.saveCard, cardId: input.cardId, lang: input.lang, returnUrl: input.returnUrl, amount: input.amount });
      return { ...order };
    });
  }
  const order: BankOrderRecord = {
    ...input,
    orderId: randomId('ord-', 8),
    paymentId: null,
    commission: 0,
    status: 'created',
    responseCode: null,
    description: null,
    maskedPan: null,
    cardType: null,
    expiry: null,
    settlesAt: null,
    createdAt: new Date().toISOString(),
  };
  db.update((state) => {
    state.bankOrders.push(order);
    if (state.bankOrders.length > 100) state.bankOrders.splice(0, state.bankOrders.length - 100);
  });
  return order;
}

/** The order of this merchant order that is not declined (open, paid or being processed), if any. */
export function findOpenOrder(merchantOrderId: string): BankOrderRecord | undefined {
  return db.read().bankOrders.find((order) => order.merchantOrderId === merchantOrderId && order.status !== 'declined');
}

/** An order by the bank's id, with a processing order settled when its time has come. */
export function bankOrder(orderId: string): BankOrderRecord | undefined {
  const order = db.read().bankOrders.find((candidate) => candidate.orderId === orderId);
  if (order?.status === 'processing' && order.settlesAt !== null && order.settlesAt <= Date.now()) {
    return db.update((state) => {
      const stored = state.bankOrders.find((candidate) => candidate.orderId === orderId)!;
      Object.assign(stored, { status: 'approved', responseCode: '00', settlesAt: null });
      return { ...stored };
    });
  }
  return order;
}

/** Changes an order (the bank page's card submission, 3-D Secure). */
export function updateBankOrder(orderId: string, patch: Partial<BankOrderRecord>): BankOrderRecord | undefined {
  return db.update((state) => {
    const order = state.bankOrders.find((candidate) => candidate.orderId === orderId);
    if (!order) return undefined;
    Object.assign(order, patch);
    return { ...order };
  });
}

/** The §3 return query the bank appends to the merchant's return address. */
export function returnUrlOf(order: BankOrderRecord, ssid: string): string {
  const status = order.status === 'approved' ? 'success' : order.status === 'processing' ? 'processing' : 'error';
  const query = new URLSearchParams({
    ssid,
    orderID: order.orderId,
    paymentID: order.paymentId ?? '',
    responseCode: order.responseCode ?? '',
    description: order.description ?? '',
    savecc: String(order.saveCard),
    id: order.contractId,
    status,
  });
  return `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}
