import { storage } from './storage';

/**
 * A stored JSON value (as persistStore writes it), or the fallback. Read it in an effect when a page opens, never
 * as a store's default at module import (a `.reset()` would bring that snapshot back: issue 22). Customer data is
 * read with `readOwned` / `persistOwned` instead (docs/decisions/owner-keyed-storage.md).
 */
export function readStoredJson<T>(which: 'local' | 'session', key: string, fallback: T): T {
  const raw = storage.get(which, key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
