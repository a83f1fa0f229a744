/**
 * Merges identical calls in flight: a call whose key matches one still pending gets that call's promise
 * instead of making another; once it settles, the next call with that key goes out again. Nothing waits:
 * the first call is made at once. A `null` key never shares.
 *
 * A call made ahead (`keepMs` says how long for it, > 0) keeps its answer, when it succeeds, for the next identical
 * call that is not itself ahead, once, within that time: the read made before it was needed (a wizard's next step)
 * answers the one made when it is. A call that joins it while it is still out uses it up as well. `forget()` drops
 * every kept answer (a sign-out).
 */
export function shareInFlight<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string | null,
  keepMs: (...args: A) => number = () => 0,
  now: () => number = Date.now,
): ((...args: A) => Promise<R>) & { forget: () => void } {
  const pending = new Map<string, Promise<R>>();
  const kept = new Map<string, { answer: Promise<R>; until: number }>();
  /** Calls made ahead that a call not ahead joined while they were out: their answer is used up, not kept. */
  const usedUp = new Set<string>();
  const shared = (...args: A) => {
    const key = keyOf(...args);
    if (key === null) return fn(...args);
    const ahead = keepMs(...args);
    const inFlight = pending.get(key);
    if (inFlight) {
      if (ahead <= 0) usedUp.add(key);
      return inFlight;
    }
    const held = kept.get(key);
    if (held && held.until >= now()) {
      if (ahead <= 0) kept.delete(key);
      return held.answer;
    }
    kept.delete(key);
    usedUp.delete(key);
    const call = fn(...args).finally(() => pending.delete(key));
    pending.set(key, call);
    if (ahead > 0) {
      call.then(
        () => {
          if (!usedUp.delete(key)) kept.set(key, { answer: call, until: now() + ahead });
        },
        () => usedUp.delete(key),
      );
    }
    return call;
  };
  return Object.assign(shared, { forget: () => kept.clear() });
}
