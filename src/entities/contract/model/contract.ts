import { createEffect, createEvent, createStore, sample } from 'effector';
import { $storageOwner, customerDataCleared } from '@/entities/session/@x/contract';
import type { Contract } from '@/shared/api';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { persistOwned, storage } from '@/shared/lib';

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
// Signing out, or somebody else signing in on this tab, forgets it.
$contract.reset(contractCleared, customerDataCleared);

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
  storage.remove('session', CUSTOMER_STORAGE.drafts.key);
});
sample({ clock: contractIssued, target: forgetPurchaseDraftsFx });
