import { attach, createEffect, sample, type Effect, type Event, type Store, type StoreWritable, type Unit } from 'effector';
import { storage } from './storage';

type Area = 'local' | 'session';

/**
 * A customer's data in browser storage, stored with the customer it belongs to (docs/decisions/owner-keyed-storage.md):
 * `owner` is the signed-in customer's CUSTOMER id, or '' for a visitor who is not signed in.
 */
export interface OwnedEntry<T> {
  owner: string;
  value: T;
}

/** The stored entry, whoever owns it (null when missing, broken or not of this shape). */
export function readOwnedEntry<T>(area: Area, key: string): OwnedEntry<T> | null {
  const raw = storage.get(area, key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { owner?: unknown }).owner !== 'string' || !('value' in parsed)) return null;
    return parsed as OwnedEntry<T>;
  } catch {
    return null;
  }
}

/** The stored value when it belongs to `owner`; null otherwise (another customer's, none, broken). */
export function readOwned<T>(area: Area, key: string, owner: string): T | null {
  const entry = readOwnedEntry<T>(area, key);
  return entry && entry.owner === owner ? entry.value : null;
}

export function writeOwned<T>(area: Area, key: string, owner: string, value: T): void {
  storage.set(area, key, JSON.stringify({ owner, value } satisfies OwnedEntry<T>));
}

/** What `persistOwned` gives its model. */
export interface OwnedPersistence {
  /** Reads what is stored into the store (its page opened). Await it when the page's logic needs the value. */
  pickUpFx: Effect<void, unknown>;
  /** The pickup put the store back to its default: what it held was not the current customer's. */
  dropped: Event<void>;
}

/** A visitor's entry (owner '') of a kind handed over on sign-in (`adoptedOnSignIn`) is the signed-in `owner`'s. */
export const isAdoptedBy = (entryOwner: string, owner: string, adoptedOnSignIn: boolean): boolean =>
  adoptedOnSignIn && entryOwner === '' && owner !== '';

/**
 * Keeps a store of customer data in browser storage, with its owner (docs/decisions/owner-keyed-storage.md):
 * - nothing is read when the module loads: the store starts at its default and is filled on `pickUpFx` (or
 *   `pickup`), i.e. when its page opens, and only from an entry whose owner is `owner`;
 * - a pickup puts the store back to its default (`dropped`) when the stored entry is someone else's or when `owner`
 *   is null; with nothing stored at all it keeps what it holds (storage may be disabled; tests);
 * - every change is written as `{ owner, value }`; the default (and null) removes the entry;
 * - while `owner` is null (a session ended by a 401, waiting for its customer to sign in again) nothing is written:
 *   what is stored waits for its owner.
 * What sign-out removes, what a 401 keeps and what a sign-in hands over is decided in one place:
 * `CUSTOMER_STORAGE` (shared/config) and the session entity.
 */
export function persistOwned<T>({
  store,
  key,
  area,
  owner,
  pickup,
  adoptedOnSignIn,
}: {
  store: StoreWritable<T>;
  key: string;
  area: Area;
  owner: Store<string | null>;
  pickup?: Unit<unknown>;
  /**
   * A visitor's entry becomes the customer who signs in (`CUSTOMER_STORAGE`'s `adoptedOnSignIn`). The session hands it
   * over in storage once its clean-up has loaded; a pickup before that reads it as theirs already, instead of
   * dropping it (the calculator's values carried into a wizard whose code was there before the clean-up's).
   */
  adoptedOnSignIn?: boolean;
}): OwnedPersistence {
  type Read = { kind: 'found'; value: T } | { kind: 'none' } | { kind: 'foreign' };
  const readFx = createEffect((currentOwner: string | null): Read => {
    const entry = readOwnedEntry<T>(area, key);
    if (currentOwner === null) return { kind: 'foreign' };
    if (!entry) return { kind: 'none' };
    return entry.owner === currentOwner || isAdoptedBy(entry.owner, currentOwner, adoptedOnSignIn === true)
      ? { kind: 'found', value: entry.value }
      : { kind: 'foreign' };
  });
  const pickUpFx = attach({ source: owner, effect: readFx });
  const writeFx = createEffect(({ owner: currentOwner, value }: { owner: string; value: T }) => {
    if (value === null || value === undefined || value === store.defaultState) storage.remove(area, key);
    else writeOwned(area, key, currentOwner, value);
  });

  if (pickup) sample({ clock: pickup, target: pickUpFx });
  sample({ clock: readFx.doneData, filter: (read) => read.kind === 'found', fn: (read) => (read as { value: T }).value, target: store });
  const dropped = sample({ clock: readFx.doneData, filter: (read) => read.kind === 'foreign', fn: (): void => undefined });
  sample({ clock: dropped, fn: () => store.defaultState, target: store });
  sample({
    clock: store.updates,
    source: owner,
    filter: (currentOwner: string | null): currentOwner is string => currentOwner !== null,
    fn: (currentOwner, value) => ({ owner: currentOwner, value }),
    target: writeFx,
  });
  return { pickUpFx: pickUpFx as unknown as Effect<void, unknown>, dropped };
}
