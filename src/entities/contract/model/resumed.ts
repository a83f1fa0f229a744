import { attach, createEffect, createEvent, sample } from 'effector';
import { $storageOwner } from '@/entities/session/@x/contract';
import { CUSTOMER_STORAGE, isPurchaseProductKey, PURCHASE_PRODUCTS } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';
import { readOwned, writeOwned } from '@/shared/lib';
import { $contract, contractCleared, contractCreated, type StoredContract } from './contract';

/**
 * Unfinished purchases held by the backend (issue 24 item 1; docs/decisions/purchase-drafts.md): continuing one here
 * (another device, a new browser, a cleared session) makes it this tab's contract, and its steps' values the wizard's
 * drafts; discarding the one being bought here forgets it. Fired by features/resume-purchase; the wizard
 * (features/purchase-wizard) hears both too when it is open.
 */
export interface ResumedPurchase {
  contract: StoredContract;
  /** What each step sent, by form id (wire format). */
  steps: Record<string, WireValues>;
}

/** A purchase left unfinished is continued in this tab. */
export const purchaseResumed = createEvent<ResumedPurchase>();
/** An unfinished purchase was discarded ("Start again"). */
export const purchaseDiscarded = createEvent<{ ID: string; product: string }>();

type Steps = Record<string, WireValues>;
const DRAFTS = CUSTOMER_STORAGE.drafts;

/** The steps' values in session storage (the wizard's drafts, `purchaseDrafts`), changed by `change`, for this owner only. */
const changeStoredStepsFx = attach({
  source: $storageOwner,
  effect: createEffect(({ owner, change }: { owner: string | null; change: (steps: Steps) => Steps }) => {
    if (owner === null) return;
    writeOwned(DRAFTS.area, DRAFTS.key, owner, change(readOwned<Steps>(DRAFTS.area, DRAFTS.key, owner) ?? {}));
  }),
  mapParams: (change: (steps: Steps) => Steps, owner) => ({ owner, change }),
});

/** The form ids of a product's steps (as session storage keys them). */
export const productFormKeys = (product: string): string[] =>
  isPurchaseProductKey(product) ? PURCHASE_PRODUCTS[product].steps.flatMap((step) => (step.formId === null ? [] : [String(step.formId)])) : [];

/** Another product's typed values stay; this product's steps are the backend's. */
export const withoutProduct = (steps: Steps, product: string): Steps => {
  const forms = productFormKeys(product);
  return Object.fromEntries(Object.entries(steps).filter(([formId]) => !forms.includes(formId)));
};

sample({ clock: purchaseResumed, fn: ({ contract }) => contract, target: contractCreated });
sample({
  clock: purchaseResumed,
  fn: ({ contract, steps }) => (stored: Steps) => ({ ...withoutProduct(stored, contract.product), ...steps }),
  target: changeStoredStepsFx,
});

/** The purchase being bought here was discarded (here or on another device): its contract and typed values go. */
const currentDiscarded = sample({ clock: purchaseDiscarded, source: $contract, filter: (stored, { ID }) => stored?.data.ID === ID, fn: (_, discarded) => discarded });
sample({ clock: currentDiscarded, fn: (): void => undefined, target: contractCleared });
sample({ clock: currentDiscarded, fn: ({ product }) => (stored: Steps) => withoutProduct(stored, product), target: changeStoredStepsFx });
