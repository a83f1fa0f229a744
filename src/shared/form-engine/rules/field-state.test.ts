import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { parseDescriptors } from './descriptors';
import { applyRuleValues, resolveFieldState } from './field-state';

const today = new Date(2026, 10, 22);
const one = (item: Partial<FieldDescriptorInput>) =>
  parseDescriptors([{ ID: 1, TEXT: 'X', FIELD_NAME: 'X', TYPE: 'str', ...item }]).fields[0]!;

describe('resolveFieldState: visible, disabled, min', () => {
  it.each<[string, Partial<FieldDescriptorInput>, Record<string, unknown>, { visible: boolean; disabled: boolean; sent: boolean }]>([
    ['a plain field', {}, {}, { visible: true, disabled: false, sent: true }],
    ['not editable', { editable: 0 }, {}, { visible: true, disabled: true, sent: true }],
    ['display 0: not shown, still sent (a carrier)', { display: 0 }, {}, { visible: false, disabled: false, sent: true }],
    ['conditions hold', { conditions: { field: 'P', value: 2 } }, { P: '2' }, { visible: true, disabled: false, sent: true }],
    ['conditions fail: hidden and not sent', { conditions: { field: 'P', value: 2 } }, { P: '3' }, { visible: false, disabled: false, sent: false }],
    ['a rule hides it', { field_rules: { visible: 0 } }, {}, { visible: false, disabled: false, sent: false }],
    [
      'a later rule shows it when its `when` holds',
      { field_rules: [{ visible: 0 }, { when: { field: 'OWNER', value: 0 }, visible: 1 }] },
      { OWNER: false },
      { visible: true, disabled: false, sent: true },
    ],
    [
      '… and not while it does not',
      { field_rules: [{ visible: 0 }, { when: { field: 'OWNER', value: 0 }, visible: 1 }] },
      { OWNER: true },
      { visible: false, disabled: false, sent: false },
    ],
    ['a rule disables it', { field_rules: { when: { field: 'T', op: 'neq', value: 3 }, disabled: 1 } }, { T: '1' }, { visible: true, disabled: true, sent: true }],
    ['a rule enables a non-editable field', { editable: 0, field_rules: { disabled: 0 } }, {}, { visible: true, disabled: false, sent: true }],
    ['conditions beat rules', { conditions: { field: 'P', value: 2 }, field_rules: { visible: 1 } }, { P: 3 }, { visible: false, disabled: false, sent: false }],
  ])('%s', (_, descriptor, values, expected) => {
    const state = resolveFieldState(one(descriptor), values, undefined, today);
    expect({ visible: state.visible, disabled: state.disabled, sent: state.sent }).toEqual(expected);
  });

  it('the on-change answer has the last word', () => {
    const hidden = one({ conditions: { field: 'P', value: 2 } });
    expect(resolveFieldState(hidden, { P: 3 }, { visible: true }, today).visible).toBe(true);
    expect(resolveFieldState(one({}), {}, { visible: false, disabled: true }, today)).toMatchObject({ visible: false, disabled: true, sent: false });
    expect(resolveFieldState(one({ editable: 0 }), {}, { disabled: false }, today).disabled).toBe(false);
  });

  it('min comes from the rules that apply, resolved to a day', () => {
    const descriptor = one({ TYPE: 'date', field_rules: [{ min: 'today' }, { when: { field: 'FAST', value: 1 }, min: 'today+7' }] });
    expect(resolveFieldState(descriptor, { FAST: false }, undefined, today).minDate).toBe('2026-11-22');
    expect(resolveFieldState(descriptor, { FAST: true }, undefined, today).minDate).toBe('2026-11-29');
  });
});

describe('applyRuleValues: field_rules.value', () => {
  const descriptors = parseDescriptors([
    { ID: 1, TEXT: 'Type', FIELD_NAME: 'CARTYPE', TYPE: 'radio' },
    { ID: 2, TEXT: 'Seats', FIELD_NAME: 'SEATS', TYPE: 'int', field_rules: [{ when: { field: 'CARTYPE', value: '1' }, value: 5 }, { when: { field: 'CARTYPE', value: '3' }, value: 30 }] },
    { ID: 3, TEXT: 'Big', FIELD_NAME: 'BIG', TYPE: 'bool', field_rules: { when: { field: 'SEATS', op: 'gt', value: 9 }, value: 1 } },
    { ID: 4, TEXT: 'Region', FIELD_NAME: 'REGION', TYPE: 'radio', field_rules: { value: 'YR' } },
  ]).fields;

  it('writes a rule value when the rule starts to apply, following rules that react to it', () => {
    const first = applyRuleValues(descriptors, { CARTYPE: '', SEATS: '', BIG: false, REGION: '' }, {});
    expect(first.values).toEqual({ CARTYPE: '', SEATS: '', BIG: false, REGION: 'YR' }); // a rule without `when`: the default
    const bus = applyRuleValues(descriptors, { ...first.values, CARTYPE: '3' }, first.active);
    expect(bus.values).toMatchObject({ SEATS: 30, BIG: true });
  });

  it('does not overwrite what the user typed while the same rule still applies', () => {
    const car = applyRuleValues(descriptors, { CARTYPE: '1', SEATS: '', BIG: false, REGION: '' }, {});
    expect(car.values.SEATS).toBe(5);
    const edited = applyRuleValues(descriptors, { ...car.values, SEATS: 4, REGION: 'SH' }, car.active);
    expect(edited.values).toMatchObject({ SEATS: 4, REGION: 'SH' });
  });
});
