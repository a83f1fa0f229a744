import { useEffect, useReducer } from 'react';
import type { LazyPart } from './retrying';

/** What `usePartsReady` needs of a part (any props). */
export type PartLoad = Pick<LazyPart<never>, 'preload' | 'loaded'>;

/**
 * Whether every part's code is here; asks for the missing ones (all at once) and draws again when they are. A screen
 * shows its placeholder until then, so what the parts draw appears with the rest, nothing popping in beside it.
 * Give the same array (a constant, or memoized) while the parts do not change.
 */
export function usePartsReady(parts: readonly PartLoad[]): boolean {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const waiting = parts.some((part) => !part.loaded());
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void Promise.all(parts.map((part) => part.preload())).then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [parts, waiting]);
  return !waiting;
}
