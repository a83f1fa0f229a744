import * as v from 'valibot';
import { flag } from '../interface/schemas';
import { id, money, optionalMoney, optionalText } from '../schemas-common';

/**
 * The purchase flow's answers (customer-portal.md §3 contract, saved card, approve payload, payment return;
 * §7 "Payment", "Product steps"). Shapes the spec does not show are ours: docs/purchase-api.md.
 */

/** The contract as the steps answer it; the wizard keeps it in session storage as `paramsData`. */
export const contractSchema = v.looseObject({
  ID: id,
  SGUID: v.string(),
  ORDER_ID: id,
  IS_FREE: flag(false),
  category: v.optional(v.string(), ''),
  status: v.optional(v.string(), 'draft'),
  BROKER: optionalText,
  PASSPORT: optionalText,
  PASSPORT_HOLDER: optionalText,
  CUSTOMER_IS_OWNER: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  EMAIL_HOLDER: optionalText,
  PHONE_HOLDER: optionalText,
  CUSTOMER_FULLNAME: optionalText,
  PREMIUMSPAY: optionalMoney,
  PREMIUMSPAY_DISCOUNT: optionalMoney,
  /** Once paid: what the bank charged (the price plus a foreign card's commission, §9) and that commission. */
  PAID_AMOUNT: v.optional(v.nullable(money)),
  COMMISSION: v.optional(v.nullable(money)),
  CONTRACT_NUMBER: optionalText,
  /** DD/MM/YYYY */
  FROMDATE: optionalText,
  TODATE: optionalText,
});
export type Contract = v.InferOutput<typeof contractSchema>;

/** Step answers: `{ status, result }` (travel moves on only when status is success, §4). */
export const contractAnswerSchema = v.looseObject({
  status: v.optional(v.string(), 'success'),
  result: contractSchema,
  message: v.optional(v.string()),
});

/** /product/appa/find-vehicle: the vehicle data of §2. */
export const vehicleSchema = v.looseObject({
  PLATE: v.string(),
  DOCUMENT: v.string(),
  MAKE: v.string(),
  MODEL: v.string(),
  VIN: v.string(),
  POWER_HP: v.number(),
  BM_CLASS: v.number(),
  USE: v.string(),
  /** DD/MM/YYYY */
  NEXT_START: v.string(),
  FROM: v.string(),
  TO: v.string(),
  GROUP: v.optional(v.nullable(v.picklist(['old', 'new'])), null),
});
export type Vehicle = v.InferOutput<typeof vehicleSchema>;
export const vehicleAnswerSchema = v.looseObject({ result: vehicleSchema });

/** /mobile/aswa/show-contract-price/ */
export const priceSchema = v.looseObject({
  result: v.looseObject({
    ID: id,
    PREMIUMSPAY: money,
    PREMIUMSPAY_DISCOUNT: optionalMoney,
    /** §9: percent added for cards of banks outside the national card system. */
    COMMISSION_PERCENT: v.optional(v.number(), 1),
  }),
});
export type ContractPrice = v.InferOutput<typeof priceSchema>['result'];

/** Saved card (§3). */
export const savedCardSchema = v.looseObject({
  ID: id,
  CARDHOLDERID: id,
  CARDNUMBER: v.string(),
  CARDTYPE: v.picklist(['visa', 'mastercard', 'arca']),
  EXPDATE: v.string(),
  IS_DEF: flag(false),
});
export type SavedCard = v.InferOutput<typeof savedCardSchema>;
export const cardListSchema = v.looseObject({ result: v.optional(v.array(savedCardSchema), []) });

/** /payment/make: the bank's hosted page to send the browser to. */
export const approveSchema = v.looseObject({ payUrl: v.string() });

/** /payment/confirm (a free contract): no bank, the contract is confirmed at once. */
export const confirmSchema = v.looseObject({ status: v.string(), result: contractSchema });

/** The outcome of a payment as the backend records it (set-contract-payment). */
export const PAYMENT_STATUSES = ['success', 'error', 'processing'] as const;
export const paymentRecordSchema = v.looseObject({
  status: v.picklist(PAYMENT_STATUSES),
  /** The bank's description (declines), or the backend's message. */
  description: optionalText,
  responseCode: optionalText,
  result: v.optional(v.nullable(contractSchema), null),
});
export type PaymentRecord = v.InferOutput<typeof paymentRecordSchema>;

export const messageSchema = v.looseObject({ status: v.optional(v.string(), 'success'), message: v.optional(v.string()) });
