import { createEffect, sample, scopeBind, type StoreWritable, type Unit } from 'effector';
import { storage } from './storage';

type Area = 'local' | 'session';

interface Slot {
  area: Area;
  key: string;
}

// Three effects shared by all the persisted stores, not three per store: an effect is effector's heaviest unit (~0.2
// ms and its garbage to create on a desktop, several times that on a phone), and the stores are made as the first
// screen's code is evaluated. Each store takes the answers of its own key.
const readFx = createEffect(({ area, key }: Slot): { found: boolean; value?: unknown } => {
  const raw = storage.get(area, key);
  if (raw === null) return { found: false };
  try {
    return { found: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { found: false };
  }
});
const writeFx = createEffect(({ area, key, value }: Slot & { value: unknown }) => {
  if (value === null || value === undefined) storage.remove(area, key);
  else storage.set(area, key, JSON.stringify(value));
});
/** Other tabs write local storage: read it again when they change this key. */
const followTabsFx = createEffect((slot: Slot) => {
  if (slot.area !== 'local' || typeof window === 'undefined') return;
  const read = scopeBind(readFx, { safe: true });
  window.addEventListener('storage', (event) => {
    if (event.key === slot.key || event.key === null) read(slot);
  });
});

/**
 * Keeps a store in browser storage as JSON (what effector-storage did here, in a fraction of its size: the
 * first-screen bundle has no room for it, docs/decisions/entry-budget-130kb.md).
 * - `pickup`: the store reads its stored value when this fires (so models work the same in every forked scope);
 * - every update is written back; null or undefined removes the key;
 * - local storage follows other tabs (a sign-out in one tab signs the others out).
 */
export function persistStore<T>({ store, key, area, pickup }: { store: StoreWritable<T>; key: string; area: Area; pickup: Unit<unknown> }): void {
  const slot: Slot = { area, key };
  const read = sample({ clock: readFx.done, filter: ({ params }) => params.area === area && params.key === key, fn: ({ result }) => result });

  sample({ clock: pickup, fn: () => slot, target: [readFx, followTabsFx] });
  sample({ clock: read, filter: ({ found }) => found, fn: ({ value }) => value as T, target: store });
  sample({ clock: read, filter: ({ found }) => !found, fn: () => store.defaultState, target: store });
  sample({ clock: store.updates, fn: (value): Slot & { value: unknown } => ({ ...slot, value }), target: writeFx });
}
