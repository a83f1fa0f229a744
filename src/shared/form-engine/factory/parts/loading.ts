import { attach, createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import { $token, fetchInputListFx, fetchInterfaceFormFx, type ApiError } from '@/shared/api';
import { $lang } from '@/shared/i18n';
import { resolveInterfaceAccess } from '../../rules/access';
import { parseDescriptors, type DescriptorProblem } from '../../rules/descriptors';
import { valuesForDescriptors } from '../state';
import type { FormMeta, FormSource, LoadAnswer, LoadRequest } from '../types';
import type { FormCore } from './core';

const formIdentity = (key: string | null) => (key ? (JSON.parse(key) as unknown[]).slice(0, 2).join(':') : null);

type LoadingUnits = Pick<
  FormCore,
  | 'form'
  | 'opened'
  | 'closed'
  | 'retried'
  | 'descriptorsReceived'
  | 'valuesSet'
  | '$params'
  | '$isOpen'
  | '$descriptors'
  | '$problems'
  | '$meta'
  | '$values'
  | '$today'
>;

/**
 * Loading: the descriptors (an input list by TABID, an interface form by id, or handed over), at once when the form
 * opens, again after a failure or a language change while it is open. Each list is parsed and its values computed in
 * one step (`rebuilt`): another form starts clean (`formSwitched`), the same form in another language keeps what was
 * typed.
 */
export function createLoading(core: LoadingUnits, source: FormSource) {
  const { form, opened, closed, retried, descriptorsReceived, valuesSet, $params, $isOpen, $descriptors, $problems, $meta, $values, $today } = core;
  const $loadKey = createStore<string | null>(null);
  const $loadFailed = createStore(false);
  /** A descriptor list to build the form from (loaded or handed over). */
  const listArrived = createEvent<{ list: unknown[]; saved: Record<string, unknown> | null; meta: FormMeta | null }>();

  const inputListFx = attach({ effect: fetchInputListFx });
  const interfaceFormFx = attach({ effect: fetchInterfaceFormFx });
  const loadFx: Effect<LoadRequest, LoadAnswer, ApiError> = createEffect<LoadRequest, LoadAnswer, ApiError>(async (request) => {
    const answer =
      request.kind === 'input-list' ? await inputListFx({ TABID: request.tabId, access: request.access }) : await interfaceFormFx({ id: request.id });
    const saved = 'values' in answer ? ((answer.values as Record<string, unknown> | null | undefined) ?? null) : null;
    return {
      key: request.key,
      list: answer.result ?? [],
      values: saved,
      meta: { title: answer.TITLE, description: answer.DESCRIPTION, keywords: answer.KEYWORDS },
    };
  });
  const readTodayFx = createEffect(() => new Date());
  const reportProblemsFx = createEffect((problems: DescriptorProblem[]) => {
    console.error(`[form-engine] ${form}: ${problems.length} field descriptor(s) could not be read and are not shown`, problems);
  });

  $isOpen.on(opened, () => true);
  $params.on(opened, (current, params) => ({ ...current, ...params }));

  const loadPlanned = sample({
    clock: [opened, retried, sample({ clock: $lang.updates, filter: $isOpen })],
    source: { params: $params, token: $token, lang: $lang, previousKey: $loadKey },
    filter: () => source.kind !== 'static',
    fn: ({ params, token, lang, previousKey }): { request: LoadRequest; switched: boolean } => {
      let request: LoadRequest;
      if (source.kind === 'interface-form') {
        const id = params.id ?? source.id;
        request = { kind: 'interface-form', id, key: JSON.stringify(['form', String(id), lang]) };
      } else {
        const list = source as Extract<typeof source, { kind: 'input-list' }>;
        const tabId = params.tabId ?? list.tabId;
        const access = resolveInterfaceAccess({ requested: list.access ?? 'auto', id: tabId, parentId: list.parentId, signedIn: Boolean(token), automatic: true });
        request = { kind: 'input-list', tabId, access, key: JSON.stringify(['tab', String(tabId), lang, access]) };
      }
      // Another form (a new TABID or id) starts clean; the same form in another language keeps what was typed.
      return { request, switched: previousKey !== null && formIdentity(previousKey) !== formIdentity(request.key) };
    },
  });
  const loadRequested = loadPlanned.map(({ request }) => request);
  const formSwitched = sample({ clock: loadPlanned, filter: ({ switched }) => switched });
  sample({ clock: loadRequested, fn: (request) => request.key, target: $loadKey });
  // A load leaves at once: no debounce (docs/decisions/on-change-timing.md).
  sample({ clock: loadRequested, target: loadFx });

  $loadFailed.on(loadFx.fail, (_, { error }) => error.kind !== 'cancelled').reset(loadFx);
  sample({
    clock: loadFx.doneData,
    source: { key: $loadKey, open: $isOpen },
    filter: ({ key, open }, answer) => open && key === answer.key,
    fn: (_, answer) => ({ list: answer.list, saved: answer.values, meta: answer.meta }),
    target: listArrived,
  });
  sample({ clock: descriptorsReceived, fn: (list) => ({ list, saved: null, meta: null }), target: listArrived });

  // Parse and compute the values in one step, from the form as it was (a language reload keeps the values).
  const rebuilt = sample({
    clock: listArrived,
    source: { descriptors: $descriptors, values: $values },
    fn: (previous, { list, saved, meta }) => {
      const parsed = parseDescriptors(list);
      return { ...parsed, meta, ...valuesForDescriptors({ descriptors: parsed.fields, previous, saved }) };
    },
  });
  sample({ clock: rebuilt, fn: ({ fields }) => fields, target: $descriptors });
  sample({ clock: rebuilt, fn: ({ problems }) => problems, target: $problems });
  sample({ clock: rebuilt, filter: ({ meta }) => meta !== null, fn: ({ meta }) => meta, target: $meta });
  sample({ clock: rebuilt, fn: ({ values, active }) => ({ values, active }), target: valuesSet });
  sample({ clock: rebuilt, filter: ({ problems }) => problems.length > 0, fn: ({ problems }) => problems, target: reportProblemsFx });
  sample({ clock: rebuilt, target: readTodayFx });
  $today.on(readTodayFx.doneData, (_, today) => today);

  for (const $store of [$isOpen, $params, $loadKey, $loadFailed]) $store.reset(closed);

  return { loadFx, $loading: loadFx.pending, $loadFailed, rebuilt, formSwitched };
}
