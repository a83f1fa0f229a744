import { attach, combine, createEffect, createStore, merge, sample, type Effect, type EventCallable, type Store } from 'effector';
import { not } from 'patronum';
import { saveInterfaceFormFx, type ApiError, type FieldDescriptor } from '@/shared/api';
import { scrollMotion } from '@/shared/lib';
import type { WireValues } from '../../rules/values';
import type { FormModelConfig, OnChangeRequest, OnChangeResult } from '../types';
import { findField, type FormCore } from './core';

type SubmitUnits = Pick<
  FormCore,
  'form' | 'submitted' | 'buttonPressed' | 'closed' | '$params' | '$descriptors' | '$states' | '$clientErrors' | '$payload' | '$visibleNames' | '$submitAttempted' | '$serverErrors'
>;

/** What submitting needs of the other parts: whether a load or an on-change round trip is under way. */
interface SubmitNeeds {
  $loading: Store<boolean>;
  onChangeFx: Effect<OnChangeRequest, OnChangeResult, ApiError>;
  $pendingInitiators: Store<string[]>;
  /** Sends the waiting on-change round trip now. */
  flushed: EventCallable<void>;
}

/**
 * Buttons and submit: a TYPE "button" field's press (a `submit` one submits), and the submit itself. A press is
 * never lost: one made while an on-change round trip is waiting or on its way sends the waiting one at once, waits
 * for the answer (which may change the values, e.g. travel's days from its dates) and then counts (issue 13: "press
 * at once"). The valid form is sent (`submitFx`: the consumer's, or an interface form's save) and its field warnings
 * land under the fields; the first field in trouble is brought into view.
 */
export function createSubmit<Done>(core: SubmitUnits, config: FormModelConfig<Done>, needs: SubmitNeeds) {
  const { form, submitted, buttonPressed, closed, $params, $descriptors, $states, $clientErrors, $payload, $visibleNames, $submitAttempted, $serverErrors } = core;
  const { source } = config;
  const { $loading, onChangeFx, $pendingInitiators, flushed } = needs;

  const defaultSubmitFx =
    source.kind === 'interface-form'
      ? (attach({
          source: $params,
          effect: saveInterfaceFormFx,
          mapParams: (values: WireValues, params) => ({ id: params.id ?? source.id, values }),
        }) as unknown as Effect<WireValues, unknown, ApiError>)
      : createEffect<WireValues, unknown, ApiError>(() => undefined);
  const submitFx = attach({ effect: (config.submitFx ?? defaultSubmitFx) as Effect<WireValues, Done, ApiError> });
  const sendsItself = Boolean(config.submitFx) || source.kind === 'interface-form';
  const focusFieldFx = createEffect((name: string) => {
    const wrapper = document.querySelector<HTMLElement>(`[data-form="${form}"] [data-field="${name}"]`);
    wrapper?.scrollIntoView?.({ block: 'center', behavior: scrollMotion() });
    wrapper?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus({ preventScroll: true });
  });

  $serverErrors.on(submitFx.failData, (_, error) => error.fieldWarnings ?? {});

  // ---- buttons
  const fieldButtonPressed = sample({
    clock: buttonPressed,
    source: { descriptors: $descriptors, states: $states },
    filter: ({ descriptors, states }, name) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors }, name) => findField(descriptors, name) as FieldDescriptor,
  });
  sample({ clock: fieldButtonPressed, filter: (descriptor) => (descriptor.type_view ?? '').toLowerCase() === 'submit', target: submitted });

  // ---- submit
  const $changeOutstanding = combine(onChangeFx.pending, $pendingInitiators, (changing, initiators) => changing || initiators.length > 0);
  const $submitQueued = createStore(false);
  const pressed = sample({ clock: submitted, filter: not(combine(submitFx.pending, $loading, (a, b) => a || b)) });
  // The typing pause is not worth waiting for once the form is submitted.
  sample({ clock: pressed, source: $pendingInitiators, filter: (initiators) => initiators.length > 0, target: flushed });
  $submitQueued.on(sample({ clock: pressed, filter: $changeOutstanding }), () => true);
  const queuedReleased = sample({ clock: onChangeFx.finally, source: { queued: $submitQueued, outstanding: $changeOutstanding }, filter: ({ queued, outstanding }) => queued && !outstanding });
  $submitQueued.reset(queuedReleased, closed);
  const attempt = merge([sample({ clock: pressed, filter: not($changeOutstanding) }), queuedReleased.map(() => undefined)]);
  /** Sending, or a press waiting for an on-change answer: the button shows it is busy. */
  const $submitting = combine(submitFx.pending, $submitQueued, (sending, queued) => sending || queued);
  $submitAttempted.on(attempt, () => true);
  const invalidSubmitted = sample({
    clock: attempt,
    source: $clientErrors,
    filter: (errors) => Object.keys(errors).length > 0,
    fn: (errors) => Object.keys(errors),
  });
  const validSubmitted = sample({
    clock: attempt,
    source: { errors: $clientErrors, payload: $payload },
    filter: ({ errors }) => Object.keys(errors).length === 0,
    fn: ({ payload }) => payload,
  });
  if (sendsItself) sample({ clock: validSubmitted, target: submitFx });
  // Bring the first field in trouble into view: a client error, or a server warning after the answer.
  const firstInTrouble = sample({
    clock: [invalidSubmitted, submitFx.failData.map((error) => Object.keys(error.fieldWarnings ?? {}))],
    source: $visibleNames,
    fn: (order, names) => order.find((name) => names.includes(name)) ?? null,
  });
  sample({ clock: firstInTrouble, filter: (name): name is string => name !== null, target: focusFieldFx });

  return { submitFx, fieldButtonPressed, validSubmitted, invalidSubmitted, $submitting };
}
