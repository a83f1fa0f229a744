/**
 * The error catalogue of the specification (public-site.md §8, customer-portal.md §8), in one place with
 * `classify.ts`: here the error and the body's messages; there `classifyResponse`, which turns an HTTP answer into what
 * the product does about it (only the HTTP layer, loaded on the first request, needs it: not in the first render). The
 * effects in `transport.ts` act on the result and the app layer shows dialogs, toasts and redirects.
 */

/** Body keys that carry messages for the user, in the order they are listed. */
export const WARNING_KEYS = ['detail', 'warning', 'warnings', 'warning_d', 'front_warning', 'error'] as const;

export type FieldWarnings = Record<string, string[]>;

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every readable string inside a message value (string, list, or object of either). */
export function texts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (isRecord(value)) return Object.values(value).flatMap(texts);
  return [];
}

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

