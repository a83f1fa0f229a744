import * as v from 'valibot';
import { createCall } from '../create-call';
import { id, optionalMoney, optionalText } from '../schemas-common';
import { contractSchema, vehicleSchema } from './schemas';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * Unfinished purchases (issue 24 item 1; docs/purchase-api.md "Unfinished purchases"; docs/decisions/purchase-drafts.md):
 * the contracts a wizard created for the signed-in customer and that are not paid, with what the backend holds of
 * them, so that the purchase goes on from any device. Both calls are ours (the spec's contract list is of issued
 * contracts and shows no draft).
 */

/** A step's values as it sent them (wire format), by field name. */
const stepValues = v.record(v.string(), v.unknown());

export const purchaseDraftSchema = v.looseObject({
  /** The contract's ID (the draft is the contract). */
  ID: id,
  /** The product key (appa, travel, …): the wizard it continues in. */
  PRODUCT: v.string(),
  /** The product's name in the request language. */
  PRODUCT_NAME: v.string(),
  /** What is insured, in the request language (a plate, a trip's countries, a pet's name…), or null before it is known. */
  OBJECT: optionalText,
  /** The price to pay (after a promo code's discount), or null while the steps have not priced it. */
  PREMIUMSPAY: optionalMoney,
  /** When the draft last changed (ISO 8601). Drafts older than PURCHASE_DRAFT_DAYS are not listed. */
  UPDATED_AT: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T/)),
  /** The form id of the step to continue at: the first step not done, or the payment step. */
  NEXT_FORM: v.optional(v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number))), null),
  /** The contract as the steps answer it (`paramsData`). */
  CONTRACT: contractSchema,
  /** What each step sent, by its form id: the forms of the steps are filled with it again. */
  STEPS: v.optional(v.record(v.string(), stepValues), {}),
  /** CMTPL: the car found on step 1, in the request language (shown beside the later steps). */
  VEHICLE: v.optional(v.nullable(vehicleSchema), null),
});
export type PurchaseDraft = v.InferOutput<typeof purchaseDraftSchema>;
export const purchaseDraftsSchema = v.looseObject({ result: v.array(purchaseDraftSchema) });

/** The signed-in customer's unfinished purchases, the last changed first. */
export const fetchPurchaseDraftsFx = createCall<typeof purchaseDraftsSchema>({
  client: 'application',
  idempotent: 'read',
  path: apiPathOf('purchase.drafts'),
  silent: true,
  schema: purchaseDraftsSchema,
});

/** "Start again": the draft is discarded (its open bank order cancelled); answers the drafts left. */
export const discardPurchaseDraftFx = createCall<typeof purchaseDraftsSchema, { ID: string }>({
  client: 'application',
  idempotent: 'purchase.discard-draft',
  path: apiPathOf('purchase.discard-draft'),
  silent: true,
  schema: purchaseDraftsSchema,
});
