/**
 * The choices of the customer's requests, as sent (docs/decisions/profile-requests.md). No imports: the
 * simulator checks what it receives against the same lists.
 */
/** What a callback is about (callback_order-doctor TOPIC). */
export const CALLBACK_TOPICS = ['purchase', 'contract', 'claim', 'medical', 'other'] as const;
export type CallbackTopic = (typeof CALLBACK_TOPICS)[number];
/** When to call (TIME): as soon as possible, or a part of a working day (Yerevan time). */
export const CALLBACK_TIMES = ['asap', 'morning', 'afternoon', 'evening'] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
/** Insurance ordered from the site (contract_order_fromsite PRODUCT): what is not sold online. */
export const ORDER_PRODUCTS = ['corporateHealth', 'businessProperty', 'cargo', 'liability', 'accident', 'agriculture'] as const;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];

/** Lengths the client and the simulator both hold to. */
export const REQUEST_LIMITS = { comment: 500, subject: 120, textMin: 20, text: 2000, address: 80, house: 10 } as const;
