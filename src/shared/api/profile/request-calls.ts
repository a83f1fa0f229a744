import { contactChangedSchema } from '../contact/schemas';
import { createCall } from '../create-call';
import { autofillSchema, requestReceivedSchema } from './request-schemas';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * The customer's requests and address (customer-portal.md §7 "Profile"; docs/decisions/profile-requests.md).
 * Own module: loaded with the profile's screens, never by the shell. `save-address` is ours (the spec shows no call
 * that stores an address).
 */
export const REQUEST_PATHS = {
  autofill: '/profile/data/autofill',
  saveAddress: apiPathOf('profile.save-address'),
  callback: '/mobile/callback_order-doctor/',
  contractOrder: '/mobile/contract_order_fromsite/',
  request: '/mobile/create-request/',
} as const;

export const AUTOFILL_FIELDS = ['CITY', 'STREET'] as const;
export type AutofillField = (typeof AUTOFILL_FIELDS)[number];

/** Suggestions for what is typed in an address field (`CITY` narrows the streets to a town). Quiet: no dialog while typing. */
export const autofillFx = createCall<typeof autofillSchema, { [key: string]: unknown; field: AutofillField; value: string; CITY?: string }>({
  client: 'application', idempotent: 'read',
  path: REQUEST_PATHS.autofill,
  schema: autofillSchema,
  silent: true,
});

export type RequestPayload = Record<string, string | undefined>;

/** CITY, STREET, HOUSE, APARTMENT: answers the profile as it is now. */
export const saveAddressFx = createCall<typeof contactChangedSchema, RequestPayload>({
  client: 'application',
  path: REQUEST_PATHS.saveAddress,
  schema: contactChangedSchema,
  shownFields: 'payload',
});
/** PHONE (+374…), TOPIC, TIME, COMMENT. */
export const orderCallbackFx = createCall<typeof requestReceivedSchema, RequestPayload>({
  client: 'application',
  path: REQUEST_PATHS.callback,
  schema: requestReceivedSchema,
  shownFields: 'payload',
});
/** PRODUCT, PHONE, EMAIL, COMMENT. */
export const orderContractFx = createCall<typeof requestReceivedSchema, RequestPayload>({
  client: 'application',
  path: REQUEST_PATHS.contractOrder,
  schema: requestReceivedSchema,
  shownFields: 'payload',
});
/** Multipart: SUBJECT, TEXT and at most one attachment as `FILENAME[]`. */
export const sendRequestFx = createCall<typeof requestReceivedSchema, { [key: string]: unknown; SUBJECT: string; TEXT: string; FILENAME: File[] }>({
  client: 'application',
  path: REQUEST_PATHS.request,
  schema: requestReceivedSchema,
  multipart: true,
  shownFields: 'payload',
});
