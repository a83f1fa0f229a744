/**
 * Merges identical calls in flight: a call whose key matches one still pending gets that call's promise
 * instead of making another; once it settles, the next call with that key goes out again. Nothing waits:
 * the first call is made at once. A `null` key never shares.
 *
 * A call made ahead (`keepMs` says how long for it, > 0) keeps its answer, when it succeeds, for the next identical
 * call that is not itself ahead, once, within that time: the read made before it was needed (a wizard's next step)
 * answers the one made when it is. `forget()` drops every kept answer (a sign-out).
 */
export function shareInFlight<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string | null,
  keepMs: (...args: A) => number = () => 0,
  now: () => number = Date.now,
): ((...args: A) => Promise<R>) & { forget: () => void } {
  const pending = new Map<string, Promise<R>>();
  const kept = new Map<string, { answer: Promise<R>; until: number }>();
  const shared = (...args: A) => {
    const key = keyOf(...args);
    if (key === null) return fn(...args);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const ahead = keepMs(...args);
    const held = kept.get(key);
    if (held && held.until >= now()) {
      if (ahead <= 0) kept.delete(key);
      return held.answer;
    }
    kept.delete(key);
    const call = fn(...args).finally(() => pending.delete(key));
    pending.set(key, call);
    if (ahead > 0) call.then(() => kept.set(key, { answer: call, until: now() + ahead }), () => undefined);
    return call;
  };
  return Object.assign(shared, { forget: () => kept.clear() });
}
