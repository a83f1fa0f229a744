import { SUCCESS_TOAST_MS } from '@/shared/config';
import { fieldWarningsOf, isRecord, texts, WARNING_KEYS, type FieldWarnings } from './errors';

/**
 * The error catalogue's reading of an HTTP answer (public-site.md §8, customer-portal.md §8; errors.ts holds the rest):
 * `classifyResponse` turns a status and body into what the product does about it. Only the modules that receive
 * answers use it (wire.ts, the HTTP layer loaded on the first request, and the PDF download), so it is not part of
 * the first render (docs/decisions/router-budget-128kb.md).
 */
export type Outcome =
  | { kind: 'ok'; successMessage?: { text: string; autoCloseMs: number | false } }
  | { kind: 'unauthorized' }
  | { kind: 'warning'; messages: string[]; fieldWarnings: FieldWarnings }
  | { kind: 'server-error'; messages: string[] }
  | { kind: 'not-found' }
  | { kind: 'other' };

export const hasWarningKeys = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && WARNING_KEYS.some((key) => key in body && body[key] !== null && body[key] !== undefined);

/** Every message of the body's warning keys, de-duplicated, in key order. */
export function messagesOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const all = WARNING_KEYS.flatMap((key) => texts(body[key]));
  return [...new Set(all)];
}

export function classifyResponse(input: { status: number; method: string; body: unknown; notFoundRedirect?: boolean }): Outcome {
  const { status, body } = input;
  const method = input.method.toUpperCase();
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 404 && (input.notFoundRedirect ?? method === 'GET')) return { kind: 'not-found' };
  if (status === 400 && hasWarningKeys(body)) {
    return { kind: 'warning', messages: messagesOf(body), fieldWarnings: fieldWarningsOf(body) };
  }
  if (status >= 500) return { kind: 'server-error', messages: messagesOf(body) };
  if (status >= 200 && status < 300) {
    if ((status === 200 || status === 202) && isRecord(body) && typeof body.message === 'string' && body.message.trim()) {
      return { kind: 'ok', successMessage: { text: body.message.trim(), autoCloseMs: status === 200 ? SUCCESS_TOAST_MS : false } };
    }
    return { kind: 'ok' };
  }
  return { kind: 'other' };
}
