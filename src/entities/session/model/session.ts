import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import {
  $token,
  fetchHeaderProfileFx,
  sessionCallsDropped,
  sessionRejected,
  tokenCleared,
  tokenReceived,
  type Customer,
  type SignInResult,
} from '@/shared/api';
import { SESSION_ACTIVITY_KEY } from '@/shared/config';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import { appStarted, persistStore, storage } from '@/shared/lib';
import { $location, hrefOf, navigateFx } from '@/shared/routing';
import type { StorageCleanUp } from './storage-cleanup';

/**
 * The session model (customer-portal.md §3, §4, §8): who is signed in, and what happens on sign-in, sign-out, a 401
 * and the end of a session; and whose data this tab holds (docs/decisions/owner-keyed-storage.md).
 */
export const USER_STORAGE_KEY = 'user';
/** Session-storage flag written on a 401 (public-site.md §8); read by the login page. */
export const STATUS_401_KEY = 'status401';

export const $user = createStore<Customer | null>(null);
export const $isAuthorized = combine($token, $user, (token, user) => Boolean(token && user));

/** The sign-in form succeeded. */
export const signedIn = createEvent<SignInResult>();
/** The user asked to sign out (here, or "on all devices"). */
export const signedOut = createEvent();
/** Another tab of this browser signed out: this tab forgets the customer too. */
export const signedOutElsewhere = createEvent();
/** The app started or the page was reloaded with a stored session: refresh the profile. */
export const sessionRestored = createEvent();
/** The user closed the "your session has ended" dialog. */
export const sessionEndAcknowledged = createEvent();
/** The session ran out with nobody answering the warning (expiry.ts): the same path as a 401. */
export const sessionExpired = createEvent();

/** True while the "your session has ended" dialog should show. */
export const $sessionEnded = createStore(false);

const anySignOut = merge([signedOut, signedOutElsewhere]);
/** A 401, or the session ran out: drafts wait for the same customer, the rest goes. */
export const sessionEnded = merge([sessionRejected, sessionExpired]);

// ------------------------------------------------------------------------------------------------- whose data
/**
 * Whose data this tab's stores and session storage hold: the customer signed in, kept through a 401 (they may sign
 * in again and go on), forgotten on sign-out.
 */
const $dataOwner = createStore<string | null>(null);
const userSeen = sample({ clock: $user.updates, source: $dataOwner, fn: (previous, user) => ({ previous, next: user?.CUSTOMER ?? null }) });
$dataOwner.on(userSeen, (owner, { next }) => next ?? owner).reset(anySignOut);

/**
 * The owner that stores of customer data read and write with (shared/lib `persistOwned`): the signed-in customer;
 * '' for a visitor; null after a 401 until someone signs in (what is stored waits for its customer).
 */
export const $storageOwner = combine($user, $dataOwner, (user, owner) => (user ? user.CUSTOMER : owner === null ? '' : null));

/** Somebody else signed in on this tab (after a 401, or in another tab): the previous customer's data must go. */
export const customerChanged = sample({
  clock: userSeen,
  filter: ({ previous, next }) => previous !== null && next !== null && previous !== next,
  fn: ({ next }) => next as string,
});
/** Empty every store of customer data: signed out (here or in another tab), or somebody else signed in. */
export const customerDataCleared = merge([anySignOut, customerChanged]);

/** What the session does to browser storage (storage-cleanup.ts, loaded on first use). */
export const cleanUpStorageFx = createEffect(async (job: StorageCleanUp) => {
  const { cleanUpStorage } = await import('./storage-cleanup');
  cleanUpStorage(job);
});
// A customer is signed in (sign-in, start-up pickup, profile refresh, another tab): anyone else's entries go.
sample({ clock: userSeen, filter: ({ next }) => next !== null, fn: ({ next }): StorageCleanUp => ({ kind: 'claimed', owner: next as string }), target: cleanUpStorageFx });

export const readSessionEndedFx = createEffect(() => storage.get('session', STATUS_401_KEY) === '1');

export const forgetSessionEndedFx = createEffect(() => {
  storage.remove('session', STATUS_401_KEY);
});

/** Profile refresh for the header. Its failures are only logged (public-site.md §8). */
export const refreshProfileFx = createEffect(async (customer: string) => {
  const { result } = await fetchHeaderProfileFx({ CUSTOMER: customer });
  return result;
});

export const logProfileFailureFx = createEffect((error: unknown) => {
  console.warn('[session] profile refresh failed', error);
});

persistStore({ store: $user, key: USER_STORAGE_KEY, area: 'local', pickup: appStarted });

sample({ clock: signedIn, fn: ({ user }) => user, target: $user });
sample({ clock: signedIn, fn: ({ token }) => token, target: tokenReceived });

sample({
  clock: sessionRestored,
  source: { user: $user, token: $token },
  filter: ({ user, token }) => Boolean(user && token),
  fn: ({ user }) => (user as Customer).CUSTOMER,
  target: refreshProfileFx,
});
sample({ clock: refreshProfileFx.doneData, target: $user });
sample({ clock: refreshProfileFx.failData, target: logProfileFailureFx });

// ------------------------------------------------------------------------------------------------- sign-out
// Sign-out: forget everything, tell the other tabs, and go to the home page in the current language.
// Answers still on their way belong to the customer who has gone: they are dropped, so a late one (a chat poll, an
// avatar upload) cannot put the token or the profile back after the clean-up (shared/api wire.ts `send`).
sample({ clock: [anySignOut, sessionEnded, customerChanged], target: sessionCallsDropped });
$user.reset(signedOut, sessionEnded);
sample({ clock: [signedOut, sessionEnded], target: tokenCleared });
sample({ clock: signedOut, fn: (): StorageCleanUp => ({ kind: 'signed-out' }), target: cleanUpStorageFx });
sample({
  clock: anySignOut,
  source: $lang,
  fn: (lang: Lang) => ({ href: localizePath('/', lang) }),
  target: navigateFx,
});

/** The other tabs of this browser hear of a sign-out at once (their session storage is their own). One channel per tab:
 * a tab does not hear its own message. Without BroadcastChannel the others still follow local storage (token, user). */
let tabs: BroadcastChannel | null | undefined;
const tabsChannel = () => (tabs ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('sevan-session') : null);
export const tellTabsFx = createEffect(() => tabsChannel()?.postMessage('signed-out'));
export const listenToTabsFx = createEffect(() => {
  const heard = scopeBind(signedOutElsewhere, { safe: true });
  tabsChannel()?.addEventListener('message', (event) => {
    if (event.data === 'signed-out') heard();
  });
});
sample({ clock: appStarted, target: listenToTabsFx });
sample({ clock: signedOut, target: tellTabsFx });

// Signed out in another tab: that tab cleared local storage (the token and the user follow it here); this tab
// forgets its own session storage and goes to the home page too (a shared computer: nothing of the customer stays).
sample({ clock: signedOutElsewhere, fn: (): StorageCleanUp => ({ kind: 'tab-signed-out' }), target: cleanUpStorageFx });

// ------------------------------------------------------------------------------------------------- 401
// A 401 (or the session ran out): flag it, show "session has ended", and send the user to /login remembering where they were.
sample({ clock: sessionEnded, fn: (): StorageCleanUp => ({ kind: 'session-ended', flagKey: STATUS_401_KEY }), target: cleanUpStorageFx });
sample({ clock: sessionEnded, fn: () => true, target: $sessionEnded });
sample({
  clock: sessionEnded,
  source: { location: $location, lang: $lang },
  filter: ({ location }) => !location.pathname.replace(/^\/(en|ru)(?=\/|$)/, '').startsWith('/login'),
  fn: ({ location, lang }) => ({
    href: `${localizePath('/login', lang)}?redirect=${encodeURIComponent(hrefOf(location))}`,
    replace: true,
  }),
  target: navigateFx,
});

// After a reload on /login the stored flag brings the dialog back until it is acknowledged.
sample({ clock: sessionRestored, target: readSessionEndedFx });
sample({ clock: readSessionEndedFx.doneData, filter: Boolean, target: $sessionEnded });
$sessionEnded.reset(sessionEndAcknowledged, signedIn);
sample({ clock: [sessionEndAcknowledged, signedIn], target: forgetSessionEndedFx });

// ------------------------------------------------------------------------------------------------- expiry warning
/** Answers closer together than this are one moment for a 30-minute session. */
const ACTIVITY_RESOLUTION_MS = 1000;
/**
 * Every answer that echoes the token slid the backend's 30 minutes: its moment goes to local storage, where every tab's
 * expiry warning (expiry.ts) counts from. A moment less than a second after the stored one is that one: a page's first
 * load answers ~16 calls at once, and each write was a `storage` event in every other tab (the warning then opens at
 * most a second early).
 */
export const markActivityFx = createEffect(() => {
  const now = Date.now();
  const stored = Number(storage.get('local', SESSION_ACTIVITY_KEY));
  if (stored > 0 && now >= stored && now - stored < ACTIVITY_RESOLUTION_MS) return stored;
  storage.set('local', SESSION_ACTIVITY_KEY, String(now));
  return now;
});
sample({ clock: tokenReceived, target: markActivityFx });
