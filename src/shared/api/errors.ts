import { SUCCESS_TOAST_MS } from '@/shared/config';
/**
 * The error catalogue of the specification (public-site.md §8, customer-portal.md §8), in one place.
 * `classifyResponse` turns an HTTP answer into what the product does about it; the effects in
 * `transport.ts` act on the result and the app layer shows dialogs, toasts and redirects.
 */

/** Body keys that carry messages for the user, in the order they are listed. */
export const WARNING_KEYS = ['detail', 'warning', 'warnings', 'warning_d', 'front_warning', 'error'] as const;

export type FieldWarnings = Record<string, string[]>;

export type Outcome =
  | { kind: 'ok'; successMessage?: { text: string; autoCloseMs: number | false } }
  | { kind: 'unauthorized' }
  | { kind: 'warning'; messages: string[]; fieldWarnings: FieldWarnings }
  | { kind: 'server-error'; messages: string[] }
  | { kind: 'not-found' }
  | { kind: 'other' };

export type ApiErrorKind =
  | 'unauthorized'
  | 'warning'
  | 'server-error'
  | 'not-found'
  | 'cancelled'
  | 'network'
  | 'invalid-response'
  | 'other';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  readonly messages: string[];
  readonly fieldWarnings: FieldWarnings;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    body?: unknown;
    messages?: string[];
    fieldWarnings?: FieldWarnings;
    message?: string;
  }) {
    super(init.message ?? init.messages?.join('\n') ?? init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.body = init.body;
    this.messages = init.messages ?? [];
    this.fieldWarnings = init.fieldWarnings ?? {};
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every readable string inside a message value (string, list, or object of either). */
function texts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (isRecord(value)) return Object.values(value).flatMap(texts);
  return [];
}

export const hasWarningKeys = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && WARNING_KEYS.some((key) => key in body && body[key] !== null && body[key] !== undefined);

/** warning_d: `{ FIELD_NAME: "text" | ["text", …] }` → per-field lists. */
export function fieldWarningsOf(body: unknown): FieldWarnings {
  if (!isRecord(body) || !isRecord(body.warning_d)) return {};
  const result: FieldWarnings = {};
  for (const [field, value] of Object.entries(body.warning_d)) {
    const list = texts(value);
    if (list.length) result[field] = list;
  }
  return result;
}

/** Every message of the body's warning keys, de-duplicated, in key order. */
export function messagesOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const all = WARNING_KEYS.flatMap((key) => texts(body[key]));
  return [...new Set(all)];
}

/**
 * The messages of a 400 that the warning dialog lists (spec §8: the dialog is for messages that have no field):
 * every message of the body except the `warning_d` entries of fields the caller shows under them, and no text one
 * of those fields already shows. Empty: every message stands under its field, and no dialog opens.
 */
export function dialogMessagesOf(body: unknown, isShown: (field: string) => boolean): string[] {
  if (!isRecord(body)) return [];
  const warnings = fieldWarningsOf(body);
  const underFields = new Set(Object.entries(warnings).flatMap(([field, list]) => (isShown(field) ? list : [])));
  const unshownFieldTexts = Object.entries(warnings).flatMap(([field, list]) => (isShown(field) ? [] : list));
  const all = WARNING_KEYS.flatMap((key) => (key === 'warning_d' ? unshownFieldTexts : texts(body[key])));
  return [...new Set(all)].filter((text) => !underFields.has(text));
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
