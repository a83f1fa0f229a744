import * as v from 'valibot';

/**
 * Answers of the profile's requests and the address (customer-portal.md §7 "Profile": autofill, callback_order-doctor,
 * contract_order_fromsite, create-request). The spec names the calls, not their shapes: these are ours
 * (docs/decisions/profile-requests.md, address-autofill.md).
 */

/** A suggestion: the spec's "result list" may hold plain names or `{ value, label }` items; both read as the name. */
const suggestion = v.union([
  v.string(),
  v.pipe(
    v.looseObject({ value: v.string(), label: v.optional(v.string()) }),
    v.transform((item) => item.label ?? item.value),
  ),
]);

/** /profile/data/autofill (field, value): what the typed text may be, best first. */
export const autofillSchema = v.looseObject({ result: v.array(suggestion) });
export type AutofillAnswer = v.InferOutput<typeof autofillSchema>;

/** The customer's address as the profile holds it (`ADDRESS` of /mobile/get-cust-datas/, of save-address). */
export const addressSchema = v.looseObject({
  CITY: v.optional(v.string(), ''),
  STREET: v.optional(v.string(), ''),
  HOUSE: v.optional(v.string(), ''),
  APARTMENT: v.optional(v.nullable(v.string()), ''),
});
export type Address = { CITY: string; STREET: string; HOUSE: string; APARTMENT: string };

/** The address of a profile (its loose `ADDRESS`), or null when it has none (or an unreadable one). */
export function addressOf(profile: Record<string, unknown> | null | undefined): Address | null {
  const parsed = v.safeParse(addressSchema, profile?.ADDRESS);
  if (!parsed.success) return null;
  const { CITY, STREET, HOUSE, APARTMENT } = parsed.output;
  return CITY || STREET || HOUSE ? { CITY, STREET, HOUSE, APARTMENT: APARTMENT ?? '' } : null;
}

/** callback_order-doctor, contract_order_fromsite, create-request: the request was received under a number. */
export const requestReceivedSchema = v.looseObject({
  result: v.looseObject({
    NUMBER: v.string(),
    /** ISO date-time. */
    CREATED: v.string(),
  }),
  message: v.optional(v.string(), ''),
});
export type RequestReceived = v.InferOutput<typeof requestReceivedSchema>;
