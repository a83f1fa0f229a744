import { attach, createEvent, createStore, sample } from 'effector';
import { signedOut } from '@/entities/session';
import { signOutEverywhereFx } from '@/shared/api';

/**
 * "Sign out on all devices" (issue 22 item 4; docs/decisions/sign-out-everywhere.md): asks first, ends every session
 * of the customer on the backend, then signs out here as a sign-out does (other tabs of this browser hear it at once;
 * other browsers meet "your session has ended" on their next call).
 */
export const everywhereClicked = createEvent();
export const everywhereConfirmed = createEvent();
export const everywhereCancelled = createEvent();

export const endAllSessionsFx = attach({ effect: signOutEverywhereFx });

export const $everywhereConfirmOpen = createStore(false)
  .on(everywhereClicked, () => true)
  .reset(everywhereConfirmed, everywhereCancelled);
/** The backend could not be asked (offline, 500): said beside the button; nothing changed. */
export const $everywhereFailed = createStore(false)
  .on(endAllSessionsFx.failData, (_, error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled')
  .reset(everywhereClicked, endAllSessionsFx);
export const $everywherePending = endAllSessionsFx.pending;

sample({ clock: everywhereConfirmed, source: $everywherePending, filter: (pending) => !pending, fn: () => undefined, target: endAllSessionsFx });
sample({ clock: endAllSessionsFx.done, fn: () => undefined, target: signedOut });
