import { createEvent, createStore, sample } from 'effector';
import { signedOut } from '@/entities/session';

/** Sign-out asks first (Yes / No), then ends the session. */
export const signOutClicked = createEvent();
export const signOutConfirmed = createEvent();
export const signOutCancelled = createEvent();

export const $confirmOpen = createStore(false)
  .on(signOutClicked, () => true)
  .reset(signOutConfirmed, signOutCancelled);

sample({ clock: signOutConfirmed, target: signedOut });
