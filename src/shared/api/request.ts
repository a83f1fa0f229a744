import type * as v from 'valibot';
import type { Lang } from '@/shared/i18n';
import type { OncePerPayload } from './once-per-payload';
import type { Payload } from './payload';

/**
 * What a request is and what it returns: the contract between the HTTP effect (transport.ts) and the
 * exchange itself (wire.ts), so neither imports the other's module for it.
 */

/** The two backends, and `site`: the product's own host (`/client-info`, answered by nginx; docs/decisions/session-client-info.md). */
export type ClientName = 'content' | 'application' | 'site';

/** Which `warning_d` fields a call's caller shows under its fields: a list, or every field of the payload. */
export type ShownFields = readonly string[] | 'payload';
export type Method = 'GET' | 'POST';
/**
 * What sending a call again does (docs/decisions/retries-and-timeouts.md): 'read' — nothing changes; a row of
 * once-per-payload.ts — a write the backend applies once per payload, a repeat answering as the first did. Absent:
 * a write that is never repeated automatically.
 */
export type Idempotence = 'read' | OncePerPayload;

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
  /** A 404 here means "this page does not exist": go to /notfound (GET: unless a call sets it to false). */
  notFoundRedirect?: boolean;
  /** Send the payload as multipart even on the application client (file uploads). */
  multipart?: boolean;
  /**
   * No dialog or toast for this call's failures (the caller shows or logs them); a 401 still ends the session.
   * `true` silences its success toast too; `'failures'` keeps it (the caller shows failures, not successes).
   */
  silent?: boolean | 'failures';
  /**
   * The `warning_d` fields the caller shows under its fields (`payload`: every field it sent): their messages are
   * not listed in the warning dialog again, and a 400 whose messages all stand under fields opens none.
   */
  shownFields?: ShownFields;
  /**
   * A read made before it is needed (a wizard's next step): silent, and its answer is kept for the identical call
   * that comes within `READ_AHEAD_KEEP_MS`, once (wire.ts `sendShared`).
   */
  ahead?: boolean;
  /** Whether the transport may send it again by itself (policy.ts). */
  idempotent?: Idempotence;
  signal?: AbortSignal;
  /** Upload progress of a multipart request, 0–1 (sent over XMLHttpRequest: fetch has no upload progress). */
  onUploadProgress?: (fraction: number) => void;
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
