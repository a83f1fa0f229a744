import type { FieldDescriptor } from '@/shared/api';
import { isEmptyValue } from './conditions';
import type { FieldKind } from './field-kind';

/**
 * Layout of the dynamic forms: a 24-column grid (public-site.md §3), each field xs 24 / lg 12 unless its
 * descriptor's `col` says otherwise. `col` is one number (the lg span; phones stay 24) or per breakpoint
 * ({ xs, sm, md, lg }); xs is Mantine's `base` (the smallest screens). Text blocks, long text and file lists
 * default to the full width.
 */
export const GRID_COLUMNS = 24;

/** A type alias (not an interface), so it fits Mantine's responsive `span` prop. */
export type ColumnSpan = {
  base: number;
  sm?: number;
  md?: number;
  lg: number;
};

const clampSpan = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? undefined : Math.min(GRID_COLUMNS, Math.max(1, Math.round(value)));

const FULL_WIDTH_KINDS: readonly FieldKind[] = ['span', 'textarea', 'files'];

export function columnSpan(col: FieldDescriptor['col'], kind: FieldKind): ColumnSpan {
  const lgDefault = FULL_WIDTH_KINDS.includes(kind) ? GRID_COLUMNS : GRID_COLUMNS / 2;
  if (col === null || col === undefined) return { base: GRID_COLUMNS, lg: lgDefault };
  if (typeof col === 'number') return { base: GRID_COLUMNS, lg: clampSpan(col) ?? lgDefault };
  const span: ColumnSpan = { base: clampSpan(col.xs) ?? GRID_COLUMNS, lg: clampSpan(col.lg) ?? lgDefault };
  const sm = clampSpan(col.sm);
  const md = clampSpan(col.md);
  if (sm !== undefined) span.sm = sm;
  if (md !== undefined) span.md = md;
  return span;
}

/** Floating labels are raised when the field is focused or holds a value (public-site.md §4), or always when the field shows a fixed prefix. */
export function isLabelRaised(input: { focused: boolean; value: unknown; hasPrefix?: boolean }): boolean {
  return input.focused || Boolean(input.hasPrefix) || !isEmptyValue(input.value);
}
