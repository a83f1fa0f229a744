import { attach, createEffect, sample } from 'effector';
import { $lang, type Lang } from '@/shared/i18n';
import { waitForConnectionFx } from './connection';
import { dialogMessagesOf, type ApiError } from './errors';
import {
  invalidResponseReceived,
  notFoundReceived,
  serverErrorReceived,
  sessionRejected,
  successMessageReceived,
  warningReceived,
} from './events';
import type { RequestParams, RequestResult, ShownFields, WireRequest } from './request';
import { failureReasonOf, lastFailureReported, type FailureReason } from './failure';
import { $token, tokenReceived } from './session-token';

/** The single HTTP effect of the product. Both clients go through it, so the catalogue applies everywhere. */
export const requestFx = createEffect<RequestParams & { token: string | null; lang: Lang }, RequestResult, ApiError>(async (params) => {
  // The HTTP layer (ky) and the shell's schemas (valibot) load on the first request, after the first render (see wire.ts).
  const [wire, schema] = await Promise.all([import(/* webpackChunkName: "wire" */ './wire'), typeof params.schema === 'function' ? params.schema() : params.schema]);
  const request: WireRequest = { ...params, schema };
  // Every call leaves at once; an identical application call still in flight is answered by that one.
  return request.client !== 'application' || request.multipart ? wire.send(request) : wire.sendShared(request);
});

/** requestFx with the current token and language filled in. */
const sendNowFx = attach({
  source: { token: $token, lang: $lang },
  mapParams: (params: RequestParams, { token, lang }) => ({ ...params, token, lang }),
  effect: requestFx,
});

/** A call of the product: while the browser is offline it waits for the connection, then goes once (connection.ts). */
export const apiRequestFx = createEffect<RequestParams, RequestResult, ApiError>(async (params) => {
  await waitForConnectionFx(params.signal);
  return sendNowFx(params);
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
  filter: ({ params, result }) => result.successMessage !== undefined && params.silent !== true,
  fn: ({ result }) => result.successMessage as { text: string; autoCloseMs: number | false },
  target: successMessageReceived,
});
// Only a call that carried a session can end one: a call that left after the sign-out (no token) and met a 401 is
// not a session ending; the next visitor would see "your session has ended" (docs/decisions/owner-keyed-storage.md).
sample({
  clock: requestFx.fail,
  filter: ({ params, error }) => error.kind === 'unauthorized' && params.client === 'application' && !!params.token,
  target: sessionRejected,
});
/** Is this `warning_d` field shown under one of the caller's fields? */
const showsField = (shown: ShownFields | undefined, payload: RequestParams['payload']) => (field: string) =>
  shown === 'payload' ? Boolean(payload && Object.hasOwn(payload, field)) : (shown?.includes(field) ?? false);
// The warning dialog lists only what no field shows (spec §8); a 400 whose messages all stand under fields opens none.
sample({
  clock: sample({
    clock: requestFx.fail,
    filter: ({ params, error }) => error.kind === 'warning' && !params.silent,
    fn: ({ params, error }) => ({ messages: dialogMessagesOf(error.body, showsField(params.shownFields, params.payload)), fieldWarnings: error.fieldWarnings }),
  }),
  filter: ({ messages }) => messages.length > 0,
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
// Why the latest request failed (no connection, the server, an unreadable answer): in-place error states say it.
sample({
  clock: requestFx.failData,
  filter: (error) => failureReasonOf(error) !== null,
  fn: (error) => failureReasonOf(error) as FailureReason,
  target: lastFailureReported,
});
sample({
  clock: requestFx.fail,
  filter: ({ error }) => error.kind === 'not-found',
  fn: ({ params }) => ({ path: params.path }),
  target: notFoundReceived,
});
