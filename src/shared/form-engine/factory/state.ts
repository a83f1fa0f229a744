import type { FieldDescriptor } from '@/shared/api';
import { isInitiator, prop } from '../rules/descriptors';
import { applyRuleValues, resolveFieldState, type ActiveValueRules, type FieldState, type ServerOverride } from '../rules/field-state';
import { fieldKind, hasOptions } from '../rules/field-kind';
import type { FileProblem } from '../rules/files';
import { columnSpan } from '../rules/layout';
import { availableOptions, optionsFromDescriptor, type FieldOption } from '../rules/options';
import { IDLE_PROMO, validateField, type FieldError, type PromoState } from '../rules/validate';
import { emptyValue, fromWire, initialValue, shapeFormValues, toWire, type FieldValue, type FormValues, type WireValues } from '../rules/values';
import type { FieldView, OnChangeItem, OptionsRequest, OptionsStatus } from './types';

/**
 * The pure steps of the form model: what the values become when descriptors arrive, when the user changes a
 * field, when the server answers an on-change; which option lists to load; and every field's view.
 */

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const domId = (form: string, name: string) => `${form}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Values when descriptors arrive: a field keeps what it held if it is still there with the same kind
 * (a language reload keeps what the user typed), else the saved value (interface forms), else its initial
 * value; then rule values apply.
 */
export function valuesForDescriptors(input: {
  descriptors: readonly FieldDescriptor[];
  previous: { descriptors: readonly FieldDescriptor[]; values: FormValues };
  saved: Record<string, unknown> | null;
}): { values: FormValues; active: ActiveValueRules } {
  const previousKinds = new Map(input.previous.descriptors.map((descriptor) => [descriptor.FIELD_NAME, fieldKind(descriptor)]));
  const values: FormValues = {};
  for (const descriptor of input.descriptors) {
    const name = descriptor.FIELD_NAME;
    const kind = fieldKind(descriptor);
    if (previousKinds.get(name) === kind && name in input.previous.values) values[name] = input.previous.values[name] as FieldValue;
    else if (input.saved && name in input.saved) values[name] = fromWire(descriptor, input.saved[name]);
    else values[name] = initialValue(descriptor);
  }
  return applyRuleValues(input.descriptors, values, {});
}

export type OptionLists = Record<string, FieldOption[]>;
export type OptionStatuses = Record<string, OptionsStatus>;

/** The options a choice field offers now (before option conditions), or null while unknown. */
export function knownOptions(descriptor: FieldDescriptor, lists: OptionLists, statuses: OptionStatuses): FieldOption[] | null {
  if (!hasOptions(descriptor)) return null;
  if (descriptor.API) return statuses[descriptor.FIELD_NAME] === 'ready' ? (lists[descriptor.FIELD_NAME] ?? []) : null;
  return optionsFromDescriptor(descriptor.DICTIONVALUES);
}

/** A choice that is no longer on offer (option conditions, a reloaded list) is cleared. */
export function reconcileChoices(descriptors: readonly FieldDescriptor[], values: FormValues, lists: OptionLists, statuses: OptionStatuses): FormValues {
  let next = values;
  for (const descriptor of descriptors) {
    const options = knownOptions(descriptor, lists, statuses);
    if (!options) continue;
    const offered = new Set(availableOptions(options, next).map((option) => option.value));
    const name = descriptor.FIELD_NAME;
    const value = next[name];
    if (Array.isArray(value)) {
      const kept = (value as string[]).filter((item) => offered.has(item));
      if (kept.length !== value.length) next = { ...next, [name]: kept };
    } else if (typeof value === 'string' && value !== '' && !offered.has(value)) {
      next = { ...next, [name]: emptyValue(fieldKind(descriptor)) };
    }
  }
  return next;
}

/** Rule values, then choices: what follows any change of values. */
export function settleValues(input: {
  descriptors: readonly FieldDescriptor[];
  values: FormValues;
  active: ActiveValueRules;
  lists: OptionLists;
  statuses: OptionStatuses;
}): { values: FormValues; active: ActiveValueRules } {
  const ruled = applyRuleValues(input.descriptors, input.values, input.active);
  const reconciled = reconcileChoices(input.descriptors, ruled.values, input.lists, input.statuses);
  // A cleared choice may switch rules again (one more round is enough: rules themselves stop after 3).
  return reconciled === ruled.values ? ruled : applyRuleValues(input.descriptors, reconciled, ruled.active);
}

/**
 * The on-change answer applied: `value` (or `fieldRules.value`) sets the field's value — except for fields the
 * user changed since the request left (what they typed wins) — and `fieldRules` visible / disabled override the
 * field's own rules until the next answer about it. Fields the form does not have are ignored.
 */
export function applyOnChangeAnswer(input: {
  items: readonly OnChangeItem[];
  descriptors: readonly FieldDescriptor[];
  values: FormValues;
  overrides: Record<string, ServerOverride>;
  changedSinceRequest: readonly string[];
}): { values: FormValues; overrides: Record<string, ServerOverride> } {
  const byName = new Map(input.descriptors.map((descriptor) => [descriptor.FIELD_NAME, descriptor]));
  const skip = new Set(input.changedSinceRequest);
  let values = input.values;
  let overrides = input.overrides;
  for (const item of input.items) {
    const descriptor = byName.get(item.field);
    if (!descriptor) continue;
    const rules = item.fieldRules;
    if (rules && ((rules.visible ?? null) !== null || (rules.disabled ?? null) !== null)) {
      const previous = overrides[item.field] ?? {};
      overrides = {
        ...overrides,
        [item.field]: {
          visible: rules.visible ?? previous.visible ?? null,
          disabled: rules.disabled ?? previous.disabled ?? null,
        },
      };
    }
    const raw = item.value !== undefined ? item.value : rules?.value;
    if (raw !== undefined && !skip.has(item.field)) {
      const value = fromWire(descriptor, raw);
      if (!sameJson(values[item.field], value)) values = { ...values, [item.field]: value };
    }
  }
  return { values, overrides };
}

/** `propsData.params` with `"$FIELD"` references replaced by that field's value as it is sent. */
export function resolveParams(descriptor: FieldDescriptor, descriptors: readonly FieldDescriptor[], values: FormValues): Record<string, unknown> {
  const params = prop<Record<string, unknown>>(descriptor, 'params');
  if (!params || typeof params !== 'object') return {};
  const byName = new Map(descriptors.map((item) => [item.FIELD_NAME, item]));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.startsWith('$')) {
      const referenced = byName.get(value.slice(1));
      result[key] = referenced ? toWire(referenced, values[referenced.FIELD_NAME] ?? null) : null;
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** The fields whose option params read `name` (they reload when it changes). */
export function optionDependents(descriptors: readonly FieldDescriptor[], name: string): string[] {
  return descriptors
    .filter((descriptor) => {
      const params = prop<Record<string, unknown>>(descriptor, 'params');
      return Boolean(descriptor.API) && params !== undefined && Object.values(params ?? {}).includes(`$${name}`);
    })
    .map((descriptor) => descriptor.FIELD_NAME);
}

/** Requests for the option lists of `names` (all fields with an API when omitted). */
export function optionRequests(descriptors: readonly FieldDescriptor[], values: FormValues, names?: readonly string[]): OptionsRequest[] {
  const wanted = names ? new Set(names) : null;
  return descriptors
    .filter((descriptor) => Boolean(descriptor.API) && hasOptions(descriptor) && (!wanted || wanted.has(descriptor.FIELD_NAME)))
    .map((descriptor) => {
      const params = resolveParams(descriptor, descriptors, values);
      const path = descriptor.API as string;
      return {
        name: descriptor.FIELD_NAME,
        key: JSON.stringify([path, params]),
        path,
        params,
        valueKey: prop<string>(descriptor, 'valueKey') ?? null,
      };
    });
}

export interface StateSources {
  descriptors: FieldDescriptor[];
  values: FormValues;
  overrides: Record<string, ServerOverride>;
  today: Date | null;
}

/** Visible / disabled / min of every field. */
export function fieldStates({ descriptors, values, overrides, today }: StateSources): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  for (const descriptor of descriptors) {
    states[descriptor.FIELD_NAME] = resolveFieldState(descriptor, values, overrides[descriptor.FIELD_NAME], today ?? new Date(0));
  }
  // Without a known "today" (before the model read the clock), min rules wait.
  if (!today) for (const state of Object.values(states)) state.minDate = null;
  return states;
}

/** The fields whose values are sent: shown, or server carriers. */
export function payloadOf(descriptors: readonly FieldDescriptor[], values: FormValues, states: Record<string, FieldState>): WireValues {
  return shapeFormValues(descriptors, values, (name) => states[name]?.sent ?? false);
}

/** Client errors of the fields shown and editable (touched or not). */
export function clientErrors(input: {
  descriptors: readonly FieldDescriptor[];
  values: FormValues;
  states: Record<string, FieldState>;
  promo: Record<string, PromoState>;
  uploads: Record<string, number>;
}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const descriptor of input.descriptors) {
    const name = descriptor.FIELD_NAME;
    const state = input.states[name];
    if (!state?.visible || state.disabled) continue;
    const error = validateField(descriptor, input.values[name] ?? null, {
      required: descriptor.required,
      minDate: state.minDate,
      promo: input.promo[name],
      uploading: input.uploads[name],
    });
    if (error) errors[name] = error;
  }
  return errors;
}

/** What is shown under each field now: server warnings always, client errors once touched or after a submit. */
export function shownErrors(input: {
  client: Record<string, FieldError>;
  server: Record<string, string[]>;
  touched: Record<string, boolean>;
  submitAttempted: boolean;
  states: Record<string, FieldState>;
}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, messages] of Object.entries(input.server)) {
    if (messages[0] && input.states[name]?.visible) errors[name] = { code: 'server', message: messages[0] };
  }
  for (const [name, error] of Object.entries(input.client)) {
    if (!errors[name] && (input.submitAttempted || input.touched[name])) errors[name] = error;
  }
  return errors;
}

export function buildViews(input: {
  form: string;
  descriptors: readonly FieldDescriptor[];
  values: FormValues;
  states: Record<string, FieldState>;
  errors: Record<string, FieldError>;
  lists: OptionLists;
  statuses: OptionStatuses;
  focused: string | null;
  uploads: Record<string, number>;
  fileProblems: Record<string, FileProblem[]>;
  promo: Record<string, PromoState>;
}): Record<string, FieldView> {
  const views: Record<string, FieldView> = {};
  for (const descriptor of input.descriptors) {
    const name = descriptor.FIELD_NAME;
    const kind = fieldKind(descriptor);
    const state = input.states[name] as FieldState;
    const options = hasOptions(descriptor)
      ? availableOptions(descriptor.API ? (input.lists[name] ?? []) : optionsFromDescriptor(descriptor.DICTIONVALUES), input.values)
      : [];
    const placeholder = prop<string>(descriptor, 'placeholder');
    views[name] = {
      name,
      id: domId(input.form, name),
      kind,
      descriptor,
      label: descriptor.TEXT,
      message: descriptor.message,
      placeholder: typeof placeholder === 'string' ? placeholder : null,
      value: input.values[name] ?? emptyValue(kind),
      visible: state.visible,
      disabled: state.disabled,
      required: descriptor.required,
      minDate: state.minDate,
      span: columnSpan(descriptor.col, kind),
      options,
      optionsStatus: descriptor.API ? (input.statuses[name] ?? 'idle') : 'ready',
      error: input.errors[name] ?? null,
      focused: input.focused === name,
      uploading: input.uploads[name] ?? 0,
      fileProblems: input.fileProblems[name] ?? [],
      promo: input.promo[name] ?? IDLE_PROMO,
      initiator: isInitiator(descriptor),
    };
  }
  return views;
}
