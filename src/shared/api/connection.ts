import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { appStarted } from '@/shared/lib';
import { ApiError } from './errors';

/**
 * Whether the browser has a network, and the calls held until it has one again (docs/decisions/offline.md).
 * `navigator.onLine === false` is certain (no network at all): nothing leaves then. A call made while offline — a
 * page's read or a press of the customer — waits here and goes, once, when the browser is online again; the
 * shell's offline banner says so, with the number of presses waiting. `true` may be wrong (a captive portal,
 * a dead spot): the call leaves and the retry policy of its kind (policy.ts) takes over.
 */
export const connectionChanged = createEvent<boolean>();
export const $online = createStore(true).on(connectionChanged, (_, online) => online);

interface Waiter {
  release: () => void;
}
const waiterAdded = createEvent<Waiter>();
const waiterDropped = createEvent<Waiter>();
const $waiters = createStore<readonly Waiter[]>([], { serialize: 'ignore' })
  .on(waiterAdded, (list, waiter) => [...list, waiter])
  .on(waiterDropped, (list, waiter) => list.filter((candidate) => candidate !== waiter));
/** How many calls wait for the connection. */
export const $heldCalls = $waiters.map((list) => list.length);

const cancelled = () => new ApiError({ kind: 'cancelled', message: 'cancelled' });

/**
 * Resolves at once while online; offline, when the connection is back. Rejects as `cancelled` when the caller's
 * signal aborts meanwhile (a form's superseded on-change call, a page left).
 */
export const waitForConnectionFx = attach({
  source: $online,
  mapParams: (signal: AbortSignal | undefined, online) => ({ online, signal }),
  effect: createEffect<{ online: boolean; signal?: AbortSignal }, void, ApiError>(({ online, signal }) => {
    if (online) return undefined;
    if (signal?.aborted) throw cancelled();
    const add = scopeBind(waiterAdded, { safe: true });
    const drop = scopeBind(waiterDropped, { safe: true });
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        release: () => {
          signal?.removeEventListener('abort', abort);
          resolve();
        },
      };
      function abort() {
        drop(waiter);
        reject(cancelled());
      }
      signal?.addEventListener('abort', abort, { once: true });
      add(waiter);
    });
  }),
});

/** Back online: every held call goes, in the order it was made. */
const releaseFx = createEffect((waiters: readonly Waiter[]) => {
  for (const waiter of waiters) waiter.release();
});
sample({ clock: connectionChanged, source: $waiters, filter: (waiters, online) => online && waiters.length > 0, target: releaseFx });
$waiters.reset(releaseFx);

/** Follows the browser's online / offline events from the app's start. */
const watchConnectionFx = createEffect(() => {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  const changed = scopeBind(connectionChanged, { safe: true });
  window.addEventListener('online', () => changed(true));
  window.addEventListener('offline', () => changed(false));
  changed(navigator.onLine !== false);
});
sample({ clock: appStarted, target: watchConnectionFx });
