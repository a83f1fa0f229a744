import * as v from 'valibot';
import { phoneToWire, uploadedFileSchema, type FieldDescriptor, type UploadedFile } from '@/shared/api';
import { nextDateText, normalizeDateValue } from './dates';
import { prop } from './descriptors';
import { fieldKind, isValueless, type FieldKind } from './field-kind';
import { nextPhoneText, phoneFromWire } from './phone';

/**
 * Field values, in two forms:
 * - as the field holds them (`FieldValue`): text, a number while typed, a boolean, a list of choices, the
 *   uploaded files;
 * - as they are sent (`WireValues`, public-site.md §5): checkbox 1/0, multi-choice comma-joined, phone
 *   `+374 (0xx) rest` (shared/api/phone.ts) and left out when empty, dates DD/MM/YYYY (DD/MM/YYYY HH:mm),
 *   numbers as numbers, files as their ids comma-joined, empty as null.
 */
export type FieldValue = string | number | boolean | string[] | UploadedFile[] | null;
export type FormValues = Record<string, FieldValue>;
export type WireValue = string | number | null;
export type WireValues = Record<string, WireValue>;

type Described = Pick<FieldDescriptor, 'FIELD_NAME' | 'TYPE' | 'type_view' | 'API' | 'DICTIONVALUES' | 'SUBTYPE' | 'propsData'>;

const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || (typeof value === 'string' && value.toLowerCase() === 'true');

const toText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

const uploadedList = (value: unknown): UploadedFile[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = v.safeParse(uploadedFileSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
};

/** The empty value of a kind. */
export function emptyValue(kind: FieldKind): FieldValue {
  switch (kind) {
    case 'checkbox':
    case 'switch':
      return false;
    case 'multiselect':
    case 'file':
    case 'files':
      return [];
    case 'span':
    case 'button':
      return null;
    default:
      return '';
  }
}

/** A value from the server (descriptor `value`, a saved form, an on-change answer, a prefill) as the field holds it. */
export function fromWire(descriptor: Described, raw: unknown): FieldValue {
  const kind = fieldKind(descriptor);
  if (raw === undefined || raw === null) return emptyValue(kind);
  switch (kind) {
    case 'checkbox':
    case 'switch':
      return isTrue(raw);
    case 'multiselect':
      if (Array.isArray(raw)) return raw.map(toText).filter(Boolean);
      return toText(raw).split(',').map((item) => item.trim()).filter(Boolean);
    case 'file':
    case 'files':
      return uploadedList(raw);
    case 'date':
    case 'datetime':
      return normalizeDateValue(raw, kind);
    case 'phone':
      return phoneFromWire(raw);
    case 'integer':
    case 'decimal': {
      const number = typeof raw === 'number' ? raw : Number(toText(raw).replace(',', '.'));
      return toText(raw).trim() === '' || !Number.isFinite(number) ? '' : number;
    }
    case 'span':
    case 'button':
      return null;
    default:
      return toText(raw);
  }
}

/** The value a field starts with: its descriptor's `value`, else empty. */
export const initialValue = (descriptor: Described & { value?: unknown }): FieldValue => fromWire(descriptor, descriptor.value);

/**
 * What a field holds after the user changed it to `input`, given what it held (`previous`): the entry rules
 * of dates and phones (refused input keeps `previous`), digits-only for `number`, and plain types elsewhere.
 */
export function acceptInput(descriptor: Described, previous: FieldValue, input: unknown): FieldValue {
  const kind = fieldKind(descriptor);
  const before = typeof previous === 'string' ? previous : '';
  switch (kind) {
    case 'date':
    case 'datetime':
      return nextDateText(before, toText(input), kind);
    case 'phone':
      return nextPhoneText(before, toText(input));
    case 'digits': {
      const text = toText(input);
      const max = prop<number>(descriptor, 'maxLength');
      if (!/^\d*$/.test(text)) return previous;
      return typeof max === 'number' && text.length > max ? previous : text;
    }
    case 'checkbox':
    case 'switch':
      return Boolean(input);
    case 'multiselect':
      return Array.isArray(input) ? input.map(toText).filter(Boolean) : [];
    case 'integer':
    case 'decimal':
      return typeof input === 'number' ? input : toText(input);
    case 'file':
    case 'files':
      return uploadedList(input);
    case 'span':
    case 'button':
      return null;
    default:
      return toText(input);
  }
}

/** Decimals of a float field: SUBTYPE (default 2). */
export function decimalsOf(descriptor: Pick<FieldDescriptor, 'SUBTYPE'>): number {
  if (descriptor.SUBTYPE === null || descriptor.SUBTYPE === undefined || descriptor.SUBTYPE === '') return 2;
  const value = Number(descriptor.SUBTYPE);
  return Number.isInteger(value) && value >= 0 && value <= 10 ? value : 2;
}

/** One field's value as it is sent. */
export function toWire(descriptor: Described, value: FieldValue): WireValue {
  const kind = fieldKind(descriptor);
  switch (kind) {
    case 'checkbox':
    case 'switch':
      return value === true ? 1 : 0;
    case 'multiselect':
      return Array.isArray(value) && value.length > 0 ? (value as string[]).join(',') : null;
    case 'file':
    case 'files':
      return Array.isArray(value) && value.length > 0 ? (value as UploadedFile[]).map((file) => file.id).join(',') : null;
    case 'phone':
      return typeof value === 'string' ? (phoneToWire(value) ?? null) : null;
    case 'integer':
    case 'decimal': {
      if (value === '' || value === null || typeof value === 'boolean' || Array.isArray(value)) return null;
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      if (!Number.isFinite(number)) return null;
      return kind === 'integer' ? Math.trunc(number) : Number(number.toFixed(decimalsOf(descriptor)));
    }
    case 'password':
      return typeof value === 'string' && value !== '' ? value : null;
    default: {
      const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
      return text === '' ? null : text;
    }
  }
}

/**
 * The whole form as it is sent (public-site.md §5). `include` says which fields take part (the model passes
 * the fields that are shown, and server carriers with `display: 0`); span and button fields never do.
 */
export function shapeFormValues(
  descriptors: readonly Described[],
  values: FormValues,
  include: (name: string) => boolean = () => true,
): WireValues {
  const result: WireValues = {};
  for (const descriptor of descriptors) {
    const name = descriptor.FIELD_NAME;
    const kind = fieldKind(descriptor);
    if (isValueless(kind) || !include(name)) continue;
    const wire = toWire(descriptor, values[name] ?? emptyValue(kind));
    // A phone is sent only when there is a number (customer-portal.md §5): an empty one is left out, not null.
    if (kind === 'phone' && wire === null) continue;
    result[name] = wire;
  }
  return result;
}

/** The values without nulls (the calculators' payload: "the form values minus nulls"). */
export function withoutNulls(values: WireValues): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== null) result[key] = value;
  return result;
}
