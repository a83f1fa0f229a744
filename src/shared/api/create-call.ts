import { createEffect, type Effect } from 'effector';
import type * as v from 'valibot';
import type { ApiError } from './errors';
import type { Payload } from './payload';
import type { ClientName, Idempotence, Method, SchemaSource, ShownFields } from './request';
import { apiRequestFx } from './transport';

interface CallSpec<S extends v.GenericSchema> {
  client: ClientName;
  path: string;
  /** The answer's schema, or `() => import(...)` of it for calls the shell makes (keeps valibot out of the entry). */
  schema: SchemaSource<S>;
  method?: Method;
  /**
   * What sending it again does: 'read' (changes nothing) or its row of once-per-payload.ts (a write the backend applies once per payload).
   * Those are retried on a network failure, a timeout or a 5xx; a call without it is a write, sent once
   * (policy.ts, docs/decisions/retries-and-timeouts.md). A GET is a read without saying so.
   */
  idempotent?: Idempotence;
  notFoundRedirect?: boolean;
  multipart?: boolean;
  silent?: boolean | 'failures';
  /** The `warning_d` fields its forms show under them (request.ts): those messages open no warning dialog. */
  shownFields?: ShownFields;
}

/**
 * Every call of both clients, as defined (the app never reads it): docs/api/openapi.json is checked against it, so a
 * call cannot exist without a documented request and answer (scripts/api-doc/openapi.test.ts).
 */
export interface RegisteredCall {
  client: ClientName;
  method: Method;
  /** The path, or the paths a dynamic call is used with (templates as `/api/interface/form/{id}`). */
  paths: readonly string[];
  /** The answer's schema (or its loader): the document's answer must be this very schema. */
  schema: SchemaSource | null;
}
export const callRegistry: RegisteredCall[] = [];
export const registerCall = (call: RegisteredCall) => {
  callRegistry.push(call);
};

/** Only plain objects are payloads: a stray click event or a string must never reach the wire. */
const asPayload = (value: unknown): Payload | undefined =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype ? (value as Payload) : undefined;

/**
 * A call whose path depends on the payload (for example `/api/interface/form/{id}`): an effect taking
 * `{ path, payload }` and resolving with the parsed answer. Everything else (headers, token, catalogue,
 * validation) happens in `requestFx`.
 */
export function createDynamicCall<S extends v.GenericSchema, P extends { path: string; payload?: Payload; onUploadProgress?: (fraction: number) => void; ahead?: boolean }>(
  spec: Omit<CallSpec<S>, 'path'> & {
    /** The paths this call is made with, as docs/api/openapi.json names them (templates for parameters). */
    paths: readonly string[];
  },
): Effect<P, v.InferOutput<S>, ApiError> {
  register(spec, spec.paths);
  return createEffect<P, v.InferOutput<S>, ApiError>(({ path, payload, onUploadProgress, ahead }) => send(spec, path, payload, onUploadProgress, ahead));
}

/** Puts a call in the registry the OpenAPI check reads. */
const register = (spec: Omit<CallSpec<v.GenericSchema>, 'path'>, paths: readonly string[]) =>
  registerCall({ client: spec.client, method: spec.method ?? 'POST', paths, schema: spec.schema });

/** One request of a call through `apiRequestFx`, resolving with the parsed answer. */
async function send<S extends v.GenericSchema>(spec: Omit<CallSpec<S>, 'path'>, path: string, payload: unknown, onUploadProgress?: (fraction: number) => void, ahead?: boolean) {
  const result = await apiRequestFx({
    client: spec.client,
    method: spec.method ?? 'POST',
    path,
    idempotent: spec.idempotent,
    schema: spec.schema,
    payload: asPayload(payload),
    notFoundRedirect: spec.notFoundRedirect,
    multipart: spec.multipart,
    // A read made ahead says nothing: the call it was made for shows what fails then.
    silent: ahead ? true : spec.silent,
    shownFields: spec.shownFields,
    onUploadProgress,
    ahead,
  });
  return result.data as v.InferOutput<S>;
}

/**
 * A typed call of one endpoint: `createDynamicCall` with its path fixed, taking the payload itself. One effect per
 * call: an effect is effector's heaviest unit (about ten graph nodes), and the portal's chunks define ~90 calls when
 * they are evaluated on the first load (docs/decisions/one-render-per-language.md).
 */
export function createCall<S extends v.GenericSchema, P extends Payload | void = void>(
  spec: CallSpec<S>,
): Effect<P, v.InferOutput<S>, ApiError> {
  const { path, ...rest } = spec;
  register(spec, [path]);
  return createEffect<P, v.InferOutput<S>, ApiError>((payload) => send(rest, path, payload));
}
