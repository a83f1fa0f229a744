import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import {
  $token,
  fetchHeaderProfileFx,
  sessionRejected,
  tokenCleared,
  tokenReceived,
  type Customer,
  type SignInResult,
} from '@/shared/api';
import { CUSTOMER_STORAGE, CUSTOMER_STORAGE_ENTRIES } from '@/shared/config';
import { $lang, localizePath, splitLangFromPath, type Lang } from '@/shared/i18n';
import { appStarted, createTabChannel, persistStore, readOwnedEntry, storage, writeOwned } from '@/shared/lib';
import { $location, hrefOf, isSignedInOnly, navigateFx } from '@/shared/routing';

/**
 * The session model (customer-portal.md §3, §4, §8): who is signed in, and what happens on sign-in, sign-out, a 401
 * and the end of a session; and whose data this tab holds (docs/decisions/owner-keyed-storage.md).
 */
export const USER_STORAGE_KEY = CUSTOMER_STORAGE.user.key;
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

/**
 * A customer is signed in: storage entries of anyone else go (a visitor's `adoptedOnSignIn` ones become theirs).
 * Runs on every sign-in, start-up pickup and profile refresh; it reads three entries.
 */
export const claimStorageFx = createEffect((owner: string) => {
  for (const entry of CUSTOMER_STORAGE_ENTRIES) {
    if (!entry.owned) continue;
    const stored = readOwnedEntry<unknown>(entry.area, entry.key);
    if (!stored || stored.owner === owner) continue;
    if (stored.owner === '' && entry.adoptedOnSignIn) writeOwned(entry.area, entry.key, owner, stored.value);
    else storage.remove(entry.area, entry.key);
  }
});
sample({ clock: userSeen, filter: ({ next }) => next !== null, fn: ({ next }) => next as string, target: claimStorageFx });

// ------------------------------------------------------------------------------------------------- storage
/** Sign-out: every entry of the customer (CUSTOMER_STORAGE) and all of this tab's session storage. */
export const clearBrowserSessionFx = createEffect(() => {
  for (const entry of CUSTOMER_STORAGE_ENTRIES) if (entry.area === 'local') storage.remove('local', entry.key);
  storage.clear('session');
});

/** Another tab signed out (and cleared local storage): this tab's session storage is its own. */
export const clearTabSessionFx = createEffect(() => {
  storage.clear('session');
});

/**
 * A 401: the same clean-up as a sign-out except what a 401 keeps for its customer (`keptOn401`, stored with the
 * owner), then the flag, in this order (clearing would erase it).
 */
export const endSessionFx = createEffect(() => {
  for (const entry of CUSTOMER_STORAGE_ENTRIES) if (entry.area === 'local' && !entry.keptOn401) storage.remove('local', entry.key);
  const kept = CUSTOMER_STORAGE_ENTRIES.filter((entry) => entry.area === 'session' && entry.keptOn401).map((entry) => [entry.key, storage.get('session', entry.key)] as const);
  storage.clear('session');
  for (const [key, value] of kept) if (value !== null) storage.set('session', key, value);
  storage.set('session', STATUS_401_KEY, '1');
});

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
$user.reset(signedOut, sessionEnded);
sample({ clock: [signedOut, sessionEnded], target: tokenCleared });
sample({ clock: signedOut, target: clearBrowserSessionFx });
sample({
  clock: signedOut,
  source: $lang,
  fn: (lang: Lang) => ({ href: localizePath('/', lang) }),
  target: navigateFx,
});

/** The other tabs of this browser hear of a sign-out at once (their session storage is their own). */
type TabMessage = { type: 'signed-out' };
const tabs = createTabChannel<TabMessage>('sevan-session');
export const tellTabsFx = createEffect((message: TabMessage) => tabs.post(message));
export const listenToTabsFx = createEffect(() => {
  const heard = scopeBind(signedOutElsewhere, { safe: true });
  tabs.listen((message) => {
    if (message.type === 'signed-out') heard();
  });
});
sample({ clock: appStarted, target: listenToTabsFx });
sample({ clock: signedOut, fn: (): TabMessage => ({ type: 'signed-out' }), target: tellTabsFx });

// Signed out in another tab: that tab cleared local storage (the token and the user follow it here); this tab
// forgets its own session storage and leaves a signed-in-only page.
sample({ clock: signedOutElsewhere, target: clearTabSessionFx });
sample({
  clock: signedOutElsewhere,
  source: { location: $location, lang: $lang },
  filter: ({ location }) => isSignedInOnly(splitLangFromPath(location.pathname).rest),
  fn: ({ lang }) => ({ href: localizePath('/', lang), replace: true }),
  target: navigateFx,
});

// ------------------------------------------------------------------------------------------------- 401
// A 401 (or the session ran out): flag it, show "session has ended", and send the user to /login remembering where they were.
sample({ clock: sessionEnded, target: endSessionFx });
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

/** The customer's name in the page's language, falling back to any name there is. */
export function fullNameOf(user: Customer | null, lang: Lang): string {
  if (!user) return '';
  const byLang = { hy: user.fullname_hy, en: user.fullname_en, ru: user.fullname_ru }[lang];
  return byLang || user.fullname_en || user.fullname_hy || user.fullname_ru || '';
}

export const $fullName = combine($user, $lang, fullNameOf);
