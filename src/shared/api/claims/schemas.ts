import * as v from 'valibot';
import { id, money, optionalMoney, optionalText } from '../schemas-common';

/**
 * Claims and compensation (customer-portal.md §3 "Compensation application", §7 "Claims"). The spec names the
 * calls but not their answers: the shapes are ours (docs/decisions/claims-screen.md).
 */

/** Where a claim stands. `documents`: the company waits for papers from the customer. */
export const CLAIM_STATUSES = ['submitted', 'documents', 'review', 'approved', 'paid', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
const status = v.picklist(CLAIM_STATUSES);

/** One step of a claim's history (the timeline), oldest first. */
export const claimEventSchema = v.looseObject({
  STATUS: status,
  /** ISO date-time. */
  DATE: v.string(),
  NOTE: optionalText,
});
export type ClaimEvent = v.InferOutput<typeof claimEventSchema>;

export const claimSchema = v.looseObject({
  ID: id,
  CLAIM_NUMBER: v.string(),
  /** The contract the claim is made under (get-list-group-by-detid groups by it). */
  DETID: id,
  CONTRACT_NUMBER: optionalText,
  /** The product, in the request language. */
  PRODUCT: v.string(),
  STATUS: status,
  /** ISO date of the accident. */
  EVENT_DATE: v.string(),
  /** ISO date-time the claim was filed. */
  CREATED_AT: v.string(),
  PLATE: optionalText,
  /** Drams claimed and paid. */
  AMOUNT_CLAIMED: optionalMoney,
  AMOUNT_PAID: optionalMoney,
  /** ISO date paid. */
  PAID_AT: optionalText,
  /** What the company waits for (status `documents`), in the request language. */
  MISSING: optionalText,
  history: v.optional(v.array(claimEventSchema), []),
});
export type Claim = v.InferOutput<typeof claimSchema>;

export const claimListSchema = v.looseObject({ result: v.array(claimSchema) });
export const claimAnswerSchema = v.looseObject({ result: claimSchema });

export const claimGroupSchema = v.looseObject({
  DETID: id,
  CONTRACT_NUMBER: optionalText,
  PRODUCT: v.string(),
  claims: v.array(claimSchema),
});
export type ClaimGroup = v.InferOutput<typeof claimGroupSchema>;
export const claimGroupListSchema = v.looseObject({
  result: v.array(claimGroupSchema),
});

export const paidYearSchema = v.looseObject({
  YEAR: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
  COUNT: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
  AMOUNT: money,
});
export type PaidYear = v.InferOutput<typeof paidYearSchema>;
export const paidByYearSchema = v.looseObject({
  result: v.array(paidYearSchema),
});

/** get-cmptl-objects: the CMTPL contract (and car) the compensation is claimed under. */
export const cmtplObjectSchema = v.looseObject({
  OBJECT_ID: id,
  CONTRACT_NUMBER: v.string(),
  PLATE: v.string(),
  MAKE: v.string(),
  MODEL: v.string(),
  /** ISO dates of cover. */
  FROMDATE: v.string(),
  TODATE: v.string(),
});
export type CmtplObject = v.InferOutput<typeof cmtplObjectSchema>;
export const cmtplObjectAnswerSchema = v.looseObject({
  result: cmtplObjectSchema,
});

/** create / create-request/public: VIEW 0 files the application (its number); VIEW 1 answers the preview's path. */
export const compensationAnswerSchema = v.looseObject({
  path: optionalText,
  CLAIM_NUMBER: optionalText,
  message: v.optional(v.string()),
});
export type CompensationAnswer = v.InferOutput<typeof compensationAnswerSchema>;
