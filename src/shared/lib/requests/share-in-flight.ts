/**
 * Merges identical calls in flight: a call whose key matches one still pending gets that call's promise
 * instead of making another; once it settles, the next call with that key goes out again. Nothing waits:
 * the first call is made at once. A `null` key never shares.
 */
export function shareInFlight<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string | null,
): (...args: A) => Promise<R> {
  const pending = new Map<string, Promise<R>>();
  return (...args: A) => {
    const key = keyOf(...args);
    if (key === null) return fn(...args);
    const shared = pending.get(key);
    if (shared) return shared;
    const call = fn(...args).finally(() => pending.delete(key));
    pending.set(key, call);
    return call;
  };
}
