import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

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

type Module<P> = { default: ComponentType<P> };

/**
 * A lazily loaded component, how to start loading its code before it renders, and whether it is here (it then
 * renders at once).
 */
export type LazyPart<P> = ((props: P) => ReactElement) & { preload: () => Promise<void>; loaded: () => boolean };

/**
 * React's `lazy()`, except that a part whose code is already here renders at once, without suspending. React's own
 * `lazy()` suspends on every first render, even of a chunk already loaded, and React holds back each Suspense
 * boundary's content until 300 ms after the last fallback shown anywhere (its FALLBACK_THROTTLE_MS, no opt-out): a
 * page whose parts appear one inside the other waited 300 ms per level on a fast connection
 * (docs/decisions/suspense-throttle.md). `preload()` starts the load early (once); the part then renders what is
 * loaded, or, until it is, React's `lazy()` over the same load.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>): LazyPart<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Suspending = lazy(start);
  function Lazy(props: P) {
    return loaded ? createElement(loaded.default, props) : createElement(Suspending, props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined), loaded: () => loaded !== undefined });
}

/** `lazyPart` over `retrying(load)`: the fallback stays until the chunk has loaded. */
export const lazyRetrying = <P extends object>(load: () => Promise<Module<P>>): LazyPart<P> => lazyPart(() => retrying(load));

/**
 * A lazily loaded optional part with a lighter stand-in: when its chunk cannot load, `stand-in` renders in its
 * place with the same props, at once and for the rest of the visit (no retry). For a large chunk that a bad mobile
 * connection may never bring (the Mapbox map, 500 KB) where something smaller does the job (the static map).
 */
export function lazyOr<P extends object>(load: () => Promise<Module<P>>, standIn: ComponentType<P>): LazyPart<P> {
  return lazyPart(() => load().catch(() => ({ default: standIn })));
}
