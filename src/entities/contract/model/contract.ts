import { createEvent, createStore, sample } from 'effector';
import type { Contract } from '@/shared/api';
import { PURCHASE_STORAGE_KEYS } from '@/shared/config';
import { appStarted, persistStore, readStoredJson } from '@/shared/lib';

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

sample({ clock: contractCreated, target: $contract });
sample({
  clock: contractMerged,
  source: $contract,
  filter: Boolean,
  fn: (stored: StoredContract, patch) => ({ ...stored, data: { ...stored.data, ...patch } }),
  target: $contract,
});
$contract.reset(contractCleared);
