/**
 * Chaos mode (issue 24 item 4, mocks/README.md "Chaos mode"): a given share of the calls fail at random — a network
 * failure, a 500, a slow answer of several seconds, or (once per run) a 401 — seeded, so a run repeats exactly.
 *
 * Whether the n-th request of an endpoint fails, and how, depends only on the seed, the endpoint's path and n: the
 * order in which different endpoints are called does not change the outcome of any of them. Explicit switches
 * (lib/switches.ts) win over chaos; the bank's own pages (/sim-bank/…, another company's site) are left alone.
 *
 * State: in the browser in localStorage `sim:chaos` (it must outlive the app's clearing of session storage on a
 * 401 and on sign-out, which would otherwise end chaos at its own 401); in Node and the HTTP server in memory.
 */
export const CHAOS_STORAGE_KEY = 'sim:chaos';

export type ChaosMode = 'network' | '500' | 'slow' | '401';

/** A failure chaos made. */
export interface ChaosEvent {
  path: string;
  /** The endpoint's request number (1 = its first request since chaos started). */
  n: number;
  mode: ChaosMode;
  /** The slow answer's delay. */
  delayMs?: number;
}

export interface ChaosState {
  /** Share of calls that fail, 0–100. */
  percent: number;
  seed: number;
  /** Requests seen per endpoint path. */
  counts: Record<string, number>;
  /** The one 401 of the run has been given. */
  unauthorizedGiven: boolean;
  /** The failures made, oldest first (the last CHAOS_LOG_SIZE). */
  log: ChaosEvent[];
}

export const CHAOS_LOG_SIZE = 300;
/** A slow answer waits this long (ms), chosen by the seed within the range, then answers normally. */
export const CHAOS_SLOW_MS = { min: 2_000, max: 5_000 } as const;
/** How the failures split (shares of the failing calls). A 401 comes at most once, on an authorized endpoint. */
export const CHAOS_WEIGHTS: ReadonlyArray<readonly [ChaosMode, number]> = [
  ['network', 0.3],
  ['500', 0.3],
  ['slow', 0.2],
  ['401', 0.2],
];
const EXEMPT_PREFIXES = ['/sim-bank/'];

// ---------------------------------------------------------------------------------------------------------
// Storage

let memory: ChaosState | null = null;
let storage: Storage | null = null;
const listeners = new Set<() => void>();

function isState(value: unknown): value is ChaosState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ChaosState>;
  return (
    typeof state.percent === 'number' &&
    typeof state.seed === 'number' &&
    typeof state.counts === 'object' &&
    state.counts !== null &&
    typeof state.unauthorizedGiven === 'boolean' &&
    Array.isArray(state.log)
  );
}

function load(): ChaosState | null {
  if (!storage) return memory;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHAOS_STORAGE_KEY) ?? 'null');
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(state: ChaosState | null): void {
  memory = state;
  if (storage) {
    try {
      if (state) storage.setItem(CHAOS_STORAGE_KEY, JSON.stringify(state));
      else storage.removeItem(CHAOS_STORAGE_KEY);
    } catch (error) {
      console.warn('[simulator] could not save chaos mode', error);
    }
  }
  for (const listener of listeners) listener();
}

/** Browser only: keep chaos in this storage (localStorage). */
export function attachChaosStorage(target: Storage): void {
  storage = target;
}

/** Called after every change of chaos mode (the panel re-renders). Returns the unsubscribe. */
export function onChaosChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------------------
// Public API (also window.__sim)

const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;
const isSeed = (value: number) => Number.isInteger(value) && value >= 0 && value <= 0xffffffff;

/** Starts chaos (again, from the first request): `percent` of the calls fail, chosen by `seed`. */
export function startChaos(percent: number, seed = 1): void {
  if (!isPercent(percent)) throw new Error(`[simulator] chaos: the share must be 0–100, not ${String(percent)}`);
  if (!isSeed(seed)) throw new Error(`[simulator] chaos: the seed must be a whole number 0–4294967295, not ${String(seed)}`);
  save({ percent, seed, counts: {}, unauthorizedGiven: false, log: [] });
}

export function stopChaos(): void {
  save(null);
}

/** The current chaos run (a copy), or null when chaos is off. */
export function chaosState(): ChaosState | null {
  const state = load();
  return state ? structuredClone(state) : null;
}

/** `chaos:<percent>[:<seed>]` or `chaos:off` → what to do, or an error text. */
export function parseChaos(text: string): { percent: number; seed: number } | 'off' | string {
  const [word, percentText = '', seedText, ...rest] = text.trim().split(':');
  if (word !== 'chaos' || rest.length > 0) return `"${text}": expected chaos:<percent>[:<seed>] or chaos:off`;
  if (percentText === 'off' && seedText === undefined) return 'off';
  const percent = Number(percentText);
  if (!/^\d+(\.\d+)?$/.test(percentText) || !isPercent(percent)) return `"${text}": the share must be 0–100`;
  const seed = seedText === undefined ? 1 : Number(seedText);
  if (seedText !== undefined && (!/^\d+$/.test(seedText) || !isSeed(seed))) return `"${text}": the seed must be a whole number`;
  return { percent, seed };
}

// ---------------------------------------------------------------------------------------------------------
// Deciding (used by the one endpoint wrapper, lib/endpoint.ts)

/** FNV-1a of a string (32 bits). */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by its inputs (one step of mulberry32 over their mix). */
export function chaosRoll(seed: number, path: string, n: number, salt: number): number {
  let state = (seed ^ hashText(path) ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) | 0;
  state = (state + 0x6d2b79f5) | 0;
  let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
  mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
  return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
}

function pickMode(roll: number): ChaosMode {
  let total = 0;
  for (const [mode, weight] of CHAOS_WEIGHTS) {
    total += weight;
    if (roll < total) return mode;
  }
  return 'network';
}

/**
 * Whether chaos fails this request of `path`, and how; counts the request. `authorized`: the endpoint needs a
 * session (the only place a 401 means something). Null: the normal answer.
 */
export function takeChaos(path: string, authorized: boolean): ChaosEvent | null {
  const state = load();
  if (!state || state.percent <= 0 || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  const n = (state.counts[path] ?? 0) + 1;
  state.counts[path] = n;
  let event: ChaosEvent | null = null;
  if (chaosRoll(state.seed, path, n, 0) * 100 < state.percent) {
    let mode = pickMode(chaosRoll(state.seed, path, n, 1));
    if (mode === '401' && (!authorized || state.unauthorizedGiven)) mode = '500';
    if (mode === '401') state.unauthorizedGiven = true;
    event = { path, n, mode };
    if (mode === 'slow') {
      event.delayMs = Math.round(CHAOS_SLOW_MS.min + chaosRoll(state.seed, path, n, 2) * (CHAOS_SLOW_MS.max - CHAOS_SLOW_MS.min));
    }
    state.log = [...state.log, event].slice(-CHAOS_LOG_SIZE);
  }
  save(state);
  return event;
}
