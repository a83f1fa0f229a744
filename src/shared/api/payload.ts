/** Payload shaping shared by both clients (public-site.md §7). */

export type Payload = Record<string, unknown>;
export type WireValue = string | number | Blob | Array<string | number | Blob> | Record<string, unknown> | null;

/** Drops undefined values and sends booleans as 1 / 0, at the top level and inside nested objects. */
export function shapePayload(payload: Payload | undefined): Record<string, WireValue> {
  const result: Record<string, WireValue> = {};
  if (!payload) return result;
  for (const [key, value] of Object.entries(payload)) {
    const shaped = shapeValue(value);
    if (shaped !== undefined) result[key] = shaped;
  }
  return result;
}

function shapeValue(value: unknown): WireValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (Array.isArray(value)) {
    const items: Array<string | number | Blob> = [];
    for (const item of value.map(shapeValue)) {
      if (typeof item === 'string' || typeof item === 'number' || (typeof Blob !== 'undefined' && item instanceof Blob)) items.push(item);
    }
    return items;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return shapePayload(value as Payload);
  return String(value);
}

/** Multipart body of the content client: scalars as text, files as parts, lists repeated under `name[]`. */
export function toFormData(payload: Record<string, WireValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) appendPart(form, `${key}[]`, item);
    } else if (typeof value === 'object' && !(value instanceof Blob)) {
      form.append(key, JSON.stringify(value));
    } else {
      appendPart(form, key, value);
    }
  }
  return form;
}

function appendPart(form: FormData, key: string, value: string | number | Blob) {
  if (value instanceof Blob) {
    form.append(key, value, value instanceof File ? value.name : 'blob');
  } else {
    form.append(key, String(value));
  }
}
