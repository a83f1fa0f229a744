import pDebounce from 'p-debounce';

/**
 * Debounces an async function per key: calls with the same key inside `wait` ms collapse into
 * one call made with the last arguments, and every caller receives that call's answer.
 * `wait` may depend on the call (read at the first call of a window).
 * Built on p-debounce, one debounced function per key, dropped once it has settled.
 */
export function keyedDebounce<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string,
  wait: number | ((...args: A) => number),
): (...args: A) => Promise<R> {
  const pending = new Map<string, (...args: A) => Promise<R>>();
  return (...args: A) => {
    const ms = typeof wait === 'function' ? wait(...args) : wait;
    if (ms <= 0) return fn(...args);
    const key = keyOf(...args);
    let debounced = pending.get(key);
    if (!debounced) {
      debounced = pDebounce((...inner: A) => {
        pending.delete(key);
        return fn(...inner);
      }, ms);
      pending.set(key, debounced);
    }
    return debounced(...args);
  };
}
