import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
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
 * the watch starts it in its scope when it mounts (`expiryWatchStarted`).
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

/**
 * The timers are plain `setTimeout` / `setInterval` that call back into the scope, not patronum's `delay` / `interval`:
 * those keep an effect pending for the whole wait, and `allSettled` in the app's scope (the router's first
 * `locationChanged`, routed-app.tsx) would then wait 28 minutes — a reload while signed in never finished loading.
 * Each plan fires once; only the plan of the latest activity counts (a later call planned again), so a stale timer
 * firing is harmless.
 */
const warnDue = createEvent<Plan>();
const endDue = createEvent<Plan>();
const scheduleFx = createEffect((plan: Plan) => {
  const warn = scopeBind(warnDue, { safe: true });
  const end = scopeBind(endDue, { safe: true });
  if (plan.endInMs > 0) setTimeout(() => warn(plan), Math.max(0, plan.warnInMs));
  setTimeout(() => end(plan), Math.max(0, plan.endInMs));
});
sample({ clock: planFx.doneData, target: scheduleFx });
const stillCurrent = { source: { last: $lastActivity, signedIn: $isAuthorized }, filter: ({ last, signedIn }: { last: number | null; signedIn: boolean }, plan: Plan) => signedIn && last === plan.activity };

sample({ clock: warnDue, ...stillCurrent, fn: () => true, target: $warningOpen });
sample({ clock: endDue, ...stillCurrent, fn: () => undefined, target: sessionExpired });
$warningOpen.reset($lastActivity.updates, sessionEnded, signedOut, signedOutElsewhere);

// The countdown in the dialog: the clock is read every second while it is open.
const tick = createEvent();
const $ticker = createStore<ReturnType<typeof setInterval> | null>(null, { serialize: 'ignore' });
const startTickingFx = createEffect(() => {
  const ticked = scopeBind(tick, { safe: true });
  return setInterval(() => ticked(), 1000);
});
const stopTickingFx = createEffect((ticker: ReturnType<typeof setInterval>) => clearInterval(ticker));
const shown = sample({ clock: $warningOpen.updates, filter: Boolean });
const hidden = sample({ clock: $warningOpen.updates, filter: (open) => !open });
sample({ clock: shown, source: $ticker, filter: (ticker) => ticker === null, fn: () => undefined, target: startTickingFx });
$ticker.on(startTickingFx.doneData, (_, ticker) => ticker);
sample({ clock: hidden, source: $ticker, filter: Boolean, target: [stopTickingFx, $ticker.reinit] });
sample({ clock: [shown, tick], target: readNowFx });
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
