import { seedDb } from './seed';
import { DB_VERSION, type DbState, type OutboxMessage } from './types';

/**
 * The simulator's store. In Node (vitest) it lives in memory. In the browser, `attachDbStorage(localStorage)`
 * makes localStorage (key `sim:db`) the source of truth: every read takes the stored copy (parsed again only
 * when it changed) and every mutation writes it back, so reloads, redirects and other tabs share one state.
 */
export const DB_STORAGE_KEY = 'sim:db';

type Listener = () => void;

let memory: DbState = seedDb();
let storage: Storage | null = null;
/** The stored text that `memory` was parsed from (skips parsing on unchanged reads). */
let memoryRaw: string | null = null;
const listeners = new Set<Listener>();

function isDbState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<DbState>;
  return state.version === DB_VERSION && Array.isArray(state.customers) && Array.isArray(state.sessions);
}

function persist(): void {
  if (!storage) return;
  try {
    memoryRaw = JSON.stringify(memory);
    storage.setItem(DB_STORAGE_KEY, memoryRaw);
  } catch (error) {
    // Quota or privacy mode: keep working from memory.
    console.warn('[simulator] could not save the db', error);
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current state, from storage when attached. A stored copy that is missing or stale is seeded afresh. */
function current(): DbState {
  if (!storage) return memory;
  let raw: string | null = null;
  try {
    raw = storage.getItem(DB_STORAGE_KEY);
  } catch {
    return memory;
  }
  if (raw !== null && raw === memoryRaw) return memory;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isDbState(parsed)) {
        memory = parsed;
        memoryRaw = raw;
        return memory;
      }
    } catch {
      // Broken JSON: seed again below.
    }
  }
  memory = seedDb();
  persist();
  return memory;
}

export const db = {
  /** The current state. Treat it as read-only: change it through `db.update`. */
  read(): Readonly<DbState> {
    return current();
  },
  /** Applies a change to the state, saves it and tells the listeners. Returns the recipe's result. */
  update<T>(recipe: (state: DbState) => T): T {
    const state = current();
    const result = recipe(state);
    persist();
    notify();
    return result;
  },
  /** Called after every change (the developer panel re-renders its outbox). Returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Seeds the database again (same seed: same data); sessions, counters and the outbox are emptied. */
export function resetDb(): void {
  memory = seedDb();
  persist();
  notify();
}

/**
 * Browser only: keep the db in this storage. Loads what is stored there (or seeds and saves a fresh db).
 */
export function attachDbStorage(target: Storage): void {
  storage = target;
  memoryRaw = null;
  current();
}

let outboxCounter = 0;

/** Records a message the simulator "sent" (shown newest first in the developer panel). */
export function sendToOutbox(message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
  outboxCounter += 1;
  const sent: OutboxMessage = {
    id: `msg-${Date.now().toString(36)}-${outboxCounter}`,
    at: new Date().toISOString(),
    ...message,
  };
  db.update((state) => {
    state.outbox.push(sent);
    // Keep the stored db small.
    if (state.outbox.length > 50) state.outbox.splice(0, state.outbox.length - 50);
  });
  return sent;
}
