import { createEffect, sample, scopeBind, type StoreWritable, type Unit } from 'effector';
import { storage } from './storage';

type Area = 'local' | 'session';

/**
 * Keeps a store in browser storage as JSON (what effector-storage did here, in a fraction of its size: the
 * first-screen bundle has no room for it, docs/decisions/entry-budget-130kb.md).
 * - `pickup`: the store reads its stored value when this fires (so models work the same in every forked scope);
 * - every update is written back; null or undefined removes the key;
 * - local storage follows other tabs (a sign-out in one tab signs the others out).
 */
export function persistStore<T>({ store, key, area, pickup }: { store: StoreWritable<T>; key: string; area: Area; pickup: Unit<unknown> }): void {
  const readFx = createEffect((): { found: boolean; value?: T } => {
    const raw = storage.get(area, key);
    if (raw === null) return { found: false };
    try {
      return { found: true, value: JSON.parse(raw) as T };
    } catch {
      return { found: false };
    }
  });
  const writeFx = createEffect((value: T) => {
    if (value === null || value === undefined) storage.remove(area, key);
    else storage.set(area, key, JSON.stringify(value));
  });
  /** Other tabs write local storage: read it again when they change this key. */
  const followTabsFx = createEffect(() => {
    if (area !== 'local' || typeof window === 'undefined') return;
    const read = scopeBind(readFx, { safe: true });
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) read();
    });
  });

  sample({ clock: pickup, target: [readFx, followTabsFx] });
  sample({ clock: readFx.doneData, filter: ({ found }) => found, fn: ({ value }) => value as T, target: store });
  sample({ clock: readFx.doneData, filter: ({ found }) => !found, fn: () => store.defaultState, target: store });
  sample({ clock: store.updates, target: writeFx });
}
