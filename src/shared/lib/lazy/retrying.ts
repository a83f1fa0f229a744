import { lazy, type ComponentType } from 'react';

/** Waits after a failed chunk while the browser believes it is online: 1 s, 2 s, 4 s … up to 30 s. */
const MAX_PAUSE_MS = 30_000;

/**
 * `load()` until it succeeds: a chunk that fails (a connection lost or too slow) is asked again when the browser says
 * it is back online, or after a growing pause while it claims to be online (a mobile network that drops requests
 * without going offline). The promise never rejects, so a lazy component built on it keeps its Suspense fallback
 * instead of throwing into an error boundary, and nothing the customer has entered elsewhere on the page is lost
 * (docs/decisions/chunks-that-retry.md). The bundler forgets a chunk that failed, so asking again fetches it again.
 */
export function retrying<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let pause = 1000;
    const attempt = () =>
      load().then(resolve, () => {
        if (navigator.onLine) {
          setTimeout(attempt, pause);
          pause = Math.min(pause * 2, MAX_PAUSE_MS);
        } else addEventListener('online', attempt, { once: true });
      });
    attempt();
  });
}

/** React's `lazy()` over `retrying(load)`: the fallback stays until the chunk has loaded. */
export const lazyRetrying: typeof lazy = (load) => lazy(() => retrying(load));

/**
 * React's `lazy()` for an optional part with a lighter stand-in: when its chunk cannot load, `stand-in` renders in its
 * place with the same props, at once and for the rest of the visit (no retry). For a large chunk that a bad mobile
 * connection may never bring (the Mapbox map, 500 KB) where something smaller does the job (the static map).
 */
export function lazyOr<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, standIn: ComponentType<P>) {
  return lazy(() => load().catch(() => ({ default: standIn })));
}
