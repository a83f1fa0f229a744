import { combine, createEvent, createStore, sample, type Event } from 'effector';
import type { FieldDescriptor, FieldWarnings } from '@/shared/api';
import type { DescriptorProblem } from '../../rules/descriptors';
import type { ActiveValueRules, ServerOverride } from '../../rules/field-state';
import { fieldKind, type FieldKind } from '../../rules/field-kind';
import type { FileProblem } from '../../rules/files';
import { isChoiceKind } from '../../rules/on-change-timing';
import type { PromoState } from '../../rules/validate';
import { acceptInput, fromWire, type FieldValue, type FormValues } from '../../rules/values';
import { buildViews, clientErrors, fieldStates, payloadOf, settleValues, shownErrors, type OptionLists, type OptionStatuses } from '../state';
import type { FormMeta, FormOpenParams } from '../types';
import { without } from '@/shared/lib';

export const addName = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);
export const findField = (descriptors: readonly FieldDescriptor[], name: string) => descriptors.find((descriptor) => descriptor.FIELD_NAME === name);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The units every part of a form model shares: its public events, the form's state (descriptors, values, the
 * server's overrides, touched fields, errors, option lists, uploads, promo checks), the views derived from it,
 * and the one way values change (`valuesSet`, `userChanged`). The parts (`loading`, `options`, `on-change`, `files`,
 * `promo`, `submit`) take what they need from here and add their effects and rules.
 */
export function createFormCore(form: string) {
  const unit = (name: string) => ({ name: `${form}.${name}` });

  // ---------------------------------------------------------------------------------------------- events
  const opened = createEvent<FormOpenParams>(unit('opened'));
  const closed = createEvent(unit('closed'));
  const retried = createEvent(unit('retried'));
  const descriptorsReceived = createEvent<unknown[]>(unit('descriptorsReceived'));
  const valuesPatched = createEvent<Record<string, unknown>>(unit('valuesPatched'));
  const fieldChanged = createEvent<{ name: string; value: unknown }>(unit('fieldChanged'));
  const fieldFocused = createEvent<string>(unit('fieldFocused'));
  const fieldBlurred = createEvent<string>(unit('fieldBlurred'));
  const filesChosen = createEvent<{ name: string; files: File[] }>(unit('filesChosen'));
  const fileRemoved = createEvent<{ name: string; id: string }>(unit('fileRemoved'));
  const promoCheckRequested = createEvent<string>(unit('promoCheckRequested'));
  const buttonPressed = createEvent<string>(unit('buttonPressed'));
  const optionsReloadRequested = createEvent<string>(unit('optionsReloadRequested'));
  const submitted = createEvent(unit('submitted'));
  const warningsReceived = createEvent<FieldWarnings>(unit('warningsReceived'));

  /** New values (and the value rules now in force), from whatever source. */
  const valuesSet = createEvent<{ values: FormValues; active: ActiveValueRules }>();
  /** The user changed a field and the model accepted it: the name and the values after the change. */
  const userChanged = createEvent<{ name: string; kind: FieldKind; values: FormValues }>();

  // ---------------------------------------------------------------------------------------------- stores
  const $params = createStore<FormOpenParams>({}, { serialize: 'ignore' });
  const $isOpen = createStore(false);
  const $descriptors = createStore<FieldDescriptor[]>([]);
  const $problems = createStore<DescriptorProblem[]>([]);
  const $meta = createStore<FormMeta | null>(null);
  const $values = createStore<FormValues>({});
  const $activeRules = createStore<ActiveValueRules>({});
  const $overrides = createStore<Record<string, ServerOverride>>({});
  const $touched = createStore<Record<string, boolean>>({});
  const $submitAttempted = createStore(false);
  const $serverErrors = createStore<Record<string, string[]>>({});
  const $optionLists = createStore<OptionLists>({});
  const $optionStatuses = createStore<OptionStatuses>({});
  const $focused = createStore<string | null>(null);
  const $uploads = createStore<Record<string, number>>({});
  const $fileProblems = createStore<Record<string, FileProblem[]>>({});
  const $promo = createStore<Record<string, PromoState>>({});
  const $today = createStore<Date | null>(null, { serialize: 'ignore' });

  // ---------------------------------------------------------------------------------------------- derived
  const $states = combine({ descriptors: $descriptors, values: $values, overrides: $overrides, today: $today }, fieldStates);
  const $payload = combine($descriptors, $values, $states, payloadOf);
  const $clientErrors = combine({ descriptors: $descriptors, values: $values, states: $states, promo: $promo, uploads: $uploads }, clientErrors);
  const $errors = combine({ client: $clientErrors, server: $serverErrors, touched: $touched, submitAttempted: $submitAttempted, states: $states }, shownErrors);
  const $fields = combine(
    {
      descriptors: $descriptors,
      values: $values,
      states: $states,
      errors: $errors,
      lists: $optionLists,
      statuses: $optionStatuses,
      focused: $focused,
      uploads: $uploads,
      fileProblems: $fileProblems,
      promo: $promo,
    },
    (input) => buildViews({ form, ...input }),
  );
  const $visibleNames = combine($descriptors, $states, (descriptors, states) =>
    descriptors.filter((descriptor) => states[descriptor.FIELD_NAME]?.visible).map((descriptor) => descriptor.FIELD_NAME),
  );
  const $isValid = $clientErrors.map((errors) => Object.keys(errors).length === 0);
  /** What settling values needs besides the values. */
  const $settleSources = combine({ descriptors: $descriptors, values: $values, active: $activeRules, lists: $optionLists, statuses: $optionStatuses });

  // ---------------------------------------------------------------------------------------------- values
  $values.on(valuesSet, (_, { values }) => values);
  $activeRules.on(valuesSet, (_, { active }) => active);

  const accepted = sample({
    clock: fieldChanged,
    source: { descriptors: $descriptors, values: $values, states: $states },
    filter: ({ descriptors, states }, { name }) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors, values }, { name, value }) => {
      const descriptor = findField(descriptors, name) as FieldDescriptor;
      const previous: FieldValue = values[name] ?? null;
      return { name, kind: fieldKind(descriptor), previous, value: acceptInput(descriptor, previous, value) };
    },
  });
  const changed = sample({ clock: accepted, filter: ({ previous, value }) => !sameJson(previous, value) });
  const settledChange = sample({
    clock: changed,
    source: $settleSources,
    fn: (sources, { name, kind, value }) => ({ name, kind, ...settleValues({ ...sources, values: { ...sources.values, [name]: value } }) }),
  });
  sample({ clock: settledChange, fn: ({ values, active }) => ({ values, active }), target: valuesSet });
  sample({ clock: settledChange, fn: ({ name, kind, values }) => ({ name, kind, values }), target: userChanged });

  sample({
    clock: valuesPatched,
    source: $settleSources,
    fn: (sources, patch) => {
      const values = { ...sources.values };
      for (const [name, raw] of Object.entries(patch)) {
        const descriptor = findField(sources.descriptors, name);
        if (descriptor) values[name] = fromWire(descriptor, raw);
      }
      return settleValues({ ...sources, values });
    },
    target: valuesSet,
  });

  // ---------------------------------------------------------------------------------------------- focus, touched, errors
  $focused.on(fieldFocused, (_, name) => name).on(fieldBlurred, (current, name) => (current === name ? null : current));
  $touched
    .on(fieldBlurred, (touched, name) => (touched[name] ? touched : { ...touched, [name]: true }))
    // A choice is made in one gesture: changing it counts as touching it.
    .on(userChanged, (touched, { name, kind }) => (isChoiceKind(kind) && !touched[name] ? { ...touched, [name]: true } : touched))
    .on(promoCheckRequested, (touched, name) => ({ ...touched, [name]: true }));
  $serverErrors.on(userChanged, (errors, { name }) => without(errors, name)).on(warningsReceived, (_, warnings) => warnings);

  return {
    form,
    opened,
    closed,
    retried,
    descriptorsReceived,
    valuesPatched,
    fieldChanged,
    fieldFocused,
    fieldBlurred,
    filesChosen,
    fileRemoved,
    promoCheckRequested,
    buttonPressed,
    optionsReloadRequested,
    submitted,
    warningsReceived,
    valuesSet,
    userChanged,
    $params,
    $isOpen,
    $descriptors,
    $problems,
    $meta,
    $values,
    $activeRules,
    $overrides,
    $touched,
    $submitAttempted,
    $serverErrors,
    $optionLists,
    $optionStatuses,
    $focused,
    $uploads,
    $fileProblems,
    $promo,
    $today,
    $states,
    $payload,
    $clientErrors,
    $errors,
    $fields,
    $visibleNames,
    $isValid,
    $settleSources,
    /** The form's own state, forgotten when the form closes or another form is loaded into it. */
    formStores: [
      $descriptors,
      $problems,
      $meta,
      $values,
      $activeRules,
      $overrides,
      $touched,
      $serverErrors,
      $optionLists,
      $optionStatuses,
      $fileProblems,
      $promo,
      $submitAttempted,
      $focused,
    ],
  };
}

export type FormCore = ReturnType<typeof createFormCore>;

/** When a part's own state is forgotten: the form closes, or another form (TABID, id) is loaded into it. */
export interface FormLifecycle {
  closed: FormCore['closed'];
  formSwitched: Event<unknown>;
}
