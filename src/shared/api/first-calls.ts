import { CUSTOMER_STORAGE, FIRST_CALLS_KEY } from '@/shared/config';
import { storage } from '@/shared/lib';

/**
 * The reads a signed-in address makes on load, remembered for its next load (docs/decisions/signed-in-early-calls.md).
 * The signed-in pages have no prerendered snapshot: their first calls leave only once the page's code has arrived and
 * rendered (docs/decisions/first-page-warm.md). So the HTTP layer writes down the reads this address made on a fresh
 * load, and the next fresh load of the same address makes them again at once from the shell's early script
 * (scripts/early-calls.browser.js), with the token in storage, while the app's code loads; the app then takes each
 * answer for its identical call (early-calls.ts). Only the list of calls is kept, never an answer.
 *
 * Written down: reads only (a write is never made early), on the product's own origin (the script's `connect-src`),
 * while a customer is signed in, made within the first seconds of a load that has not moved to another address, on a
 * page the shell served (a prerendered page has its own list; the demo build has no early script).
 * The list is the customer's (contract ids): sign-out and the end of a session remove it with the token
 * (`CUSTOMER_STORAGE.firstCalls`).
 */
export interface RecordedCall {
  method: 'GET' | 'POST';
  /** Absolute address (a GET's with its query). */
  url: string;
  /** A content call's form fields. */
  form?: Record<string, string>;
  /** An application call's JSON body. */
  json?: string;
  /** The headers it went with, the token's left out (the script adds the token in storage). */
  headers?: Record<string, string>;
  /** It went with the token. */
  auth?: boolean;
}

/** Calls made later than this after the page's start are the customer's doing, not the page's load. */
export const FIRST_CALLS_WINDOW_MS = 10_000;
/** Addresses remembered (the latest ones) and calls per address. */
export const FIRST_CALLS_PAGES = 8;
export const FIRST_CALLS_PER_PAGE = 16;

export interface LoadState {
  /** pathname + search of the page now. */
  address: string;
  /** The page is still at the address it was loaded at. */
  atLoadAddress: boolean;
  origin: string;
  /** performance.now(). */
  now: number;
  signedIn: boolean;
  /** The page came from a shell that makes the calls again (its early script names the storage): not a prerendered page, not the demo build. */
  replayable: boolean;
}

function loadState(): LoadState | null {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return null;
  // Most pages never write anything down: a prerendered page, every page of the demo build.
  if (document.querySelector('script[data-first-calls]') === null) return null;
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = navigation ? new URL(navigation.name) : null;
  const { pathname, search, origin } = window.location;
  return {
    address: pathname + search,
    atLoadAddress: loaded !== null && loaded.pathname + loaded.search === pathname + search,
    origin,
    now: performance.now(),
    signedIn: storage.get('local', CUSTOMER_STORAGE.token.key) !== null,
    replayable: true,
  };
}

/** What this load wrote down so far (the previous load's list of the address is replaced, not added to). */
let thisLoad: RecordedCall[] = [];

/** For tests: a new page load. */
export function firstCallsReset(): void {
  thisLoad = [];
}

const sameCall = (left: RecordedCall, right: RecordedCall) => JSON.stringify(left) === JSON.stringify(right);

function readPages(): Record<string, RecordedCall[]> {
  try {
    const parsed = JSON.parse(storage.get('local', FIRST_CALLS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, RecordedCall[]>) : {};
  } catch {
    return {};
  }
}

/**
 * Writes `call` down as one of this address's first calls when it is one (see the top of this file); `state` is the
 * page's (a parameter for tests).
 */
export function recordFirstCall(call: RecordedCall, state: LoadState | null = loadState()): void {
  if (!state || !state.replayable || !state.signedIn || !state.atLoadAddress || state.now > FIRST_CALLS_WINDOW_MS) return;
  if (new URL(call.url, state.origin).origin !== state.origin) return;
  if (thisLoad.length >= FIRST_CALLS_PER_PAGE || thisLoad.some((known) => sameCall(known, call))) return;
  thisLoad.push(call);
  const pages = readPages();
  delete pages[state.address];
  pages[state.address] = thisLoad;
  const addresses = Object.keys(pages);
  for (const address of addresses.slice(0, Math.max(0, addresses.length - FIRST_CALLS_PAGES))) delete pages[address];
  storage.set('local', FIRST_CALLS_KEY, JSON.stringify(pages));
}
