import { createEvent, createStore, sample } from 'effector';
import { $storageOwner, customerDataCleared } from '@/entities/session/@x/contract';
import type { Contract } from '@/shared/api';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { persistOwned } from '@/shared/lib';

/**
 * The contract being bought (customer-portal.md §3 "Contract", held in session storage as `paramsData`, stored with
 * its owner). It survives a reload, a language switch, the round trip to the bank and a 401 followed by signing in
 * again as the same customer (CUSTOMER_STORAGE `keptOn401`; docs/decisions/owner-keyed-storage.md). The store starts
 * empty: a page that shows the contract picks it up when it opens (`pickUpContractFx`).
 */
export interface StoredContract {
  /** The product key (referral): appa, travel, … */
  product: string;
  /** CUSTOMER of the buyer: another customer signing in on this tab does not see it. */
  customer: string;
  /** The contract as the steps answered it, merged; plus what the app derived (documents, BROKER). */
  data: Contract & Record<string, unknown>;
}

export const $contract = createStore<StoredContract | null>(null);

/** Step 1 created the contract: it replaces whatever was stored. */
export const contractCreated = createEvent<StoredContract>();
/** A later step answered: its result is merged into the stored data. */
export const contractMerged = createEvent<Partial<Contract> & Record<string, unknown>>();
/** The purchase finished or was abandoned. */
export const contractCleared = createEvent();

/** The wizard's and the result pages' opening: the stored contract of the signed-in customer, if there is one. */
export const { pickUpFx: pickUpContractFx } = persistOwned({ store: $contract, key: CUSTOMER_STORAGE.contract.key, area: 'session', owner: $storageOwner });

sample({ clock: contractCreated, target: $contract });
sample({
  clock: contractMerged,
  source: $contract,
  filter: Boolean,
  fn: (stored: StoredContract, patch) => ({ ...stored, data: { ...stored.data, ...patch } }),
  target: $contract,
});
// Signing out, or somebody else signing in on this tab, forgets it.
$contract.reset(contractCleared, customerDataCleared);
