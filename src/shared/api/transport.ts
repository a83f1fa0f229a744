import { attach, createEffect, sample } from 'effector';
import type * as v from 'valibot';
import { $lang, type Lang } from '@/shared/i18n';
import type { ApiError } from './errors';
import {
  invalidResponseReceived,
  notFoundReceived,
  serverErrorReceived,
  sessionRejected,
  successMessageReceived,
  warningReceived,
} from './events';
import type { Payload } from './payload';
import { $token, tokenReceived } from './session-token';

export type ClientName = 'content' | 'application';
export type Method = 'GET' | 'POST';

/** Header names of the application client (public-site.md §7). */
export const LANGUAGE_HEADER = 'Language';
export const SCOPE_HEADER = 'Scope';

/** A response schema, or a function loading it lazily (a valibot schema is an object, never a function). */
export type SchemaSource<S extends v.GenericSchema = v.GenericSchema> = S | (() => Promise<S>);

export interface RequestParams {
  client: ClientName;
  method: Method;
  path: string;
  payload?: Payload;
  /** The answer's schema, or a loader of it (the shell's calls: valibot loads with the HTTP layer, not in the entry). */
  schema: SchemaSource;
  /** A 404 here means "this page does not exist": go to /notfound (always true for GET). */
  notFoundRedirect?: boolean;
  /**
   * Only for what the user types (search as you type): application calls of the same path inside this many ms
   * go out once, with the last payload. Every other call is sent at once (docs/decisions.md "API layer").
   */
  debounceMs?: number;
  /** Send the payload as multipart even on the application client (file uploads). */
  multipart?: boolean;
  /** No dialog or toast for this call's failures (the caller logs them); a 401 still ends the session. */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface WireRequest extends RequestParams {
  schema: v.GenericSchema;
  token: string | null;
  lang: Lang;
}

export interface RequestResult {
  status: number;
  data: unknown;
  token: string | null;
  successMessage?: { text: string; autoCloseMs: number | false };
}

/** The single HTTP effect of the product. Both clients go through it, so the catalogue applies everywhere. */
export const requestFx = createEffect<RequestParams & { token: string | null; lang: Lang }, RequestResult, ApiError>(async (params) => {
  // The HTTP layer (ky) and the shell's schemas (valibot) load on the first request, after the first render (see wire.ts).
  const [wire, schema] = await Promise.all([import('./wire'), typeof params.schema === 'function' ? params.schema() : params.schema]);
  const request: WireRequest = { ...params, schema };
  if (request.client !== 'application' || request.multipart) return wire.send(request);
  // At once, identical calls in flight made once; only typed calls wait (debounceMs).
  return request.debounceMs ? wire.sendDebounced(request) : wire.sendShared(request);
});

/** requestFx with the current token and language filled in. */
export const apiRequestFx = attach({
  source: { token: $token, lang: $lang },
  mapParams: (params: RequestParams, { token, lang }) => ({ ...params, token, lang }),
  effect: requestFx,
});

// The catalogue's reactions. Every request, of either client, ends in exactly one of them (or none).
sample({
  clock: requestFx.done,
  filter: ({ result }) => result.token !== null && result.token !== '',
  fn: ({ result }) => result.token as string,
  target: tokenReceived,
});
sample({
  clock: requestFx.done,
  filter: ({ params, result }) => result.successMessage !== undefined && !params.silent,
  fn: ({ result }) => result.successMessage as { text: string; autoCloseMs: number | false },
  target: successMessageReceived,
});
sample({
  clock: requestFx.fail,
  filter: ({ params, error }) => error.kind === 'unauthorized' && params.client === 'application',
  target: sessionRejected,
});
sample({
  clock: requestFx.fail,
  filter: ({ params, error }) => error.kind === 'warning' && !params.silent,
  fn: ({ error }) => ({ messages: error.messages, fieldWarnings: error.fieldWarnings }),
  target: warningReceived,
});
sample({
  clock: requestFx.fail,
  filter: ({ params, error }) => error.kind === 'server-error' && !params.silent,
  fn: ({ error }) => ({ messages: error.messages }),
  target: serverErrorReceived,
});
sample({
  clock: requestFx.fail,
  filter: ({ params, error }) => error.kind === 'invalid-response' && !params.silent,
  fn: ({ params, error }) => ({ path: params.path, issues: error.messages }),
  target: invalidResponseReceived,
});
sample({
  clock: requestFx.fail,
  filter: ({ error }) => error.kind === 'not-found',
  fn: ({ params }) => ({ path: params.path }),
  target: notFoundReceived,
});
