import { createEffect, createEvent, createStore, sample } from 'effector';
import { $client, clientFields, customerDataCleared } from '@/entities/session';
import {
  addCardFx,
  failureReasonOf,
  fetchSavedCardsFx,
  removeCardFx,
  saveCardFx,
  setDefaultCardFx,
  type ApiError,
  type CardChange,
  type SavedCard,
} from '@/shared/api';
import { createPageQuery } from '@/shared/model';
import { $location, leaveForPaymentFx, navigateFx, type UntrustedAddressError } from '@/shared/routing';
import { bindingOrderOf, withoutQuery } from '../lib/binding';

/**
 * Saved cards (issue 12 item 4; customer-portal.md §3 "Saved card", §7 "Cards"): the list, the default, removal
 * after a confirmation, and adding a card through the bank's page as a payment does (a zero-amount binding order):
 * /mobile/card/add/ answers the bank's page, the bank returns to this tab with its query, /mobile/card/save/
 * records the outcome (the backend asks the bank; the query's status is not trusted).
 */
export const loadCardsFx = createEffect<object, SavedCard[], ApiError>(async () => (await fetchSavedCardsFx()).result);
export const cardsQuery = createPageQuery({ name: 'ProfileCards', effect: loadCardsFx });

export const $cards = createStore<SavedCard[]>([]);
sample({ clock: cardsQuery.$data, filter: (cards): cards is SavedCard[] => cards !== null, target: $cards });
// Signing out, or somebody else signing in on this tab: the previous customer's cards must not show while the list loads.
$cards.reset(customerDataCleared);

/**
 * What the screen says above the list: the backend's own words (`text`), or, with no text, the product's words for
 * `reason`: the bank's address was not on the allow-list, or the binding could not be recorded yet (it may be checked
 * again).
 */
export type Notice = { kind: 'success' | 'error' | 'processing'; text: string; reason?: 'unsafe-bank' | 'not-recorded' };
export const $notice = createStore<Notice | null>(null);
export const noticeClosed = createEvent();

// --- Adding -----------------------------------------------------------------------------------------------------

export const addClicked = createEvent();
/** Leaves the app for the bank's page (the browser navigates away), only to an address on the allow-list. */
export const leaveForBankFx = createEffect<string, void, UntrustedAddressError>((payUrl) => leaveForPaymentFx(payUrl));
sample({
  clock: addClicked,
  source: { location: $location, client: $client },
  // The binding is a bank order too: its payer's IP and country go with it (docs/decisions/session-client-info.md).
  fn: ({ location, client }) => ({ return_url: location.pathname, ...clientFields(client) }),
  target: addCardFx,
});
sample({ clock: addCardFx.doneData, fn: (answer) => answer.payUrl, target: leaveForBankFx });
export const $adding = createStore(false)
  .on(addCardFx, () => true)
  .on([addCardFx.fail, leaveForBankFx.fail], () => false);

/** The bank's order of a binding still being processed (the customer may check it again). */
export const $pendingOrder = createStore<string | null>(null);
export const checkAgainClicked = createEvent();

// The screen opens with the bank's return query: record the binding, then drop the query from the address.
const returned = sample({
  clock: cardsQuery.Gate.open,
  source: $location,
  filter: (location) => bindingOrderOf(location.search) !== null,
});
sample({ clock: returned, fn: (location) => ({ order_id: bindingOrderOf(location.search)! }), target: saveCardFx });
sample({ clock: returned, fn: (location) => ({ href: withoutQuery(location), replace: true }), target: navigateFx });
sample({ clock: checkAgainClicked, source: $pendingOrder, filter: Boolean, fn: (order) => ({ order_id: order }), target: saveCardFx });
// The list may have been read before the binding was recorded: read it again after.
sample({ clock: saveCardFx.done, target: cardsQuery.retried });
$pendingOrder.on(saveCardFx.done, (_, { params, result }) => (result.status === 'processing' ? params.order_id : null)).reset(cardsQuery.Gate.close);
// Recording failed (no connection, the server): the query is gone from the address, so the order is kept here and
// "Check again" records it later; the bank has the card, only the backend does not know yet.
const notRecorded = sample({ clock: saveCardFx.fail, filter: ({ error }) => failureReasonOf(error) !== null });
sample({ clock: notRecorded, fn: ({ params }) => params.order_id, target: $pendingOrder });

// --- Default and removal -------------------------------------------------------------------------------------------

export const defaultClicked = createEvent<SavedCard>();
sample({ clock: defaultClicked, filter: (card) => !card.IS_DEF, fn: (card) => ({ ID: card.ID }), target: setDefaultCardFx });

/** How many cards were removed on this screen: the notice that says so takes the focus from the row that is gone. */
export const $removals = createStore(0).on(removeCardFx.done, (count) => count + 1);

/** The card the customer asked to remove, waiting for "yes". */
export const $removing = createStore<SavedCard | null>(null);
export const removeClicked = createEvent<SavedCard>();
export const removeConfirmed = createEvent();
export const removeCancelled = createEvent();
$removing.on(removeClicked, (_, card) => card).reset(removeCancelled, removeCardFx, cardsQuery.Gate.close);
sample({ clock: removeConfirmed, source: $removing, filter: Boolean, fn: (card) => ({ ID: card.ID }), target: removeCardFx });

/** The card a change is on its way for (its buttons wait). */
export const $busyCard = createStore<string | null>(null)
  .on(setDefaultCardFx, (_, { ID }) => ID)
  .on(removeCardFx, (_, { ID }) => ID)
  .reset(setDefaultCardFx.finally, removeCardFx.finally);

// --- Answers --------------------------------------------------------------------------------------------------------

const changed = sample({ clock: [saveCardFx.doneData, setDefaultCardFx.doneData, removeCardFx.doneData] });
sample({ clock: changed, fn: (answer: CardChange) => answer.result, target: $cards });
sample({
  clock: changed,
  filter: (answer: CardChange) => answer.message !== '',
  fn: (answer: CardChange): Notice => ({ kind: answer.status, text: answer.message }),
  target: $notice,
});
// A bank address off the allow-list is not followed: an error notice without a server text (the screen says why).
sample({ clock: leaveForBankFx.fail, fn: (): Notice => ({ kind: 'error', text: '', reason: 'unsafe-bank' }), target: $notice });
sample({ clock: notRecorded, fn: (): Notice => ({ kind: 'error', text: '', reason: 'not-recorded' }), target: $notice });
$notice.reset(noticeClosed, addClicked, removeClicked, defaultClicked, cardsQuery.Gate.close);
