import { isValidTime, parseDateText } from './dates';
import type { FieldKind } from './field-kind';
import type { FieldValue } from './values';

/** Kinds the user changes in one gesture (no typing): a pick, a tick, a choice, a file. */
export const CHOICE_KINDS: readonly FieldKind[] = ['checkbox', 'switch', 'select', 'search', 'multiselect', 'radio', 'segmented', 'file', 'files'];

export const isChoiceKind = (kind: FieldKind) => CHOICE_KINDS.includes(kind);

/**
 * Whether an initiator's change asks the server at once rather than after the typing pause (REQUEST_DEBOUNCE_MS):
 * a choice is one gesture, and a whole date or time (picked in the calendar, or its last digit typed: nothing more
 * fits) is final. Text, numbers, phones and half-typed dates wait for the next key.
 */
export function changeSendsAtOnce(kind: FieldKind, value: FieldValue): boolean {
  if (isChoiceKind(kind)) return true;
  if (typeof value !== 'string') return false;
  if (kind === 'date' || kind === 'datetime') return parseDateText(value, kind) !== null;
  if (kind === 'time') return isValidTime(value);
  return false;
}
