import { storage } from './storage';

/**
 * A stored JSON value (as persistStore writes it), or the fallback. For the default of a persisted store whose
 * model loads lazily, after the app's start-up pickup has passed: the app's scope then starts it from storage.
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

