import { createEffect, sample } from 'effector';
import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { config } from '@/shared/config';
import { toServerLang } from '@/shared/i18n';
import { shareInFlight } from '@/shared/lib';
import { fieldsOf, notePrerenderRead, takeEarlyCall, takeEarlyGetCall, takeEarlyJsonCall } from './early-calls';
import { recordFirstCall } from './first-calls';
import { classifyResponse } from './classify';
import { ApiError } from './errors';
import { shapePayload, toFormData } from './payload';
import { idempotenceOf, jitter, policyOf, RETRY_STATUS_CODES, retryDelayMs, type CallPolicy } from './policy';
import { LANGUAGE_HEADER, SCOPE_HEADER, type ClientName, type RequestResult, type WireRequest } from './request';
import { sessionCallsDropped } from './session-token';

/**
 * The HTTP exchange itself (ky). Loaded on the first request, after the first render, so the
 * shell of the page does not wait for the HTTP library.
 */
const baseUrl = (client: ClientName) => (client === 'content' ? config.contentApiUrl : client === 'application' ? config.applicationApiUrl : '');

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) =>
  error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';

/** ky's retry options for a policy: reads and idempotent writes are sent again (POST included), others never. */
function retryOf(policy: CallPolicy) {
  if (policy.retries === 0) return 0;
  return {
    limit: policy.retries,
    methods: ['get', 'post'] as Array<'get' | 'post'>,
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: [],
    retryOnTimeout: true,
    delay: retryDelayMs,
    jitter,
  };
}

/**
 * The request on the network (ky): its answer whatever the status, or the error for no answer at all. The call's
 * policy (policy.ts) sets ky's retry and timeout; its total limit aborts the whole exchange, pauses included.
 */
async function exchange(url: string, request: WireRequest, headers: Record<string, string>, body: BodyInit | undefined, searchParams: Record<string, string> | undefined) {
  const policy = policyOf(request);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), policy.totalMs);
  const stop = () => deadline.abort();
  if (request.signal?.aborted) stop();
  request.signal?.addEventListener('abort', stop, { once: true });
  try {
    return await ky(url, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : body,
      searchParams,
      // A 5xx is an answer (classified below), but ky retries only what it throws: only repeatable calls throw it.
      throwHttpErrors: (status) => policy.retries > 0 && RETRY_STATUS_CODES.includes(status),
      retry: retryOf(policy),
      timeout: policy.attemptMs,
      signal: deadline.signal,
    });
  } catch (error) {
    // The last 5xx after the repeats: the catalogue reads it like any answer.
    if (error instanceof HTTPError) return error.response;
    if (request.signal?.aborted) throw new ApiError({ kind: 'cancelled', message: 'cancelled' });
    // No answer in time (one attempt's limit, or the whole call's): for the customer, the network failed.
    if (deadline.signal.aborted || error instanceof TimeoutError) throw new ApiError({ kind: 'network', message: 'timeout' });
    if (isAbort(error)) throw new ApiError({ kind: 'cancelled', message: 'cancelled' });
    throw new ApiError({ kind: 'network', message: error instanceof Error ? error.message : 'network error' });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
  }
}

/**
 * A multipart upload whose progress is wanted: XMLHttpRequest, the one browser API that reports the bytes sent
 * (fetch has no upload progress; ky's stream-based one needs HTTP/2). The answer becomes a `Response`, so the
 * catalogue and the schema check below are the same as for every other call. Photos are at most 3 MB, but a slow
 * connection in a car park needs longer than the 30 s of the other calls: two minutes (UPLOAD_POLICY).
 */
function exchangeWithProgress(url: string, request: WireRequest, headers: Record<string, string>, body: BodyInit | undefined, onProgress: (fraction: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // The upload's time limit is its policy's (policy.ts: a multipart write, two minutes, never repeated).
    xhr.timeout = policyOf(request).attemptMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const answerHeaders = new Headers();
      const token = xhr.getResponseHeader('Authorization');
      if (token) answerHeaders.set('Authorization', token);
      const type = xhr.getResponseHeader('Content-Type');
      if (type) answerHeaders.set('Content-Type', type);
      const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500;
      resolve(new Response(status === 204 ? null : xhr.responseText, { status, headers: answerHeaders }));
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network', message: 'network error' }));
    xhr.ontimeout = () => reject(new ApiError({ kind: 'network', message: 'timeout' }));
    xhr.onabort = () => reject(new ApiError({ kind: 'cancelled', message: 'cancelled' }));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The page may have made this very call before the app started (early-calls.ts: a prerendered page's calls, the
 * signed-in shell's reads of its last load): its answer, if any, is this one's.
 */
function takeEarly(method: WireRequest['method'], target: string, body: BodyInit | undefined, headers: Record<string, string>) {
  if (method === 'GET') return takeEarlyGetCall(target, headers);
  if (method !== 'POST') return null;
  if (body instanceof FormData) return takeEarlyCall(target, body);
  return typeof body === 'string' ? takeEarlyJsonCall(target, body, headers) : null;
}

/** A read, written down as one of this address's first calls when it is one (first-calls.ts). */
function recordRead(method: WireRequest['method'], target: string, body: BodyInit | undefined, headers: Record<string, string>) {
  if (typeof document === 'undefined') return;
  const form = body instanceof FormData ? fieldsOf(body) : undefined;
  // A form with a file is never made early; neither is any other kind of body.
  if (form === null || (body !== undefined && form === undefined && typeof body !== 'string')) return;
  const { Authorization: token, ...sent } = headers;
  const url = new URL(target, document.baseURI).href;
  // An application read of an anonymous page (a JSON body or none), for the build's prerender.
  if (!token && !form && (method === 'GET' || (method === 'POST' && typeof body === 'string'))) {
    notePrerenderRead({ method, url, ...(typeof body === 'string' ? { json: body } : {}), headers: sent });
  }
  recordFirstCall({
    method,
    url,
    ...(form ? { form } : {}),
    ...(typeof body === 'string' ? { json: body } : {}),
    ...(Object.keys(sent).length > 0 ? { headers: sent } : {}),
    ...(token ? { auth: true } : {}),
  });
}

/**
 * Sessions of the customer ended in this tab since the page loaded (`sessionCallsDropped`: a sign-out here or in
 * another tab, the session running out, a 401, somebody else signing in). A request's outcome is taken only if no
 * session ended while it was on its way: otherwise it fails as cancelled (callers say nothing of a cancelled call),
 * so a late answer of a customer who has gone neither renews the token nor reaches a store (a chat poll, a two-minute
 * upload). Counted here, with the HTTP layer: no answer can be on its way before the first request has loaded it.
 * A plain count, not a store: the page has one session at a time, and a test's scopes do not overlap.
 */
let sessionsEnded = 0;
const sessionEndedFx = createEffect(() => {
  sessionsEnded += 1;
});
sample({ clock: sessionCallsDropped, target: sessionEndedFx });

/** One HTTP exchange whose outcome belongs to the session it left in (see `sessionsEnded`). */
export async function send(request: WireRequest): Promise<RequestResult> {
  const session = sessionsEnded;
  const outcome = await exchangeOnce(request).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (session !== sessionsEnded) throw new ApiError({ kind: 'cancelled', status: 0 });
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** One HTTP exchange, classified by the error catalogue and validated with the call's schema. */
async function exchangeOnce(request: WireRequest): Promise<RequestResult> {
  const lang = toServerLang(request.lang);
  const shaped = shapePayload(request.payload);
  const url = joinUrl(baseUrl(request.client), request.path);
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  let searchParams: Record<string, string> | undefined;

  if (request.client === 'content') {
    body = toFormData({ lang, ...shaped });
  } else if (request.client === 'site') {
    // The product's own host: a plain request, no backend headers (the token never leaves for it).
    if (request.method === 'GET') searchParams = Object.fromEntries(Object.entries(shaped).map(([key, value]) => [key, String(value)]));
    else body = JSON.stringify(shaped);
  } else {
    headers[LANGUAGE_HEADER] = lang;
    headers[SCOPE_HEADER] = config.apiScope;
    if (request.token) headers.Authorization = request.token;
    if (request.method === 'GET') {
      searchParams = Object.fromEntries(Object.entries(shaped).map(([key, value]) => [key, String(value)]));
    } else if (request.multipart) {
      body = toFormData(shaped);
    } else {
      body = JSON.stringify(shaped);
      headers['Content-Type'] = 'application/json';
    }
  }

  const withProgress = request.multipart && request.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? request.onUploadProgress : null;
  // What goes on the network: a GET's address carries its query (as ky writes it).
  const target = request.method === 'GET' && searchParams ? `${url}?${new URLSearchParams(searchParams).toString()}` : url;
  const early = request.client === 'site' || request.signal || withProgress ? null : takeEarly(request.method, target, body, headers);
  // A read made ahead is for a later screen, not one of this address's first calls.
  if (request.client !== 'site' && !request.signal && !withProgress && !request.ahead && idempotenceOf(request) === 'read') recordRead(request.method, target, body, headers);
  const response =
    (early && (await early)) ??
    (withProgress ? await exchangeWithProgress(url, request, headers, body, withProgress) : await exchange(url, request, headers, body, searchParams));

  const data = await readBody(response);
  const token = request.client === 'application' ? response.headers.get('Authorization') : null;
  const outcome = classifyResponse({
    status: response.status,
    method: request.method,
    body: data,
    notFoundRedirect: request.notFoundRedirect,
  });

  switch (outcome.kind) {
    case 'ok': {
      const parsed = v.safeParse(request.schema, data);
      if (!parsed.success) {
        throw new ApiError({
          kind: 'invalid-response',
          status: response.status,
          body: data,
          messages: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
        });
      }
      return { status: response.status, data: parsed.output, token, successMessage: outcome.successMessage };
    }
    case 'unauthorized':
      throw new ApiError({ kind: 'unauthorized', status: 401, body: data });
    case 'warning':
      throw new ApiError({ kind: 'warning', status: response.status, body: data, messages: outcome.messages, fieldWarnings: outcome.fieldWarnings });
    case 'server-error':
      throw new ApiError({ kind: 'server-error', status: response.status, body: data, messages: outcome.messages });
    case 'not-found':
      throw new ApiError({ kind: 'not-found', status: 404, body: data });
    default:
      throw new ApiError({ kind: 'other', status: response.status, body: data, message: `HTTP ${response.status}` });
  }
}

/** One id per schema object: calls that validate differently never share an answer. */
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
const schemaId = (schema: object) => {
  if (!schemaIds.has(schema)) schemaIds.set(schema, (lastSchemaId += 1));
  return schemaIds.get(schema);
};

/**
 * How long a read made ahead keeps its answer for the call it was made for. Long enough for a customer to fill a
 * wizard's step in; short enough that what it read is still what the backend holds.
 */
export const READ_AHEAD_KEEP_MS = 120_000;

/**
 * `send`, at once, with an identical call (the same client, method, path, language, token, schema and
 * payload) made while one is still out answered by that one, or by the answer of one made ahead (`ahead`) within
 * `READ_AHEAD_KEEP_MS`. A call that can be cancelled (`signal`) is never shared: one caller's abort must not fail the
 * other. The token is part of the key: nothing read for one customer answers another.
 */
export const sendShared = shareInFlight(
  send,
  (request: WireRequest) =>
    request.signal
      ? null
      : JSON.stringify([
          request.client,
          request.method,
          request.path,
          request.lang,
          request.token,
          request.notFoundRedirect ?? null,
          schemaId(request.schema),
          request.payload ?? null,
        ]),
  (request: WireRequest) => (request.ahead ? READ_AHEAD_KEEP_MS : 0),
);
// The answers kept for a call to come are the gone customer's too (a sign-out moves inside the page).
const keptAnswersDroppedFx = createEffect(() => sendShared.forget());
sample({ clock: sessionCallsDropped, target: keptAnswersDroppedFx });
