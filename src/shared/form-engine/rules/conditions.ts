import type { Condition } from '@/shared/api';
import { toIsoDate } from './dates';

/**
 * Conditions of `field_rules.when`, field `conditions` and option `conditions`, evaluated against the
 * current form values (as the fields hold them: booleans, strings, lists).
 *
 * Comparison is loose, as the backend writes flags and ids in several ways: true ≡ 1 ≡ "1", false ≡ 0 ≡ "0",
 * numbers ≡ their text, null/undefined ≡ "". A list value (multi-select) equals a value it contains.
 * gt/gte/lt/lte compare numbers, or dates (DD/MM/YYYY or ISO), and are false for anything else.
 */
export type Values = Record<string, unknown>;

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  return String(value);
}

export function looseEqual(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => looseEqual(item, expected));
  return scalarText(actual) === scalarText(expected);
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A number, or a date as a sortable number (YYYYMMDD), or null. */
function comparable(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : toIsoDate(text.slice(0, 10));
  return iso ? Number(iso.replace(/-/g, '')) : null;
}

function compare(actual: unknown, expected: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = comparable(actual);
  const b = comparable(expected);
  return a !== null && b !== null && test(a, b);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]);

export function conditionHolds(condition: Condition, values: Values): boolean {
  const actual = values[condition.field];
  switch (condition.op) {
    case 'eq':
      return looseEqual(actual, condition.value);
    case 'neq':
      return !looseEqual(actual, condition.value);
    case 'in':
      return asList(condition.value).some((item) => looseEqual(actual, item));
    case 'nin':
      return !asList(condition.value).some((item) => looseEqual(actual, item));
    case 'gt':
      return compare(actual, condition.value, (a, b) => a > b);
    case 'gte':
      return compare(actual, condition.value, (a, b) => a >= b);
    case 'lt':
      return compare(actual, condition.value, (a, b) => a < b);
    case 'lte':
      return compare(actual, condition.value, (a, b) => a <= b);
    case 'empty':
      return isEmptyValue(actual);
    case 'filled':
      return !isEmptyValue(actual);
    default:
      return false;
  }
}

/** Every condition holds (none given: true). */
export function conditionsHold(conditions: Condition | readonly Condition[] | null | undefined, values: Values): boolean {
  if (!conditions) return true;
  const list = Array.isArray(conditions) ? conditions : [conditions as Condition];
  return list.every((condition) => conditionHolds(condition, values));
}

/** The FIELD_NAMEs a set of conditions reads. */
export function conditionFields(conditions: Condition | readonly Condition[] | null | undefined): string[] {
  if (!conditions) return [];
  return (Array.isArray(conditions) ? conditions : [conditions as Condition]).map((condition) => condition.field);
}
