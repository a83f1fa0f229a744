import { CUSTOMER_STORAGE_ENTRIES } from '@/shared/config';
import { isAdoptedBy, readOwnedEntry, storage, writeOwned } from '@/shared/lib';

/**
 * What the session does to browser storage, by the one list of customer storage (`CUSTOMER_STORAGE`, shared/config;
 * docs/decisions/owner-keyed-storage.md). Loaded on first use (sign-in, sign-out, a 401), not with the first screen:
 * the stores never show what is not theirs in the meantime (persistOwned reads only its owner's entries).
 */
export type StorageCleanUp =
  /** Sign-out here: every entry of the list and all of this tab's session storage. */
  | { kind: 'signed-out' }
  /** Another tab signed out (and cleared local storage): this tab's session storage is its own. */
  | { kind: 'tab-signed-out' }
  /** A 401 or the session ran out: the same as a sign-out except the `keptOn401` entries (owner-keyed), then the flag. */
  | { kind: 'session-ended'; flagKey: string }
  /** A customer is signed in: owned entries of anyone else go; a visitor's `adoptedOnSignIn` ones become theirs. */
  | { kind: 'claimed'; owner: string };

export function cleanUpStorage(job: StorageCleanUp): void {
  switch (job.kind) {
    case 'signed-out':
      for (const entry of CUSTOMER_STORAGE_ENTRIES) if (entry.area === 'local') storage.remove('local', entry.key);
      storage.clear('session');
      return;
    case 'tab-signed-out':
      storage.clear('session');
      return;
    case 'session-ended': {
      for (const entry of CUSTOMER_STORAGE_ENTRIES) if (entry.area === 'local' && !entry.keptOn401) storage.remove('local', entry.key);
      const kept = CUSTOMER_STORAGE_ENTRIES.filter((entry) => entry.area === 'session' && entry.keptOn401).map((entry) => [entry.key, storage.get('session', entry.key)] as const);
      storage.clear('session');
      for (const [key, value] of kept) if (value !== null) storage.set('session', key, value);
      // After clearing, which would erase it.
      storage.set('session', job.flagKey, '1');
      return;
    }
    case 'claimed':
      for (const entry of CUSTOMER_STORAGE_ENTRIES) {
        if (!entry.owned) continue;
        const stored = readOwnedEntry<unknown>(entry.area, entry.key);
        if (!stored || stored.owner === job.owner) continue;
        if (isAdoptedBy(stored.owner, job.owner, entry.adoptedOnSignIn)) writeOwned(entry.area, entry.key, job.owner, stored.value);
        else storage.remove(entry.area, entry.key);
      }
  }
}
