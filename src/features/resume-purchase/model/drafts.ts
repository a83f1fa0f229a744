import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { not } from 'patronum';
import { purchaseDiscarded, purchaseResumed } from '@/entities/contract';
import { $user, customerDataCleared } from '@/entities/session';
import { discardPurchaseDraftFx, fetchPurchaseDraftsFx, type ApiError, type PurchaseDraft } from '@/shared/api';
import type { PurchaseProductKey } from '@/shared/config';
import { $lang } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { continuableDrafts, continueHref, resumedPurchase } from '../lib/drafts';

/**
 * Unfinished purchases (issue 24 item 1; docs/decisions/purchase-drafts.md): the backend's drafts of the signed-in
 * customer, listed on the overview ("Continue your purchase") and at the start of a product's wizard. Continue makes
 * the draft this tab's purchase (entities/contract `purchaseResumed`) and opens the step to continue at; Start again
 * (Discard) asks first, then discards it on the backend (`purchaseDiscarded`).
 */
export const UnfinishedPurchasesGate = createGate<{ product?: PurchaseProductKey }>('UnfinishedPurchases');

export const retried = createEvent();
/**
 * Read the list before the place that shows it has opened (the overview's reads leave with the profile's menu,
 * widgets/profile-overview): the list then comes with them, not one round trip after the overview has rendered.
 */
export const draftsWarmed = createEvent();
/** The warm read's place is not coming (the customer moved elsewhere): the next opening reads again. */
export const draftsWarmDropped = createEvent();
export const continuePressed = createEvent<PurchaseDraft>();
export const discardPressed = createEvent<PurchaseDraft>();
export const discardConfirmed = createEvent();
export const discardCancelled = createEvent();

/** The list, without the drafts this app cannot continue or that are too old (read against the clock when it arrives). */
export const loadDraftsFx = createEffect<void, PurchaseDraft[], ApiError>(async () => continuableDrafts((await fetchPurchaseDraftsFx()).result, Date.now()));
const discardFx = attach({ effect: discardPurchaseDraftFx, mapParams: (draft: PurchaseDraft) => ({ ID: draft.ID }) });
const keptFx = createEffect((drafts: PurchaseDraft[]) => continuableDrafts(drafts, Date.now()));

export const $drafts = createStore<PurchaseDraft[]>([])
  .on(loadDraftsFx.doneData, (_, drafts) => drafts)
  .on(keptFx.doneData, (_, drafts) => drafts)
  .reset(customerDataCleared);
/** The list could not be read (offline, 500): said quietly, with "Try again". */
export const $loadFailed = createStore(false)
  .on(loadDraftsFx.fail, (_, { error }) => error.kind !== 'cancelled' && error.kind !== 'unauthorized')
  .reset(loadDraftsFx, customerDataCleared);

/** The drafts the open place shows: all of them (overview), or the product's (its wizard). */
export const $shownDrafts = combine($drafts, UnfinishedPurchasesGate.state, (drafts, { product }) => (product ? drafts.filter((draft) => draft.PRODUCT === product) : drafts));

/** The draft whose discarding waits for "Yes". */
export const $discarding = createStore<PurchaseDraft | null>(null)
  .on(discardPressed, (_, draft) => draft)
  .reset(discardCancelled, discardFx, customerDataCleared);
export const $discardPending = discardFx.pending;
/** Discarding failed: nothing changed, said beside the list. */
export const $discardFailed = createStore(false)
  .on(discardFx.fail, (_, { error }) => error.kind !== 'cancelled' && error.kind !== 'unauthorized')
  .reset(discardPressed, discardFx, UnfinishedPurchasesGate.close);

/** A warm read (`draftsWarmed`) the list has not taken yet: the next opening takes it instead of reading again. */
const $warm = createStore(false)
  .on(sample({ clock: draftsWarmed, filter: not(UnfinishedPurchasesGate.status) }), () => true)
  .reset(customerDataCleared, $lang.updates, retried, draftsWarmDropped);
sample({
  clock: [draftsWarmed, retried, sample({ clock: $lang.updates, filter: UnfinishedPurchasesGate.status })],
  source: $user,
  filter: Boolean,
  fn: (): void => undefined,
  target: loadDraftsFx,
});
// An opening reads the list, unless a warm read has just done so (or still is: its answer fills the list); either
// way the warm read is then used up.
const opened = sample({ clock: UnfinishedPurchasesGate.open, source: { user: $user, warm: $warm }, filter: ({ user }) => user !== null });
sample({ clock: opened, filter: ({ warm }) => !warm, fn: (): void => undefined, target: loadDraftsFx });
sample({ clock: opened, fn: () => false, target: $warm });

// ------------------------------------------------------------------------------------------------- continue
const continued = sample({
  clock: continuePressed,
  source: { user: $user, lang: $lang },
  filter: ({ user }) => user !== null,
  fn: ({ user, lang }, draft) => ({ draft, customer: user?.CUSTOMER ?? '', lang }),
});
sample({ clock: continued, fn: ({ draft, customer, lang }) => resumedPurchase(draft, customer, lang), target: purchaseResumed });
sample({ clock: continued, fn: ({ draft, lang }) => ({ href: continueHref(draft, lang) }), target: navigateFx });

// ------------------------------------------------------------------------------------------------- discard
sample({
  clock: discardConfirmed,
  source: { draft: $discarding, pending: $discardPending },
  filter: ({ draft, pending }) => draft !== null && !pending,
  fn: ({ draft }) => draft as PurchaseDraft,
  target: discardFx,
});
sample({ clock: discardFx.done, fn: ({ result }) => result.result, target: keptFx });
sample({ clock: discardFx.done, fn: ({ params }) => ({ ID: params.ID, product: params.PRODUCT }), target: purchaseDiscarded });
