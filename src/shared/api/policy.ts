import { isOncePerPayload } from './once-per-payload';
import type { Idempotence, Method } from './request';

/**
 * How long a call may take and whether the transport sends it again by itself (docs/decisions/retries-and-timeouts.md).
 * A call definition says what repeating it does (`idempotent` in create-call.ts); this is the one table that turns
 * that into a retry policy, carried out by ky's own retry (wire.ts):
 * - a read, and a write the backend applies once per payload, is sent again after a network failure, a timeout or
 *   a 5xx, at most `retries` times, with a growing pause;
 * - any other write is sent once: a failed press is the customer's to repeat ("Try again");
 * - every call ends by `totalMs` (pauses and repeats included) with the catalogue's error.
 */
export interface CallPolicy {
  /** Automatic repeats after a network failure, a timeout or a 5xx. */
  retries: number;
  /** One attempt's time limit. */
  attemptMs: number;
  /** The whole call's time limit, repeats and pauses included: by then the customer has an answer or the error. */
  totalMs: number;
}

/** Reads: three attempts of at most 8 s each, 20 s in all. */
export const READ_POLICY: CallPolicy = { retries: 2, attemptMs: 8_000, totalMs: 20_000 };
/** Writes the backend applies once per payload: the read's repeats, with a write's patience. */
export const IDEMPOTENT_WRITE_POLICY: CallPolicy = { retries: 2, attemptMs: 30_000, totalMs: 45_000 };
/** Other writes: one attempt. */
export const WRITE_POLICY: CallPolicy = { retries: 0, attemptMs: 30_000, totalMs: 30_000 };
/** Other multipart writes (files on a slow connection): one attempt, two minutes. */
export const UPLOAD_POLICY: CallPolicy = { retries: 0, attemptMs: 120_000, totalMs: 120_000 };

/** The pause before the n-th repeat (n from 1): 0.5 s, 1 s, 2 s …, each shortened by up to half at random (jitter). */
export const RETRY_BASE_DELAY_MS = 500;
export const retryDelayMs = (attempt: number) => RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
export const jitter = (delay: number) => delay / 2 + (Math.random() * delay) / 2;

/** Only these answers are worth another attempt (a 501 will not change). */
export const RETRY_STATUS_CODES = [500, 502, 503, 504];

/** What repeating a call does: its definition's word, and a GET is a read by HTTP's own rules. */
export const idempotenceOf = (request: { method: Method; idempotent?: Idempotence }): Idempotence | undefined =>
  request.idempotent ?? (request.method === 'GET' ? 'read' : undefined);

export function policyOf(request: { method: Method; idempotent?: Idempotence; multipart?: boolean }): CallPolicy {
  const idempotence = idempotenceOf(request);
  if (idempotence === 'read') return READ_POLICY;
  if (idempotence !== undefined && isOncePerPayload(idempotence)) return IDEMPOTENT_WRITE_POLICY;
  return request.multipart ? UPLOAD_POLICY : WRITE_POLICY;
}
