import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $token,
  fetchHeaderProfileFx,
  sessionRejected,
  tokenCleared,
  tokenReceived,
  type Customer,
  type SignInResult,
} from '@/shared/api';
import { PURCHASE_STORAGE_KEYS } from '@/shared/config';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import { appStarted, persistStore, storage } from '@/shared/lib';
import { $location, hrefOf, navigateFx } from '@/shared/routing';

/**
 * The session model (customer-portal.md §3, §4, §8): who is signed in, and what happens on
 * sign-in, sign-out, a 401 and the end of a session.
 */
export const USER_STORAGE_KEY = 'user';
/** Session-storage flag written on a 401 (public-site.md §8); read by the login page. */
export const STATUS_401_KEY = 'status401';

export const $user = createStore<Customer | null>(null);
export const $isAuthorized = combine($token, $user, (token, user) => Boolean(token && user));

/** The sign-in form succeeded. */
export const signedIn = createEvent<SignInResult>();
/** The user asked to sign out. */
export const signedOut = createEvent();
/** The app started or the page was reloaded with a stored session: refresh the profile. */
export const sessionRestored = createEvent();
/** The user closed the "your session has ended" dialog. */
export const sessionEndAcknowledged = createEvent();

/** True while the "your session has ended" dialog should show. */
export const $sessionEnded = createStore(false);

/** Clears what the session left in the browser: the user, the token, all session storage. */
export const clearBrowserSessionFx = createEffect(() => {
  storage.remove('local', USER_STORAGE_KEY);
  storage.clear('session');
});

/** A 401: the same clean-up as a sign-out, then the flag, in this order (clearing would erase it). */
export const endSessionFx = createEffect(() => {
  storage.remove('local', USER_STORAGE_KEY);
  // A purchase in progress survives: the customer signs in again and goes on (docs/decisions/purchase-state.md).
  const kept = Object.values(PURCHASE_STORAGE_KEYS).map((key) => [key, storage.get('session', key)] as const);
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

// Sign-out: forget everything and go to the home page in the current language.
$user.reset(signedOut, sessionRejected);
sample({ clock: [signedOut, sessionRejected], target: tokenCleared });
sample({ clock: signedOut, target: clearBrowserSessionFx });
sample({
  clock: signedOut,
  source: $lang,
  fn: (lang: Lang) => ({ href: localizePath('/', lang) }),
  target: navigateFx,
});

// A 401: flag it, show "session has ended", and send the user to /login remembering where they were.
sample({ clock: sessionRejected, target: endSessionFx });
sample({ clock: sessionRejected, fn: () => true, target: $sessionEnded });
sample({
  clock: sessionRejected,
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
