import { delay, HttpResponse } from 'msw';
import { resetDb } from '../db';
import { parseChaos, startChaos, stopChaos } from './chaos';
import { badRequest, simulated, type ServerLang } from './respond';

/**
 * Forced behaviours ("switches"): a rule makes one endpoint (or '*', all of them) answer with an error,
 * slowly, or not at all, before the normal behaviour runs. Rules live in memory in Node and in
 * sessionStorage (key `sim:switches`) in the browser, read afresh on every request: they survive reloads
 * and in-app navigation, and end with the tab, or when the app clears session storage (sign-out, 401).
 */
export const SWITCHES_STORAGE_KEY = 'sim:switches';
export const ALL_ENDPOINTS = '*';
/** Delay of the plain 'slow' mode. */
export const DEFAULT_SLOW_MS = 3000;

export const SWITCH_MODES = [
  '400',
  '400-detail',
  '400-warning',
  '400-warnings',
  '400-warning_d',
  '400-front_warning',
  '400-error',
  '401',
  '404',
  '500',
  'slow',
  'network',
] as const;

export type FixedSwitchMode = (typeof SWITCH_MODES)[number];
/**
 * A fixed mode, 'slow-<ms>' (that delay, then the normal answer), or 'omit-<FIELD>[+<FIELD>…]' (the normal answer
 * without those fields, wherever they stand in its JSON: an answer shaped the way another backend may shape it).
 */
export type SwitchMode = FixedSwitchMode | `slow-${number}` | `omit-${string}`;

export interface SwitchRule {
  /** The endpoint path as the app calls it ('/home/', '/mobile/get-cust-datas/'), or '*'. */
  path: string;
  mode: SwitchMode;
  /** Requests left before the rule expires; absent = until cleared. */
  times?: number;
}

/** What each mode does, for the developer panel and the README. */
export const SWITCH_MODE_LABELS: Record<FixedSwitchMode, string> = {
  '400': '400 with "warning" (same as 400-warning)',
  '400-detail': '400 with "detail"',
  '400-warning': '400 with "warning"',
  '400-warnings': '400 with "warnings" (2 messages)',
  '400-warning_d': '400 with "warning_d" (2 fields)',
  '400-front_warning': '400 with "front_warning"',
  '400-error': '400 with "error"',
  '401': '401 (session rejected)',
  '404': '404 (not found)',
  '500': '500 (server error)',
  slow: `slow (${DEFAULT_SLOW_MS / 1000} s, then normal)`,
  network: 'network failure',
};

const SLOW_PATTERN = /^slow-(\d{1,6})$/;
const OMIT_PATTERN = /^omit-([A-Za-z_][A-Za-z0-9_]*(?:\+[A-Za-z_][A-Za-z0-9_]*)*)$/;

export function isSwitchMode(value: string): value is SwitchMode {
  return (SWITCH_MODES as readonly string[]).includes(value) || SLOW_PATTERN.test(value) || OMIT_PATTERN.test(value);
}

/** The fields an 'omit-…' mode leaves out of the answer, or null for the other modes. */
export function omittedFields(mode: SwitchMode): string[] | null {
  const match = OMIT_PATTERN.exec(mode);
  return match?.[1] ? match[1].split('+') : null;
}

/** `value` without the keys `fields`, at any depth (objects and lists). */
export function withoutFields(value: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, fields));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)).map(([key, item]) => [key, withoutFields(item, fields)]));
}

const isValidPath = (path: string) => path === ALL_ENDPOINTS || path.startsWith('/');
const isValidTimes = (times: number | undefined) => times === undefined || (Number.isInteger(times) && times > 0);

// ---------------------------------------------------------------------------------------------------------
// Storage

let memory: SwitchRule[] = [];
let storage: Storage | null = null;
const listeners = new Set<() => void>();

function isRule(value: unknown): value is SwitchRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Partial<SwitchRule>;
  return (
    typeof rule.path === 'string' &&
    isValidPath(rule.path) &&
    typeof rule.mode === 'string' &&
    isSwitchMode(rule.mode) &&
    (rule.times === undefined || (typeof rule.times === 'number' && isValidTimes(rule.times)))
  );
}

function load(): SwitchRule[] {
  if (!storage) return memory;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SWITCHES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRule) : [];
  } catch {
    return [];
  }
}

function save(rules: SwitchRule[]): void {
  memory = rules;
  if (storage) {
    try {
      if (rules.length === 0) storage.removeItem(SWITCHES_STORAGE_KEY);
      else storage.setItem(SWITCHES_STORAGE_KEY, JSON.stringify(rules));
    } catch (error) {
      console.warn('[simulator] could not save the switches', error);
    }
  }
  for (const listener of listeners) listener();
}

/** Browser only: keep the rules in this storage (sessionStorage). */
export function attachSwitchStorage(target: Storage): void {
  storage = target;
}

/** Called after every change of the rules. Returns the unsubscribe. */
export function onSwitchesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------------------
// Public API (also window.__sim in the browser)

/**
 * Forces `mode` on `path` ('*' = every endpoint) for the next `times` requests (omitted = until cleared).
 * One rule per path: a new rule replaces the old one. Throws on a mode or path it does not know.
 */
export function forceEndpoint(path: string, mode: string, times?: number): void {
  if (!isValidPath(path)) throw new Error(`[simulator] path must start with "/" or be "*": ${path}`);
  if (!isSwitchMode(mode)) throw new Error(`[simulator] unknown mode "${mode}"; known: ${SWITCH_MODES.join(', ')}, slow-<ms>, omit-<FIELD>[+<FIELD>…]`);
  if (!isValidTimes(times)) throw new Error(`[simulator] times must be a positive integer: ${String(times)}`);
  const rule: SwitchRule = times === undefined ? { path, mode } : { path, mode, times };
  save([...load().filter((existing) => existing.path !== path), rule]);
}

/** Removes the rule of one path. */
export function removeSwitch(path: string): void {
  save(load().filter((rule) => rule.path !== path));
}

export function clearSwitches(): void {
  save([]);
}

export function listSwitches(): SwitchRule[] {
  return load().map((rule) => ({ ...rule }));
}

/** `path:mode[:times]` → a rule, or an error text. */
export function parseSwitchRule(text: string): SwitchRule | string {
  const parts = text.trim().split(':');
  const [path = '', mode = '', timesText, ...rest] = parts;
  if (rest.length > 0 || !path || !mode) return `"${text}": expected path:mode[:times]`;
  if (!isValidPath(path)) return `"${text}": the path must start with "/" or be "*"`;
  if (!isSwitchMode(mode)) return `"${text}": unknown mode "${mode}"`;
  if (timesText === undefined) return { path, mode };
  const times = Number(timesText);
  if (!/^\d+$/.test(timesText) || !isValidTimes(times)) return `"${text}": times must be a positive integer`;
  return { path, mode, times };
}

export interface UrlSwitchesResult {
  reset: boolean;
  cleared: boolean;
  added: SwitchRule[];
  /** `chaos:<percent>[:<seed>]` started chaos mode (lib/chaos.ts); `chaos:off` stopped it ('off'). */
  chaos?: { percent: number; seed: number } | 'off';
  errors: string[];
}

/**
 * Applies the `sim` query parameter of a page URL's search string, item by item, left to right:
 * `clear` clears the rules and stops chaos, `reset` re-seeds the db too, `path:mode[:times]` adds a rule,
 * `chaos:<percent>[:<seed>]` starts chaos mode and `chaos:off` stops it.
 * Example: `?sim=reset,/mobile/get-cust-datas/:401:1,/header/:slow`, `?sim=reset,chaos:15:4242`.
 */
export function applySwitchesFromUrl(search: string): UrlSwitchesResult {
  const result: UrlSwitchesResult = { reset: false, cleared: false, added: [], errors: [] };
  const value = new URLSearchParams(search).get('sim');
  if (value === null) return result;
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (item === 'chaos' || item.startsWith('chaos:')) {
      const chaos = parseChaos(item);
      if (typeof chaos === 'string' && chaos !== 'off') {
        result.errors.push(chaos);
      } else if (chaos === 'off') {
        stopChaos();
        result.chaos = 'off';
      } else {
        startChaos(chaos.percent, chaos.seed);
        result.chaos = chaos;
      }
      continue;
    }
    if (item === 'clear' || item === 'reset') {
      clearSwitches();
      stopChaos();
      result.cleared = true;
      if (item === 'reset') {
        resetDb();
        result.reset = true;
      }
      continue;
    }
    const rule = parseSwitchRule(item);
    if (typeof rule === 'string') {
      result.errors.push(rule);
      continue;
    }
    forceEndpoint(rule.path, rule.mode, rule.times);
    result.added.push(rule);
  }
  if (result.errors.length > 0) console.warn('[simulator] ignored ?sim= items:', result.errors);
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Applying a rule (used by the one endpoint wrapper, lib/endpoint.ts)

/**
 * The rule that applies to a request of `path`, counted as used (a rule whose `times` runs out is removed).
 * A rule of the concrete path (for endpoints with parameters: '/api/interface/form/9000') wins over one of the
 * endpoint's pattern ('/api/interface/form/:id'), which wins over '*'.
 */
export function takeSwitch(path: string, concretePath?: string): SwitchRule | null {
  const rules = load();
  const rule =
    (concretePath && concretePath !== path ? rules.find((candidate) => candidate.path === concretePath) : undefined) ??
    rules.find((candidate) => candidate.path === path) ??
    rules.find((candidate) => candidate.path === ALL_ENDPOINTS);
  if (!rule) return null;
  if (rule.times !== undefined) {
    const left = rule.times - 1;
    save(
      left > 0
        ? rules.map((candidate) => (candidate === rule ? { ...rule, times: left } : candidate))
        : rules.filter((candidate) => candidate !== rule),
    );
  }
  return rule;
}

/** Delay of a slow mode in ms, or null for the other modes. */
export function slowDelayMs(mode: SwitchMode): number | null {
  if (mode === 'slow') return DEFAULT_SLOW_MS;
  const match = SLOW_PATTERN.exec(mode);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The forced answer of a rule, or null when the normal answer should follow (slow modes, after their delay).
 * `fields` names the two fields of a forced warning_d (the endpoint's own form fields when it has them).
 */
export async function forcedResponse(rule: SwitchRule, lang: ServerLang, fields: readonly [string, string]): Promise<Response | null> {
  const slow = slowDelayMs(rule.mode);
  if (slow !== null) {
    await delay(slow);
    return null;
  }
  const forcedKey = (key: string) => simulated('forcedKey', lang, { key });
  switch (rule.mode) {
    case '400':
    case '400-warning':
      return badRequest({ warning: forcedKey('warning') });
    case '400-detail':
      return badRequest({ detail: forcedKey('detail') });
    case '400-warnings':
      return badRequest({ warnings: [simulated('forcedListItem', lang, { n: 1 }), simulated('forcedListItem', lang, { n: 2 })] });
    case '400-warning_d':
      return badRequest({
        warning_d: Object.fromEntries(fields.map((field) => [field, [simulated('forcedField', lang, { field })]])),
      });
    case '400-front_warning':
      return badRequest({ front_warning: forcedKey('front_warning') });
    case '400-error':
      return badRequest({ error: forcedKey('error') });
    case '401':
      return HttpResponse.json({ detail: simulated('forced401', lang) }, { status: 401 });
    case '404':
      return HttpResponse.json({ detail: simulated('forced404', lang) }, { status: 404 });
    case '500':
      return HttpResponse.json({ error: simulated('forced500', lang) }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    default:
      return null;
  }
}
