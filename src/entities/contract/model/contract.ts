import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Contract } from '@/shared/api';
import { PURCHASE_STORAGE_KEYS } from '@/shared/config';
import { appStarted, persistStore, readStoredJson, storage } from '@/shared/lib';

/**
 * The contract being bought (customer-portal.md §3 "Contract", held in session storage as `paramsData`).
 * It survives a reload, a language switch, the round trip to the bank and a 401 followed by signing in again
 * as the same customer (the session keeps `PURCHASE_STORAGE_KEYS` on a 401; docs/decisions/purchase-state.md).
 */
export interface StoredContract {
  /** The product key (referral): appa, travel, … */
  product: string;
  /** CUSTOMER of the buyer: another customer signing in on this tab does not see it. */
  customer: string;
  /** The contract as the steps answered it, merged; plus what the app derived (documents, BROKER). */
  data: Contract & Record<string, unknown>;
}

// The purchase pages load lazily, after the app's start-up pickup: the store starts from what is stored.
export const $contract = createStore<StoredContract | null>(readStoredJson<StoredContract | null>('session', PURCHASE_STORAGE_KEYS.contract, null));

/** Step 1 created the contract: it replaces whatever was stored. */
export const contractCreated = createEvent<StoredContract>();
/** A later step answered: its result is merged into the stored data. */
export const contractMerged = createEvent<Partial<Contract> & Record<string, unknown>>();
/** The purchase finished or was abandoned. */
export const contractCleared = createEvent();

persistStore({ store: $contract, key: PURCHASE_STORAGE_KEYS.contract, area: 'session', pickup: appStarted });

/** The stored contract was just issued (paid, or confirmed when free: it got its number): that purchase is over. */
export const contractIssued = createEvent<StoredContract>();

sample({ clock: contractCreated, target: $contract });
const merged = sample({
  clock: contractMerged,
  source: $contract,
  filter: Boolean,
  fn: (stored: StoredContract, patch) => ({ before: stored, after: { ...stored, data: { ...stored.data, ...patch } } }),
});
sample({ clock: merged, fn: ({ after }) => after, target: $contract });
$contract.reset(contractCleared);

const isIssued = (stored: StoredContract) => Boolean(stored.data.CONTRACT_NUMBER);
sample({ clock: merged, filter: ({ before, after }) => !isIssued(before) && isIssued(after), fn: ({ after }) => after, target: contractIssued });
// A contract paid in another tab arrives whole (the payment result page stores it).
sample({ clock: contractCreated, filter: isIssued, target: contractIssued });

/**
 * Once a purchase is paid its steps' typed values (the wizard's drafts, `purchaseDrafts`) are forgotten, so the next
 * purchase starts empty instead of with the last car's plate (issue 20). The one place that decides it: the payment
 * is recorded on the payment result page, where the wizard is not loaded, so the drafts go from session storage here;
 * the wizard's own store (features/purchase-wizard, core.ts) is reset by the same event. The contract itself stays:
 * the result pages and Back to its steps show it as paid.
 */
export const forgetPurchaseDraftsFx = createEffect(() => {
  storage.remove('session', PURCHASE_STORAGE_KEYS.drafts);
});
sample({ clock: contractIssued, target: forgetPurchaseDraftsFx });
