/**
 * THE ONE PLACE that says which writes may be sent again by the transport (issue 24; docs/decisions/retries-and-timeouts.md,
 * docs/decisions/exactly-once.md). A write is never repeated automatically unless the backend applies it once per
 * payload — a repeat changes nothing more and answers as the first did — and it is a row here. A call definition
 * names its row (`idempotent: 'payment.make'` in create-call.ts); a write without one is sent once, and a failed
 * press is the customer's to repeat. Reads say `idempotent: 'read'` (a GET is a read without saying so).
 *
 * Each row is a promise the backend keeps (docs/purchase-api.md "Idempotency"; the simulator keeps it too):
 */
export const WRITES_ONCE_PER_PAYLOAD = {
  /** `/mobile/aswa/show-contract-price/`: prices a draft with the code given; the same payload, the same price. */
  'payment.price': 'the price of a contract for a code; nothing is paid or sent',
  /** `/payment/make`: one open bank order per `order_id`; a repeat answers the same `payUrl`. */
  'payment.make': 'one open bank order per order_id',
  /** `/payment/confirm` (free contracts): a contract is issued once; a repeat answers the issued contract. */
  'payment.confirm': 'a free contract is issued once',
  /** `set-contract-payment` (aswa, travel, the three medical ones): a paid contract stays paid, its e-mail goes once. */
  'payment.record': 'a payment is recorded, and its contract mailed, once per contract',
  /** `/mobile/travel/send-contract/`: the contract is mailed once; a repeat sends nothing and answers as the first. */
  'travel.send-contract': 'the travel contract is mailed once per contract',
  /** `/mobile/card/save/`: the binding's card is saved once per order; a repeat answers as the first. */
  'card.save': 'a bound card is saved once per order',
  /** The raffle's info call issues the tickets a contract earned, once per contract. */
  'raffle.tickets': 'a ticket is issued once per contract',
  /** The chat: the customer's user, a room with a member of staff, and a message by its `CLIENT_ID`. */
  'chat.create-user': 'the existing chat user is answered',
  'chat.create-room': 'the open room with that member of staff is answered',
  'chat.send': 'a message once per CLIENT_ID',
  /**
   * `/mobile/claim/create`, `/mobile/create-request/public/`: an application is filed once per `CLIENT_ID` (the
   * application's own id); a repeat answers the number filed first. VIEW 1 (the preview) stores nothing.
   */
  'claim.create': 'a compensation application is filed once per CLIENT_ID',
  /** `/mobile/purchase/discard-draft`: a draft is discarded once; a repeat answers the same list of the drafts left. */
  'purchase.discard-draft': 'a draft is discarded once; a repeat answers the drafts left',
} as const;

export type OncePerPayload = keyof typeof WRITES_ONCE_PER_PAYLOAD;

export const isOncePerPayload = (value: unknown): value is OncePerPayload => typeof value === 'string' && Object.hasOwn(WRITES_ONCE_PER_PAYLOAD, value);
