import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { delay, interval } from 'patronum';
import { SESSION_ACTIVITY_KEY, SESSION_TTL_MS, SESSION_WARNING_BEFORE_MS } from '@/shared/config';
import { persistStore } from '@/shared/lib';
import { $isAuthorized, $user, markActivityFx, refreshProfileFx, sessionEnded, sessionExpired, signedOut, signedOutElsewhere } from './session';

/**
 * The session-expiry warning (issue 22 item 2; docs/decisions/session-expiry-warning.md). The backend keeps a session
 * 30 minutes after its last authorized request (sliding). Every answer that echoes the token is such a request: its
 * moment is kept in local storage (`sessionActivity`), so every tab of the browser counts from the latest one.
 * Two minutes before the end a dialog asks "Stay signed in" (one authorized call, the header's profile refresh, which
 * slides the session and renews the token) or "Sign out". One answer counts for all tabs: staying moves the shared
 * moment (every tab's warning closes), signing out is heard by every tab. Nobody answering: the session ends as a
 * 401 does (what was typed waits for the same customer).
 *
 * The module loads with its watch (ui/session-expiry-watch.tsx) once a customer is signed in, not with the first screen;
 * the watch starts it in its scope when it mounts (`expiryWatchStarted`). Starting it from a model event instead would
 * make every `allSettled` of that event (a sign-in in tests, the app's start-up) wait for the 28-minute timer.
 */
/** The watch mounted: count in this scope (the wiring below applies to every scope once the module is loaded). */
export const expiryWatchStarted = createEvent();
const $watching = createStore(false);
const firstStart = sample({ clock: expiryWatchStarted, source: $watching, filter: (watching) => !watching });
$watching.on(firstStart, () => true);
export const staySignedInClicked = createEvent();

/** When the session was last used (ms since the epoch), in any tab: local storage, followed across tabs. */
export const $lastActivity = createStore<number | null>(null);
persistStore({ store: $lastActivity, key: SESSION_ACTIVITY_KEY, area: 'local', pickup: firstStart });
$lastActivity.on(markActivityFx.doneData, (_, now) => now).reset(signedOut, signedOutElsewhere, sessionEnded);
export const signOutClicked = createEvent();

export const $warningOpen = createStore(false);
/** "Stay signed in" failed for a reason other than the session (offline, 500): the dialog says so. */
export const $renewFailed = createStore(false);
const $now = createStore(0);
export const $secondsLeft = combine($lastActivity, $now, (activity, now) => (activity === null ? 0 : Math.max(0, Math.ceil((activity + SESSION_TTL_MS - now) / 1000))));

// ------------------------------------------------------------------------------------------------- timing
interface Plan {
  activity: number;
  warnInMs: number;
  endInMs: number;
}
const readNowFx = createEffect(() => Date.now());
const planFx = createEffect(
  (activity: number): Plan => ({ activity, warnInMs: activity + SESSION_TTL_MS - SESSION_WARNING_BEFORE_MS - Date.now(), endInMs: activity + SESSION_TTL_MS - Date.now() }),
);
sample({
  clock: [firstStart, $lastActivity.updates],
  source: { activity: $lastActivity, watching: $watching },
  filter: ({ activity, watching }) => watching && activity !== null,
  fn: ({ activity }) => activity as number,
  target: planFx,
});

/** Each plan fires once; only the plan of the latest activity counts (a later call planned again). */
const stillCurrent = { source: { last: $lastActivity, signedIn: $isAuthorized }, filter: ({ last, signedIn }: { last: number | null; signedIn: boolean }, plan: Plan) => signedIn && last === plan.activity };
const warnDue = delay({ source: sample({ clock: planFx.doneData, filter: (plan) => plan.endInMs > 0 }), timeout: (plan) => Math.max(0, plan.warnInMs) });
const endDue = delay({ source: planFx.doneData, timeout: (plan) => Math.max(0, plan.endInMs) });

sample({ clock: warnDue, ...stillCurrent, fn: () => true, target: $warningOpen });
sample({ clock: endDue, ...stillCurrent, fn: () => undefined, target: sessionExpired });
$warningOpen.reset($lastActivity.updates, sessionEnded, signedOut, signedOutElsewhere);

// The countdown in the dialog.
const shown = sample({ clock: $warningOpen.updates, filter: Boolean });
const hidden = sample({ clock: $warningOpen.updates, filter: (open) => !open });
const { tick } = interval({ timeout: 1000, start: shown, stop: hidden });
sample({ clock: merge([shown, tick]), target: readNowFx });
$now.on(readNowFx.doneData, (_, now) => now);

// ------------------------------------------------------------------------------------------------- answers
/** "Stay signed in": one authorized call; its answer echoes the token, which moves the shared moment. */
export const renewFx = createEffect((customer: string) => refreshProfileFx(customer));
sample({
  clock: staySignedInClicked,
  source: { user: $user, pending: renewFx.pending },
  filter: ({ user, pending }) => user !== null && !pending,
  fn: ({ user }) => user?.CUSTOMER as string,
  target: renewFx,
});
$renewFailed.on(renewFx.fail, () => true).reset(staySignedInClicked, $warningOpen.updates);
sample({ clock: signOutClicked, target: signedOut });
