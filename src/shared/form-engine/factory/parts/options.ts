import { attach, createEffect, createEvent, createStore, merge, sample, type Effect, type Event } from 'effector';
import { fetchOptionsFx, type ApiError, type FieldDescriptor } from '@/shared/api';
import { dictionaryItems, optionsFromDictionary } from '../../rules/options';
import type { FormValues } from '../../rules/values';
import { optionDependents, optionRequests, settleValues } from '../state';
import type { OptionsAnswer, OptionsRequest } from '../types';
import type { FormCore, FormLifecycle } from './core';

type OptionsUnits = Pick<FormCore, 'userChanged' | 'optionsReloadRequested' | 'valuesSet' | '$descriptors' | '$values' | '$optionLists' | '$optionStatuses' | '$settleSources'>;

/**
 * Options and dictionaries: every API field's list, loaded at once when the form is built, again when a field its
 * params read changes, or on request after a failure. Only the answer to a field's latest request counts; a list
 * that no longer offers the chosen value settles the values.
 */
export function createOptions(core: OptionsUnits, lifecycle: FormLifecycle & { rebuilt: Event<{ fields: FieldDescriptor[]; values: FormValues }> }) {
  const { userChanged, optionsReloadRequested, valuesSet, $descriptors, $values, $optionLists, $optionStatuses, $settleSources } = core;
  const $optionKeys = createStore<Record<string, string>>({});

  const optionsCallFx = attach({ effect: fetchOptionsFx });
  const loadOptionsFx: Effect<OptionsRequest, OptionsAnswer, ApiError> = createEffect<OptionsRequest, OptionsAnswer, ApiError>(async (request) => {
    const answer = await optionsCallFx({ path: request.path, params: request.params });
    return { name: request.name, key: request.key, options: optionsFromDictionary(dictionaryItems(answer.result_list, request.valueKey)) };
  });
  const loadManyOptionsFx = createEffect((requests: OptionsRequest[]) => Promise.allSettled(requests.map((request) => loadOptionsFx(request))));

  const optionsRequested = createEvent<OptionsRequest[]>();
  // (effector's `filter` runs before `fn`: the lists are computed first, then only non-empty ones go on.)
  const wantedOptions = merge([
    lifecycle.rebuilt.map(({ fields, values }) => optionRequests(fields, values)),
    sample({
      clock: userChanged,
      source: $descriptors,
      fn: (descriptors, { name, values }) => optionRequests(descriptors, values, optionDependents(descriptors, name)),
    }),
    sample({
      clock: optionsReloadRequested,
      source: { descriptors: $descriptors, values: $values },
      fn: ({ descriptors, values }, name) => optionRequests(descriptors, values, [name]),
    }),
  ]);
  sample({ clock: wantedOptions, filter: (requests) => requests.length > 0, target: optionsRequested });
  $optionKeys.on(optionsRequested, (keys, requests) => ({ ...keys, ...Object.fromEntries(requests.map((request) => [request.name, request.key])) }));
  $optionStatuses.on(optionsRequested, (statuses, requests) => ({ ...statuses, ...Object.fromEntries(requests.map((request) => [request.name, 'loading' as const])) }));
  // A dictionary leaves at once: no debounce (docs/decisions/on-change-timing.md).
  sample({ clock: optionsRequested, target: loadManyOptionsFx });

  const optionsLoaded = sample({
    clock: loadOptionsFx.doneData,
    source: $optionKeys,
    filter: (keys, answer) => keys[answer.name] === answer.key,
    fn: (_, answer) => answer,
  });
  $optionLists.on(optionsLoaded, (lists, { name, options }) => ({ ...lists, [name]: options }));
  $optionStatuses
    .on(optionsLoaded, (statuses, { name }) => ({ ...statuses, [name]: 'ready' }))
    .on(
      sample({ clock: loadOptionsFx.fail, source: $optionKeys, filter: (keys, { params }) => keys[params.name] === params.key, fn: (_, { params }) => params.name }),
      (statuses, name) => ({ ...statuses, [name]: 'failed' }),
    );
  // A reloaded list may no longer offer the chosen value.
  sample({
    clock: optionsLoaded,
    source: $settleSources,
    fn: (sources, { name, options }) =>
      settleValues({ ...sources, lists: { ...sources.lists, [name]: options }, statuses: { ...sources.statuses, [name]: 'ready' } }),
    target: valuesSet,
  });

  $optionKeys.reset(lifecycle.closed, lifecycle.formSwitched);

  return { loadOptionsFx };
}
