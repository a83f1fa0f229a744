import { attach, createEffect, createEvent, createStore, merge, sample, type Effect } from 'effector';
import { debounce } from 'patronum';
import { onChangeInputValueFx, type ApiError } from '@/shared/api';
import { REQUEST_DEBOUNCE_MS } from '@/shared/config';
import { isInitiator } from '../../rules/descriptors';
import { changeSendsAtOnce } from '../../rules/on-change-timing';
import { applyOnChangeAnswer, settleValues } from '../state';
import type { FormSource, OnChangeRequest, OnChangeResult } from '../types';
import { addName, findField, type FormCore, type FormLifecycle } from './core';

type OnChangeUnits = Pick<FormCore, 'userChanged' | 'buttonPressed' | 'valuesSet' | '$descriptors' | '$payload' | '$params' | '$overrides' | '$settleSources'>;

/** Initiators in order, each once. */
const union = (first: readonly string[], second: readonly string[]) => second.reduce(addName, [...first]);

/**
 * The on-change round trip: a changed (or pressed) initiator asks the server what the other fields get. What the
 * user types waits for a pause (REQUEST_DEBOUNCE_MS: the keys of one word go out as one request); a choice, a whole
 * date, an initiator button or `flushed` (a press of submit) goes at once, taking along whatever was waiting. Changes
 * of one task go out as one request with every initiator. Only the answer to the latest request counts, so each
 * request also carries the initiators of those still unanswered, whose answers it replaces. What the user changed
 * while a request was out is kept over the answer.
 */
export function createOnChange(core: OnChangeUnits, lifecycle: FormLifecycle & { source: FormSource }) {
  const { userChanged, buttonPressed, valuesSet, $descriptors, $payload, $params, $overrides, $settleSources } = core;
  const { source } = lifecycle;
  /** Initiators changed since the last request left. */
  const $pendingInitiators = createStore<string[]>([]);
  /** Initiators of requests sent whose answer has not been applied (a later request's answer replaces theirs). */
  const $unansweredInitiators = createStore<string[]>([]);
  const $changedSinceRequest = createStore<string[]>([]);
  const $changeSeq = createStore(0);
  /** Send what is waiting now (a submit press does not wait for the typing pause). */
  const flushed = createEvent();

  const changeCallFx = attach({ effect: onChangeInputValueFx });
  const onChangeFx: Effect<OnChangeRequest, OnChangeResult, ApiError> = createEffect<OnChangeRequest, OnChangeResult, ApiError>(async (request) => {
    const answer = await changeCallFx({ TABID: request.TABID, initiators: request.initiators, values: request.values });
    return { seq: request.seq, items: answer.result_list };
  });

  const initiatorChanged = sample({
    clock: userChanged,
    source: $descriptors,
    filter: (descriptors, { name }) => isInitiator(findField(descriptors, name) ?? {}),
    fn: (_, { name, kind, values }) => ({ name, atOnce: changeSendsAtOnce(kind, values[name] ?? null) }),
  });
  const initiatorPressed = sample({
    clock: buttonPressed,
    source: $descriptors,
    filter: (descriptors, name) => isInitiator(findField(descriptors, name) ?? {}),
    fn: (_, name) => name,
  });
  const initiated = merge([initiatorChanged.map(({ name }) => name), initiatorPressed]);
  $pendingInitiators.on(initiated, addName).reset(onChangeFx);
  $changedSinceRequest.on(userChanged, (list, { name }) => addName(list, name)).reset(onChangeFx);

  const typed = sample({ clock: initiatorChanged, filter: ({ atOnce }) => !atOnce });
  const chosen = sample({ clock: initiatorChanged, filter: ({ atOnce }) => atOnce });
  // "At once" is the end of the current task (a 0 ms timer), so that the changes of one gesture go out together.
  const due = merge([debounce(typed, REQUEST_DEBOUNCE_MS), debounce(merge([chosen, initiatorPressed, flushed]), 0)]);
  sample({
    clock: due,
    source: { pending: $pendingInitiators, unanswered: $unansweredInitiators, values: $payload, seq: $changeSeq, params: $params },
    // Nothing waiting: what this timer was for has gone out already (with a change that went at once).
    filter: ({ pending }) => pending.length > 0,
    fn: ({ pending, unanswered, values, seq, params }): OnChangeRequest => ({
      seq: seq + 1,
      TABID: source.kind === 'input-list' ? (params.tabId ?? source.tabId) : source.kind === 'interface-form' ? (params.id ?? source.id) : null,
      initiators: union(unanswered, pending),
      values,
    }),
    target: onChangeFx,
  });
  $changeSeq.on(onChangeFx, (_, request) => request.seq);
  $unansweredInitiators.on(onChangeFx, (_, request) => request.initiators);
  const latestSettled = sample({ clock: onChangeFx.finally, source: $changeSeq, filter: (seq, { params }) => params.seq === seq });
  $unansweredInitiators.reset(latestSettled);

  const changeAnswered = sample({
    clock: onChangeFx.doneData,
    source: { seq: $changeSeq, sources: $settleSources, overrides: $overrides, changedSinceRequest: $changedSinceRequest },
    // Only the answer to the latest request counts.
    filter: ({ seq }, result) => result.seq === seq,
    fn: ({ sources, overrides, changedSinceRequest }, result) => {
      const answer = applyOnChangeAnswer({ items: result.items, descriptors: sources.descriptors, values: sources.values, overrides, changedSinceRequest });
      return { overrides: answer.overrides, ...settleValues({ ...sources, values: answer.values }) };
    },
  });
  $overrides.on(changeAnswered, (_, { overrides }) => overrides);
  sample({ clock: changeAnswered, fn: ({ values, active }) => ({ values, active }), target: valuesSet });
  const changeApplied = changeAnswered.map(() => undefined);

  for (const $store of [$pendingInitiators, $unansweredInitiators, $changedSinceRequest]) $store.reset(lifecycle.closed, lifecycle.formSwitched);

  return { onChangeFx, $changing: onChangeFx.pending, $pendingInitiators, changeApplied, flushed };
}
