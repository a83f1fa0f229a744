/**
 * An id the browser gives a write before sending it, so the backend can store it once however often it arrives
 * (a repeat after a lost answer, a second press, a reload): a chat message's `CLIENT_ID`, a compensation
 * application's (docs/purchase-api.md "Idempotency").
 */
export function clientId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
