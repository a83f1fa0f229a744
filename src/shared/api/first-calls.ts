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

/**
 * A code file the load fetched (its route's chunks and their stylesheets), preloaded by the next load's early script:
 * a signed-in page's chunks come in waves (the route, then the page, then its parts), each found only once the one
 * before has run; preloaded with the HTML they come together. Not customer data, but kept in the address's list.
 */
export interface RecordedFile {
  preload: 'script' | 'style';
  /** Absolute address of a hashed file under /static/{js,css}/async/. */
  url: string;
}

/** Calls made later than this after the page's start are the customer's doing, not the page's load. */
export const FIRST_CALLS_WINDOW_MS = 10_000;
/** Addresses remembered (the latest ones) and calls per address. */
export const FIRST_CALLS_PAGES = 8;
export const FIRST_CALLS_PER_PAGE = 16;
/** Code files per address (the CMTPL wizard's first step fetches about 40). */
export const FIRST_FILES_PER_PAGE = 48;
/** Files never preloaded: the map and the HEIC decoder (2 MB each, loaded on demand). */
const NEVER_PRELOADED = /\/(lib-mapbox|lib-heif)\./;

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
  /** Absolute addresses of the code files the page has fetched so far (Resource Timing). */
  files?: string[];
}

/** The route's code files among what the page fetched: hashed chunks and stylesheets of this origin. */
export function codeFilesOf(urls: readonly string[], origin: string): RecordedFile[] {
  const files: RecordedFile[] = [];
  for (const url of urls) {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || NEVER_PRELOADED.test(parsed.pathname)) continue;
    const kind = /^\/static\/js\/async\/[^/]+\.js$/.test(parsed.pathname) ? 'script' : /^\/static\/css\/async\/[^/]+\.css$/.test(parsed.pathname) ? 'style' : null;
    if (kind && !files.some((file) => file.url === parsed.href)) files.push({ preload: kind, url: parsed.href });
  }
  return files.slice(0, FIRST_FILES_PER_PAGE);
}

/** The page now; with `paintedAt`, only the files it started to fetch by then (performance.now() of its largest paint). */
function loadState(paintedAt = Infinity): LoadState | null {
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
    files: (performance.getEntriesByType?.('resource') ?? []).filter((entry) => entry.startTime <= paintedAt).map((entry) => entry.name),
  };
}

/** What this load wrote down so far (the previous load's list of the address is replaced, not added to). */
let thisLoad: RecordedCall[] = [];
let thisLoadFiles: RecordedFile[] = [];

/** For tests: a new page load. */
export function firstCallsReset(): void {
  thisLoad = [];
  thisLoadFiles = [];
  queued = [];
  settling = false;
}

const sameCall = (left: RecordedCall, right: RecordedCall) => JSON.stringify(left) === JSON.stringify(right);

function readPages(): Record<string, Array<RecordedCall | RecordedFile>> {
  try {
    const parsed = JSON.parse(storage.get('local', FIRST_CALLS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Array<RecordedCall | RecordedFile>>) : {};
  } catch {
    return {};
  }
}

const recording = (state: LoadState | null): state is LoadState =>
  state !== null && state.replayable && state.signedIn && state.atLoadAddress && state.now <= FIRST_CALLS_WINDOW_MS;

/** This load's reads and files become the address's list (the previous load's is replaced; the latest addresses kept). */
function write(address: string): void {
  const pages = readPages();
  delete pages[address];
  pages[address] = [...thisLoad, ...thisLoadFiles];
  const addresses = Object.keys(pages);
  for (const old of addresses.slice(0, Math.max(0, addresses.length - FIRST_CALLS_PAGES))) delete pages[old];
  storage.set('local', FIRST_CALLS_KEY, JSON.stringify(pages));
}

/** Reads made in the current task, written down together in the next (recordFirstCall without a state). */
let queued: RecordedCall[] = [];

/**
 * Writes `call` down as one of this address's first calls when it is one (see the top of this file). The reads of a
 * task (a page's first render takes its early answers all at once) are written down together in the next task: the
 * page's state and its list in storage are read and written once, off the task that renders the page. With `state`
 * (tests), at once.
 */
export function recordFirstCall(call: RecordedCall, state?: LoadState | null): void {
  if (state !== undefined) {
    record([call], state);
    return;
  }
  queued.push(call);
  if (queued.length === 1) setTimeout(flushQueued, 0);
}

function flushQueued(): void {
  const calls = queued;
  queued = [];
  // Judged now: a sign-out meanwhile (the token gone) writes nothing.
  record(calls, loadState());
}

function record(calls: readonly RecordedCall[], state: LoadState | null): void {
  if (!recording(state)) return;
  const own = calls.filter((call) => new URL(call.url, state.origin).origin === state.origin);
  if (own.length === 0) return;
  const files = codeFilesOf(state.files ?? [], state.origin);
  let changed = files.length !== thisLoadFiles.length;
  for (const call of own) {
    if (thisLoad.length >= FIRST_CALLS_PER_PAGE || thisLoad.some((known) => sameCall(known, call))) continue;
    thisLoad.push(call);
    changed = true;
  }
  if (!changed) return;
  // The files fetched by the time of the reads; settled once the page has painted (recordFirstFiles).
  thisLoadFiles = files;
  write(state.address);
  settleAfterLoad();
}

/**
 * The code files are written down once more when the load has settled: those the page started to fetch before its
 * largest paint, which the next load needs before its own, are added to the list. The reads alone were not enough:
 * once the early script makes them, a page's reads are all taken at its first render, before its later chunks are
 * asked for, so the next load preloaded only the first ones and the rest came in waves again (the CMTPL wizard: four
 * waves after the entry in a Lighthouse gather). Only for a load that wrote reads down (the list is theirs).
 */
export function recordFirstFiles(state: LoadState | null): void {
  if (!recording(state) || thisLoad.length === 0) return;
  // Added to, never cut: on a slow link the settling may come before the data and the final paint.
  const known = new Set(thisLoadFiles.map((file) => file.url));
  const added = codeFilesOf(state.files ?? [], state.origin).filter((file) => !known.has(file.url));
  if (added.length === 0 || thisLoadFiles.length >= FIRST_FILES_PER_PAGE) return;
  thisLoadFiles = [...thisLoadFiles, ...added].slice(0, FIRST_FILES_PER_PAGE);
  write(state.address);
}

/** How long after the window's load event the files are settled: the route's lazily loaded parts have come by then. */
export const FILES_SETTLE_MS = 1_000;
let settling = false;

/** After the window's load and FILES_SETTLE_MS: the files fetched before the largest paint (browsers without LCP: none). */
function settleAfterLoad(): void {
  if (settling || typeof window === 'undefined' || typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  settling = true;
  const settle = () =>
    window.setTimeout(() => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        const painted = list.getEntries().at(-1);
        if (painted) recordFirstFiles(loadState(painted.startTime));
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }, FILES_SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
