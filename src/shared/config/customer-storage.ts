import { COMPENSATION_DRAFT_KEY, FIRST_CALLS_KEY, PURCHASE_STORAGE_KEYS, SESSION_ACTIVITY_KEY } from './constants';

/**
 * THE list of what the app keeps of a customer in browser storage (docs/decisions/owner-keyed-storage.md).
 * The session entity reads it: sign-out removes every entry (and the rest of session storage); a 401 keeps the
 * `keptOn401` ones for the same customer; a sign-in as somebody else removes the entries of anyone else (a
 * visitor's `adoptedOnSignIn` ones become the new customer's).
 *
 * Keeping something of a customer in storage? Add a row here, with a comment saying what it holds (and, for a store, `persistOwned` from shared/lib
 * with the session's `$storageOwner`; reset its in-memory store on the session's `customerDataCleared`).
 * A key that is not here survives sign-out in local storage. Device preferences that are nobody's data stay out
 * on purpose: the language (`lang`), the home page's tab, the consent to third-party scripts.
 */
export interface CustomerStorageEntry {
  key: string;
  area: 'local' | 'session';
  /** Stored as `{ owner, value }` (shared/lib `persistOwned`, `writeOwned`): read back only by that customer. */
  owned: boolean;
  /** A 401 (or the session running out) keeps it for the same customer signing in again. Owned entries only. */
  keptOn401: boolean;
  /** A visitor's entry (owner '') becomes the customer's who signs in next in this tab; otherwise it is removed. */
  adoptedOnSignIn: boolean;
}

export const CUSTOMER_STORAGE = {
  /** The session token (Authorization). */
  token: { key: 'token', area: 'local', owned: false, keptOn401: false, adoptedOnSignIn: false },
  /** The signed-in customer: id, names, e-mail, phone. */
  user: { key: 'user', area: 'local', owned: false, keptOn401: false, adoptedOnSignIn: false },
  /** The session's country code and IP address (entities/session client.ts; issue 23). */
  client: { key: 'client', area: 'local', owned: false, keptOn401: false, adoptedOnSignIn: false },
  /** When the session was last used (the expiry warning of every tab counts from it). */
  activity: { key: SESSION_ACTIVITY_KEY, area: 'local', owned: false, keptOn401: false, adoptedOnSignIn: false },
  /** The reads each signed-in address made on its last load (addresses, bodies: contract ids), made again early on the next. */
  firstCalls: { key: FIRST_CALLS_KEY, area: 'local', owned: false, keptOn401: false, adoptedOnSignIn: false },
  /** The contract being bought (paramsData). */
  contract: { key: PURCHASE_STORAGE_KEYS.contract, area: 'session', owned: true, keptOn401: true, adoptedOnSignIn: false },
  /** What was typed in each purchase step, by form id (a calculator's values for a visitor who is about to sign in). */
  drafts: { key: PURCHASE_STORAGE_KEYS.drafts, area: 'session', owned: true, keptOn401: true, adoptedOnSignIn: true },
  /** The compensation application being typed: the car found, the values, the uploaded files. */
  compensation: { key: COMPENSATION_DRAFT_KEY, area: 'session', owned: true, keptOn401: true, adoptedOnSignIn: false },
  /** The chat's unsent messages: the composer's text and files' names, messages not confirmed sent (issue 24). */
  chat: { key: 'chatDraft', area: 'local', owned: true, keptOn401: true, adoptedOnSignIn: false },
} as const satisfies Record<string, CustomerStorageEntry>;

export const CUSTOMER_STORAGE_ENTRIES: readonly CustomerStorageEntry[] = Object.values(CUSTOMER_STORAGE);
