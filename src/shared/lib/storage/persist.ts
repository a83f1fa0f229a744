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
/** The stored value, or undefined when there is none or it is not JSON (JSON never reads as undefined). */
const readFx = createEffect((slot: Slot): unknown => {
  const raw = storage.get(slot.area, slot.key);
  try {
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
});
const writeFx = createEffect((entry: Slot & { value: unknown }) => {
  if (entry.value === null || entry.value === undefined) storage.remove(entry.area, entry.key);
  else storage.set(entry.area, entry.key, JSON.stringify(entry.value));
});
/** Other tabs write local storage: read it again when they change this key. (The app renders in browsers only.) */
const followTabsFx = createEffect((slot: Slot) => {
  if (slot.area !== 'local') return;
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
  // This store's own reads: the effects are given this very object, by the pickup and by the other tabs' listener.
  const slot: Slot = { area, key };
  sample({ clock: pickup, fn: () => slot, target: [readFx, followTabsFx] });
  sample({
    clock: readFx.done,
    filter: (done) => done.params === slot,
    fn: (done) => (done.result === undefined ? store.defaultState : (done.result as T)),
    target: store,
  });
  sample({ clock: store.updates, fn: (value): Slot & { value: unknown } => ({ area, key, value }), target: writeFx });
}
