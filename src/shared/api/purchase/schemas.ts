import * as v from 'valibot';
import { flag } from '../interface/schemas';
import { id, money, optionalMoney, optionalText, text } from '../schemas-common';
import { cardTypeOf, maskCardNumber } from './card';

/**
 * The purchase flow's answers (customer-portal.md §3 contract, saved card, approve payload, payment return;
 * §7 "Payment", "Product steps"). Shapes the spec does not show are ours: docs/purchase-api.md. Tolerant and honest
 * (docs/decisions/tolerant-schemas.md): unknown fields pass, a field the spec does not list is optional with its
 * fallback written here.
 */

const optionalId = v.optional(v.nullable(id), null);

/** The contract as the steps answer it; the wizard keeps it in session storage as `paramsData`. */
const contractFields = v.looseObject({
  ID: id,
  /** §3 lists SGUID; a backend without it names the contract by ID (see the fallback below). */
  SGUID: optionalId,
  /** Not in §3 (the approve payload's `order_id` is): optional, ID when absent. */
  ORDER_ID: optionalId,
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
/**
 * The fallbacks, once, at the boundary: without ORDER_ID the approve payload's `order_id` is the contract's ID, and
 * without SGUID `/mobile/travel/send-contract/` names the contract by its ID.
 */
export const contractSchema = v.pipe(
  contractFields,
  v.transform((contract) => ({ ...contract, SGUID: contract.SGUID ?? contract.ID, ORDER_ID: contract.ORDER_ID ?? contract.ID })),
);
export type Contract = v.InferOutput<typeof contractSchema>;

/** Step answers: `{ status, result }` (travel moves on only when status is success, §4). */
export const contractAnswerSchema = v.looseObject({
  status: v.optional(v.string(), 'success'),
  result: contractSchema,
  message: v.optional(v.string()),
});

/** A number that may come as a numeric string, or be missing (null then). */
const optionalNumber = v.optional(
  v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number))),
  null,
);

/**
 * /product/appa/find-vehicle: the vehicle data of §2 ("plate number, ID/TPIN, make, model, VIN, engine power (hp), B/M
 * class, purpose of use, start of next contract, from, to"). The spec names what is shown, not the keys: everything
 * but the plate is optional (a missing one is shown as "—"); an unknown GROUP is no group.
 */
export const vehicleSchema = v.looseObject({
  PLATE: v.string(),
  DOCUMENT: text,
  MAKE: text,
  MODEL: text,
  VIN: text,
  POWER_HP: optionalNumber,
  BM_CLASS: optionalNumber,
  USE: text,
  /** DD/MM/YYYY */
  NEXT_START: text,
  FROM: text,
  TO: text,
  GROUP: v.fallback(v.optional(v.nullable(v.picklist(['old', 'new'])), null), null),
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

/**
 * Saved card (§3: ID, CARDHOLDERID, CARDNUMBER, CARDTYPE, EXPDATE, "IS_DEF or DEFAULTVALUEID (1 means default)").
 * CARDTYPE in any spelling, an unknown one a generic card (`card`); DEFAULTVALUEID counts like IS_DEF; a number that is
 * not masked is masked here, before anything shows or stores it (docs/decisions/trust-boundaries.md).
 */
export const savedCardSchema = v.pipe(
  v.looseObject({
    ID: id,
    CARDHOLDERID: optionalId,
    CARDNUMBER: v.pipe(v.union([v.string(), v.number()]), v.transform((value) => maskCardNumber(String(value)))),
    CARDTYPE: v.pipe(v.optional(v.nullable(v.string()), null), v.transform((value: string | null) => cardTypeOf(value))),
    EXPDATE: text,
    IS_DEF: flag(false),
    DEFAULTVALUEID: flag(false),
  }),
  v.transform(({ DEFAULTVALUEID, ...card }) => ({ ...card, IS_DEF: card.IS_DEF || DEFAULTVALUEID })),
);
export type SavedCard = v.InferOutput<typeof savedCardSchema>;
export const cardListSchema = v.looseObject({ result: v.optional(v.array(savedCardSchema), []) });

/** /payment/make: the bank's hosted page to send the browser to. */
export const approveSchema = v.looseObject({ payUrl: v.string() });

/** /payment/confirm (a free contract): no bank, the contract is confirmed at once. */
export const confirmSchema = v.looseObject({ status: v.optional(v.string(), 'success'), result: contractSchema });

/** The outcome of a payment as the backend records it (set-contract-payment). */
export const PAYMENT_STATUSES = ['success', 'error', 'processing'] as const;
export const paymentRecordSchema = v.looseObject({
  /** §4 "Generic result by status: success, error, otherwise processing": any other status is processing. */
  status: v.fallback(v.picklist(PAYMENT_STATUSES), 'processing'),
  /** The bank's description (declines), or the backend's message. */
  description: optionalText,
  responseCode: optionalText,
  result: v.optional(v.nullable(contractSchema), null),
});
export type PaymentRecord = v.InferOutput<typeof paymentRecordSchema>;

export const messageSchema = v.looseObject({ status: v.optional(v.string(), 'success'), message: v.optional(v.string()) });
