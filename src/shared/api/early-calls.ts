import { createEffect, sample } from 'effector';
import { READ_POLICY } from './policy';
import { sessionCallsDropped } from './session-token';

/**
 * Calls a page made before the app started (scripts/early-calls.browser.js): a prerendered page's content and public
 * calls, written into the page by scripts/prerender.mjs (docs/decisions/early-calls.md), and on the signed-in shell
 * the reads this address made on its last load (first-calls.ts; docs/decisions/signed-in-early-calls.md). The HTTP
 * layer takes such an answer instead of asking again: once, only for the identical call (method, address, every form
 * field or the JSON body, every header), and only while it is fresh. Anything else (another language, a payload, a
 * later visit of the page, an exchange that failed) goes to the network as usual.
 */
export interface EarlyCall {
  /** POST when absent. */
  method?: 'GET' | 'POST';
  /** Absolute address (a GET's with its query). */
  url: string;
  /** A content call's form fields. */
  form?: Record<string, string>;
  /** An application call's JSON body and the headers it went with (Language, Scope, Content-Type; Authorization when signed in). */
  json?: string;
  headers?: Record<string, string>;
  /** performance.now() when the call went out. */
  at: number;
  /** The answer; null when the exchange failed (the app then asks itself). */
  response: Promise<Response | null>;
  /**
   * Makes the request now if it has not left yet (the script lists every call at once and makes them in short tasks:
   * an app that starts before a call's turn takes it and has it sent, instead of asking a second time).
   */
  send?: () => void;
}

/**
 * A read the app made, as the build's prerender writes it into the page's early calls (scripts/prerender.mjs): the
 * exact request (method, absolute address, JSON body, headers) and when it left (performance.now()).
 */
export interface PrerenderRead {
  method: 'GET' | 'POST';
  url: string;
  json?: string;
  headers: Record<string, string>;
  at: number;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[];
    /** Set to [] by the build's prerender only: the anonymous reads a fixed page makes on load (notePrerenderRead). */
    __prerenderReads?: PrerenderRead[];
  }
}

/**
 * Lists an application read for the build's prerender, which makes the ones a fixed page needs before it is complete
 * early calls of that page (its form's dictionaries, docs/decisions/early-calls.md): only where the prerender asked
 * for the list, and never a call with a token. Nothing is kept on a visitor's page.
 */
export function notePrerenderRead(read: Omit<PrerenderRead, 'at'>): void {
  if (typeof window === 'undefined' || !Array.isArray(window.__prerenderReads)) return;
  if (Object.keys(read.headers).some((name) => name.toLowerCase() === 'authorization')) return;
  window.__prerenderReads.push({ ...read, at: pageNow() });
}

/** The page's list and clock: the defaults of the functions below (parameters for tests). */
const pageCalls = () => (typeof window === 'undefined' ? undefined : window.__earlyCalls);
const pageNow = () => (typeof performance === 'undefined' ? 0 : performance.now());

/**
 * The early answers the app never took are the gone customer's too: a sign-out moves inside the page, so they would
 * stay readable in its memory. (Wired here, with the HTTP layer: a signed-in page has loaded it long before.)
 */
const earlyAnswersDroppedFx = createEffect(() => {
  if (typeof window !== 'undefined') delete window.__earlyCalls;
});
sample({ clock: sessionCallsDropped, target: earlyAnswersDroppedFx });

/** Older answers are not used: the app made its call long after the page loaded (a later visit of the page). */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

/** The form's fields as text, or null when it carries a file (never made early). */
export function fieldsOf(form: FormData): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key in fields) return null;
    fields[key] = value;
  }
  return fields;
}

function sameFields(left: Record<string, string>, right: Record<string, string>): boolean {
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && String(left[key]) === right[key]);
}

/**
 * An early answer not in this long after its call left is not waited for: the app asks itself, with its own retries,
 * as its own read would give up an attempt that long (a connection that stalled on a phone must not hang the page).
 */
export const EARLY_ANSWER_WAIT_MS = READ_POLICY.attemptMs;

/** The call's answer, or null for a server error (the app asks itself, with its call's retries: policy.ts) or when it is late. */
function answerInTime(call: EarlyCall, now: number): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, call.at + EARLY_ANSWER_WAIT_MS - now));
  });
  const answered = call.response.then((response) => (response && response.status >= 500 ? null : response));
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** The call to `url` that `matches`, taken out of the list (a response body is read once); its answer while fresh. */
function take(calls: EarlyCall[] | undefined, method: 'GET' | 'POST', url: string, now: number, matches: (call: EarlyCall) => boolean): Promise<Response | null> | null {
  if (!calls || calls.length === 0) return null;
  const href = new URL(url, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI).href;
  const index = calls.findIndex((call) => call.url === href && (call.method ?? 'POST') === method && matches(call));
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  if (!call || now - call.at > EARLY_CALL_MAX_AGE_MS) return null;
  call.send?.();
  return answerInTime(call, now);
}

/**
 * The early answer of `POST url` with `form`, taken out of the list (a response body is read once), or null.
 * `calls` and `now` are the page's list and clock (parameters for tests).
 */
export function takeEarlyCall(
  url: string,
  form: FormData,
  calls: EarlyCall[] | undefined = pageCalls(),
  now: number = pageNow(),
): Promise<Response | null> | null {
  const fields = fieldsOf(form);
  return fields ? take(calls, 'POST', url, now, (call) => call.form !== undefined && sameFields(call.form, fields)) : null;
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * The early answer of an application call (`POST url` with a JSON `body` and `headers`), taken out of the list, or
 * null: the address, the body and every header (the token's included) must be the same.
 */
export function takeEarlyJsonCall(
  url: string,
  body: string,
  headers: Record<string, string>,
  calls: EarlyCall[] | undefined = pageCalls(),
  now: number = pageNow(),
): Promise<Response | null> | null {
  const wanted = lowerCased(headers);
  return take(calls, 'POST', url, now, (call) => call.json === body && call.headers !== undefined && sameFields(lowerCased(call.headers), wanted));
}

/** The early answer of `GET url` (its query included) with `headers`, taken out of the list, or null. */
export function takeEarlyGetCall(
  url: string,
  headers: Record<string, string>,
  calls: EarlyCall[] | undefined = pageCalls(),
  now: number = pageNow(),
): Promise<Response | null> | null {
  const wanted = lowerCased(headers);
  return take(calls, 'GET', url, now, (call) => call.headers !== undefined && sameFields(lowerCased(call.headers), wanted));
}
