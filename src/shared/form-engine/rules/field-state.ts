import type { FieldDescriptor } from '@/shared/api';
import { conditionsHold, type Values } from './conditions';
import { rulesOf } from './descriptors';
import { fromWire, type FieldValue, type FormValues } from './values';
import { resolveMinDate } from './dates';

/**
 * Where a field stands with the current values: shown or not, editable or not, the earliest date it takes,
 * and whether its value is sent. The order of authority, last word first:
 * 1. the on-change answer's fieldRules (visible / disabled) — the server saw the whole form;
 * 2. `conditions` of the field — it is shown only while they hold;
 * 3. `field_rules` whose `when` holds (no `when`: always), later rules winning — visible, disabled, min;
 * 4. the descriptor: `display` (shown), `editable`.
 */
export interface ServerOverride {
  visible?: boolean | null;
  disabled?: boolean | null;
}

export interface FieldState {
  visible: boolean;
  disabled: boolean;
  /** YYYY-MM-DD: earlier days are disabled in the picker and refused by validation. */
  minDate: string | null;
  /** Sent with the form: shown, or a server carrier (`display: 0`) that nothing hides. */
  sent: boolean;
}

type Described = Pick<FieldDescriptor, 'display' | 'editable' | 'conditions' | 'field_rules'>;

export function resolveFieldState(descriptor: Described, values: Values, override: ServerOverride | undefined, today: Date): FieldState {
  let ruleVisible: boolean | null = null;
  let disabled = !descriptor.editable;
  let min: string | null = null;
  for (const rule of rulesOf(descriptor)) {
    if (!conditionsHold(rule.when, values)) continue;
    if (rule.visible !== null && rule.visible !== undefined) ruleVisible = rule.visible;
    if (rule.disabled !== null && rule.disabled !== undefined) disabled = rule.disabled;
    if (rule.min) min = rule.min;
  }
  const byConditions = conditionsHold(descriptor.conditions, values);
  const overrideVisible = override?.visible ?? null;
  const visible = overrideVisible ?? (byConditions && (ruleVisible ?? descriptor.display));
  if (override?.disabled !== null && override?.disabled !== undefined) disabled = override.disabled;
  const carrier = !descriptor.display && byConditions && ruleVisible !== false && overrideVisible !== false;
  return { visible, disabled, minDate: resolveMinDate(min, today), sent: visible || carrier };
}

/** The index of the last rule that applies now and carries a `value`, or null. */
export function activeValueRule(descriptor: Pick<FieldDescriptor, 'field_rules'>, values: Values): number | null {
  let active: number | null = null;
  rulesOf(descriptor).forEach((rule, index) => {
    if (rule.value !== undefined && conditionsHold(rule.when, values)) active = index;
  });
  return active;
}

export type ActiveValueRules = Record<string, number | null>;

const sameValue = (a: FieldValue | undefined, b: FieldValue) => JSON.stringify(a ?? null) === JSON.stringify(b);

/**
 * `field_rules.value`: a rule's value is written into its field when the rule starts to apply (on load, or
 * when a change elsewhere makes its `when` hold) — not on every change, so the user can still edit the field
 * afterwards. Rules that react to values set by other rules are followed, at most 3 rounds (no loops).
 */
export function applyRuleValues(
  descriptors: readonly FieldDescriptor[],
  values: FormValues,
  active: ActiveValueRules,
): { values: FormValues; active: ActiveValueRules } {
  let nextValues = values;
  const nextActive: ActiveValueRules = { ...active };
  for (let round = 0; round < 3; round += 1) {
    let changed = false;
    for (const descriptor of descriptors) {
      const name = descriptor.FIELD_NAME;
      const index = activeValueRule(descriptor, nextValues);
      if (index === (nextActive[name] ?? null)) continue;
      nextActive[name] = index;
      if (index === null) continue;
      const value = fromWire(descriptor, rulesOf(descriptor)[index]?.value);
      if (!sameValue(nextValues[name], value)) {
        nextValues = { ...nextValues, [name]: value };
        changed = true;
      }
    }
    if (!changed) break;
  }
  return { values: nextValues, active: nextActive };
}
