import * as v from 'valibot';
import { fieldDescriptorSchema, type FieldDescriptor, type FieldRule } from '@/shared/api';

/**
 * Descriptor lists from the server, parsed item by item: a descriptor that does not parse is reported
 * (and left out) while the others render. Fields not GRANTED and options flagged not visible are dropped
 * here, once (public-site.md §3, §6).
 */
export interface DescriptorProblem {
  /** Position in the server's list (-1: the list itself). */
  index: number;
  reason: 'invalid' | 'duplicate' | 'not-a-list';
  id: string | null;
  name: string | null;
  type: string | null;
  /** "TYPE: Invalid type: Expected (…) but received "colour"" */
  issues: string[];
}

export interface ParsedDescriptors {
  fields: FieldDescriptor[];
  problems: DescriptorProblem[];
  /** FIELD_NAMEs dropped because the server did not grant them (for debugging; not a problem). */
  notGranted: string[];
}

const peek = (item: unknown, key: string): string | null => {
  if (typeof item !== 'object' || item === null) return null;
  const value = (item as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

export function parseDescriptors(raw: unknown): ParsedDescriptors {
  const result: ParsedDescriptors = { fields: [], problems: [], notGranted: [] };
  if (!Array.isArray(raw)) {
    if (raw !== null && raw !== undefined) {
      result.problems.push({ index: -1, reason: 'not-a-list', id: null, name: null, type: null, issues: [`Expected a list, received ${typeof raw}`] });
    }
    return result;
  }
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const parsed = v.safeParse(fieldDescriptorSchema, item);
    const where = { index, id: peek(item, 'ID'), name: peek(item, 'FIELD_NAME'), type: peek(item, 'TYPE') };
    if (!parsed.success) {
      result.problems.push({
        ...where,
        reason: 'invalid',
        issues: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(item)'}: ${issue.message}`),
      });
      return;
    }
    const field = parsed.output;
    if (!field.GRANTED) {
      result.notGranted.push(field.FIELD_NAME);
      return;
    }
    if (seen.has(field.FIELD_NAME)) {
      result.problems.push({ ...where, reason: 'duplicate', issues: [`FIELD_NAME "${field.FIELD_NAME}" appears more than once`] });
      return;
    }
    seen.add(field.FIELD_NAME);
    result.fields.push({ ...field, DICTIONVALUES: (field.DICTIONVALUES ?? []).filter((option) => option.visible) });
  });
  return result;
}

/** field_rules as a list (one rule or several; later ones win). */
export function rulesOf(descriptor: Pick<FieldDescriptor, 'field_rules'>): FieldRule[] {
  const rules = descriptor.field_rules;
  if (!rules) return [];
  return Array.isArray(rules) ? rules : [rules as FieldRule];
}

/**
 * `dynamicItems` read as "this field is an on-change initiator": truthy means yes — 1, "1", true, a
 * non-empty list (of the fields it affects) or object; 0, "0", false, "", [], null and absence mean no.
 */
export function isInitiator(descriptor: Pick<FieldDescriptor, 'dynamicItems'>): boolean {
  const value = descriptor.dynamicItems;
  if (value === null || value === undefined || value === false || value === 0) return false;
  if (typeof value === 'string') return value.trim() !== '' && value.trim() !== '0' && value.trim().toLowerCase() !== 'false';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** A propsData entry, typed loosely. */
export function prop<T = unknown>(descriptor: Pick<FieldDescriptor, 'propsData'>, key: string): T | undefined {
  return descriptor.propsData?.[key] as T | undefined;
}
