import { attach, combine, createEffect, createEvent, createStore, merge, sample, type Effect } from 'effector';
import { debounce, not } from 'patronum';
import {
  $token,
  checkPromoCodeFx,
  deleteFileFx,
  fetchInputListFx,
  fetchInterfaceFormFx,
  fetchOptionsFx,
  onChangeInputValueFx,
  saveInterfaceFormFx,
  uploadFileFx,
  type ApiError,
  type FieldDescriptor,
  type FieldWarnings,
  type UploadedFile,
} from '@/shared/api';
import { REQUEST_DEBOUNCE_MS } from '@/shared/config';
import { $lang } from '@/shared/i18n';
import { resolveInterfaceAccess } from '../rules/access';
import { isInitiator, parseDescriptors, prop, type DescriptorProblem } from '../rules/descriptors';
import type { ActiveValueRules, ServerOverride } from '../rules/field-state';
import { fieldKind, type FieldKind } from '../rules/field-kind';
import { MAX_FILES_PER_LIST, selectFiles, type FileProblem } from '../rules/files';
import { dictionaryItems, optionsFromDictionary } from '../rules/options';
import type { PromoState } from '../rules/validate';
import { acceptInput, fromWire, type FieldValue, type FormValues, type WireValues } from '../rules/values';
import {
  applyOnChangeAnswer,
  buildViews,
  clientErrors,
  fieldStates,
  optionDependents,
  optionRequests,
  payloadOf,
  settleValues,
  shownErrors,
  valuesForDescriptors,
  type OptionLists,
  type OptionStatuses,
} from './state';
import type {
  FormMeta,
  FormModel,
  FormModelConfig,
  FormOpenParams,
  LoadAnswer,
  LoadRequest,
  OnChangeRequest,
  OnChangeResult,
  OptionsAnswer,
  OptionsRequest,
  PromoAnswer,
  PromoRequest,
  RemoveRequest,
  UploadAnswer,
  UploadRequest,
} from './types';

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
};
const addName = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);
const findField = (descriptors: readonly FieldDescriptor[], name: string) => descriptors.find((descriptor) => descriptor.FIELD_NAME === name);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** Kinds the user changes in one gesture (no typing): changing them counts as touching them. */
const CHOICE_KINDS: readonly FieldKind[] = ['checkbox', 'switch', 'select', 'search', 'multiselect', 'radio', 'segmented', 'file', 'files'];
const formIdentity = (key: string | null) => (key ? (JSON.parse(key) as unknown[]).slice(0, 2).join(':') : null);

/**
 * One server-driven form (README.md in this folder): a factory, called once per form at module level of the
 * model that owns it (a wizard step, a calculator, a modal), so its units are static and every fork()ed scope
 * holds its own state. All logic lives here and in the pure functions of `rules/` and `state.ts`; the field
 * components render `$fields` and fire the events.
 */
export function createFormModel<Done = unknown>(config: FormModelConfig<Done>): FormModel<Done> {
  const { name: form, source } = config;
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

  /** A descriptor list to build the form from (loaded or handed over). */
  const listArrived = createEvent<{ list: unknown[]; saved: Record<string, unknown> | null; meta: FormMeta | null }>();
  /** New values (and the value rules now in force), from whatever source. */
  const valuesSet = createEvent<{ values: FormValues; active: ActiveValueRules }>();
  /** The user changed a field and the model accepted it: the name and the values after the change. */
  const userChanged = createEvent<{ name: string; kind: FieldKind; values: FormValues }>();

  // ---------------------------------------------------------------------------------------------- stores
  const $params = createStore<FormOpenParams>({}, { serialize: 'ignore' });
  const $isOpen = createStore(false);
  const $loadKey = createStore<string | null>(null);
  const $loadFailed = createStore(false);
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
  const $optionKeys = createStore<Record<string, string>>({});
  const $focused = createStore<string | null>(null);
  const $uploads = createStore<Record<string, number>>({});
  const $fileProblems = createStore<Record<string, FileProblem[]>>({});
  const $promo = createStore<Record<string, PromoState>>({});
  const $today = createStore<Date | null>(null, { serialize: 'ignore' });
  const $pendingInitiators = createStore<string[]>([]);
  const $changedSinceRequest = createStore<string[]>([]);
  const $changeSeq = createStore(0);

  // ---------------------------------------------------------------------------------------------- effects
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

  const optionsCallFx = attach({ effect: fetchOptionsFx });
  const loadOptionsFx: Effect<OptionsRequest, OptionsAnswer, ApiError> = createEffect<OptionsRequest, OptionsAnswer, ApiError>(async (request) => {
    const answer = await optionsCallFx({ path: request.path, params: request.params });
    return { name: request.name, key: request.key, options: optionsFromDictionary(dictionaryItems(answer.result_list, request.valueKey)) };
  });
  const loadManyOptionsFx = createEffect((requests: OptionsRequest[]) => Promise.allSettled(requests.map((request) => loadOptionsFx(request))));

  const changeCallFx = attach({ effect: onChangeInputValueFx });
  const onChangeFx: Effect<OnChangeRequest, OnChangeResult, ApiError> = createEffect<OnChangeRequest, OnChangeResult, ApiError>(async (request) => {
    const answer = await changeCallFx({ TABID: request.TABID, initiators: request.initiators, values: request.values });
    return { seq: request.seq, items: answer.result_list };
  });

  const uploadCallFx = attach({ effect: uploadFileFx });
  const uploadFx: Effect<UploadRequest, UploadAnswer, ApiError> = createEffect<UploadRequest, UploadAnswer, ApiError>(async (request) => {
    const answer = await uploadCallFx({ id: request.ownerId, file: request.file, kind: request.kind });
    return { name: request.name, file: answer.data };
  });
  const uploadManyFx = createEffect((requests: UploadRequest[]) => Promise.allSettled(requests.map((request) => uploadFx(request))));

  const deleteCallFx = attach({ effect: deleteFileFx });
  const removeFileFx: Effect<RemoveRequest, void, ApiError> = createEffect<RemoveRequest, void, ApiError>(async (request) => {
    await deleteCallFx({ file: request.file, id: request.id });
  });

  const promoCallFx = attach({ effect: checkPromoCodeFx });
  const checkPromoFx: Effect<PromoRequest, PromoAnswer, ApiError> = createEffect<PromoRequest, PromoAnswer, ApiError>(async (request) => {
    const answer = await promoCallFx({ REFERRAL: request.REFERRAL, CODE: request.CODE });
    return { name: request.name, code: request.CODE, valid: answer.valid, discount: answer.discount, message: answer.message ?? null };
  });

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

  const readTodayFx = createEffect(() => new Date());
  const reportProblemsFx = createEffect((problems: DescriptorProblem[]) => {
    console.error(`[form-engine] ${form}: ${problems.length} field descriptor(s) could not be read and are not shown`, problems);
  });
  const focusFieldFx = createEffect((name: string) => {
    const wrapper = document.querySelector<HTMLElement>(`[data-form="${form}"] [data-field="${name}"]`);
    wrapper?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    wrapper?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus({ preventScroll: true });
  });

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
  const $loading = loadFx.pending;
  const $changing = onChangeFx.pending;
  /** What settling values needs besides the values. */
  const $settleSources = combine({ descriptors: $descriptors, values: $values, active: $activeRules, lists: $optionLists, statuses: $optionStatuses });

  // ---------------------------------------------------------------------------------------------- loading
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
    .on(userChanged, (touched, { name, kind }) => (CHOICE_KINDS.includes(kind) && !touched[name] ? { ...touched, [name]: true } : touched))
    .on(promoCheckRequested, (touched, name) => ({ ...touched, [name]: true }));
  $serverErrors
    .on(userChanged, (errors, { name }) => without(errors, name))
    .on(warningsReceived, (_, warnings) => warnings)
    .on(submitFx.failData, (_, error) => error.fieldWarnings ?? {});

  // ---------------------------------------------------------------------------------------------- options
  const optionsRequested = createEvent<OptionsRequest[]>();
  // (effector's `filter` runs before `fn`: the lists are computed first, then only non-empty ones go on.)
  const wantedOptions = merge([
    rebuilt.map(({ fields, values }) => optionRequests(fields, values)),
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

  // ---------------------------------------------------------------------------------------------- on-change round trip
  const initiatorChanged = sample({
    clock: userChanged,
    source: $descriptors,
    filter: (descriptors, { name }) => isInitiator(findField(descriptors, name) ?? {}),
    fn: (_, { name }) => name,
  });
  const initiatorPressed = sample({
    clock: buttonPressed,
    source: $descriptors,
    filter: (descriptors, name) => isInitiator(findField(descriptors, name) ?? {}),
    fn: (_, name) => name,
  });
  const initiated = merge([initiatorChanged, initiatorPressed]);
  $pendingInitiators.on(initiated, addName).reset(onChangeFx);
  $changedSinceRequest.on(userChanged, (list, { name }) => addName(list, name)).reset(onChangeFx);
  sample({
    clock: debounce(initiated, REQUEST_DEBOUNCE_MS),
    source: { initiators: $pendingInitiators, values: $payload, seq: $changeSeq, params: $params, open: $isOpen },
    filter: ({ initiators }) => initiators.length > 0,
    fn: ({ initiators, values, seq, params }): OnChangeRequest => ({
      seq: seq + 1,
      TABID: source.kind === 'input-list' ? (params.tabId ?? source.tabId) : source.kind === 'interface-form' ? (params.id ?? source.id) : null,
      initiators,
      values,
    }),
    target: onChangeFx,
  });
  $changeSeq.on(onChangeFx, (_, request) => request.seq);
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

  // ---------------------------------------------------------------------------------------------- buttons
  const fieldButtonPressed = sample({
    clock: buttonPressed,
    source: { descriptors: $descriptors, states: $states },
    filter: ({ descriptors, states }, name) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors }, name) => findField(descriptors, name) as FieldDescriptor,
  });
  sample({ clock: fieldButtonPressed, filter: (descriptor) => (descriptor.type_view ?? '').toLowerCase() === 'submit', target: submitted });

  // ---------------------------------------------------------------------------------------------- files
  const filesSelected = sample({
    clock: filesChosen,
    source: { descriptors: $descriptors, values: $values, states: $states },
    filter: ({ descriptors, states }, { name }) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors, values }, { name, files }) => {
      const descriptor = findField(descriptors, name) as FieldDescriptor;
      const existing = Array.isArray(values[name]) ? (values[name] as UploadedFile[]) : [];
      const maxFiles = fieldKind(descriptor) === 'file' ? 1 : Number(prop(descriptor, 'maxFiles')) || MAX_FILES_PER_LIST;
      const maxTotalBytes = Number(prop(descriptor, 'maxTotalBytes')) || null;
      const { accepted: chosen, problems } = selectFiles(existing, files, { maxFiles, maxTotalBytes });
      const kind = prop<string>(descriptor, 'kind') ?? name;
      const ownerId = prop<string | number>(descriptor, 'uploadId') ?? descriptor.ID;
      return { name, problems, requests: chosen.map((file): UploadRequest => ({ name, file, kind, ownerId })) };
    },
  });
  $fileProblems
    .on(filesSelected, (problems, { name, problems: found }) => ({ ...problems, [name]: found }))
    .on(fileRemoved, (problems, { name }) => without(problems, name))
    .on(uploadFx.fail, (problems, { params, error }) => ({
      ...problems,
      [params.name]: [
        ...(problems[params.name] ?? []),
        { code: 'file-server', name: params.file.name, message: error.fieldWarnings.file?.[0] ?? error.messages[0] ?? '' },
      ],
    }));
  sample({ clock: filesSelected, filter: ({ requests }) => requests.length > 0, fn: ({ requests }) => requests, target: uploadManyFx });
  $uploads
    .on(uploadFx, (uploads, { name }) => ({ ...uploads, [name]: (uploads[name] ?? 0) + 1 }))
    .on(uploadFx.finally, (uploads, { params }) => ({ ...uploads, [params.name]: Math.max(0, (uploads[params.name] ?? 1) - 1) }));
  sample({
    clock: uploadFx.doneData,
    source: $settleSources,
    fn: (sources, { name, file }) => {
      const existing = Array.isArray(sources.values[name]) ? (sources.values[name] as UploadedFile[]) : [];
      return settleValues({ ...sources, values: { ...sources.values, [name]: [...existing, file] } });
    },
    target: valuesSet,
  });
  $touched.on(uploadFx.done, (touched, { params }) => ({ ...touched, [params.name]: true }));

  const removal = sample({
    clock: fileRemoved,
    source: $values,
    fn: (values, { name, id }): RemoveRequest | null => {
      const file = (Array.isArray(values[name]) ? (values[name] as UploadedFile[]) : []).find((item) => item.id === id);
      return file ? { name, id, file: file.file } : null;
    },
  });
  sample({ clock: removal, filter: (request): request is RemoveRequest => request !== null, target: removeFileFx });
  // Removed on the server (or already gone there): out of the list. The last removal leaves the field empty.
  const removed = merge([
    removeFileFx.done.map(({ params }) => params),
    sample({ clock: removeFileFx.fail, filter: ({ error }) => error.kind === 'not-found' || error.status === 404, fn: ({ params }) => params }),
  ]);
  sample({
    clock: removed,
    source: $settleSources,
    fn: (sources, { name, id }) => {
      const existing = Array.isArray(sources.values[name]) ? (sources.values[name] as UploadedFile[]) : [];
      return settleValues({ ...sources, values: { ...sources.values, [name]: existing.filter((item) => item.id !== id) } });
    },
    target: valuesSet,
  });
  $touched.on(removed, (touched, { name }) => ({ ...touched, [name]: true }));

  // ---------------------------------------------------------------------------------------------- promo
  sample({
    clock: promoCheckRequested,
    source: { descriptors: $descriptors, values: $values },
    filter: ({ descriptors, values }, name) => Boolean(findField(descriptors, name)) && typeof values[name] === 'string' && (values[name] as string).trim() !== '',
    fn: ({ descriptors, values }, name): PromoRequest => ({
      name,
      REFERRAL: prop<string>(findField(descriptors, name) as FieldDescriptor, 'referral') ?? config.referral ?? '',
      CODE: (values[name] as string).trim(),
    }),
    target: checkPromoFx,
  });
  $promo
    .on(checkPromoFx, (promo, request) => ({ ...promo, [request.name]: { status: 'checking', code: request.CODE, discount: null, message: null } }))
    .on(checkPromoFx.doneData, (promo, answer) => ({
      ...promo,
      [answer.name]: { status: answer.valid ? 'valid' : 'invalid', code: answer.code, discount: answer.discount, message: answer.message },
    }))
    .on(checkPromoFx.fail, (promo, { params, error }) => ({
      ...promo,
      [params.name]:
        error.kind === 'warning'
          ? { status: 'invalid', code: params.CODE, discount: null, message: error.fieldWarnings.CODE?.[0] ?? error.messages[0] ?? null }
          : { status: 'failed', code: params.CODE, discount: null, message: null },
    }))
    .on(userChanged, (promo, { name }) => without(promo, name));

  // ---------------------------------------------------------------------------------------------- submit
  // A press while an on-change round trip is waiting or on its way is never lost: it waits for the answer (which may
  // change the values, e.g. travel's days from its dates) and then counts (issue 13: "press at once").
  const $changeOutstanding = combine($changing, $pendingInitiators, (changing, initiators) => changing || initiators.length > 0);
  const $submitQueued = createStore(false);
  const pressed = sample({ clock: submitted, filter: not(combine(submitFx.pending, $loading, (a, b) => a || b)) });
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

  // ---------------------------------------------------------------------------------------------- closing
  const everyFormStore = [
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
    $optionKeys,
    $fileProblems,
    $promo,
    $pendingInitiators,
    $changedSinceRequest,
    $submitAttempted,
    $focused,
  ];
  for (const $store of everyFormStore) $store.reset(closed, formSwitched);
  for (const $store of [$isOpen, $params, $loadKey, $loadFailed]) $store.reset(closed);

  return {
    name: form,
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
    validSubmitted,
    invalidSubmitted,
    fieldButtonPressed,
    changeApplied,
    $descriptors,
    $problems,
    $meta,
    $values,
    $payload,
    $fields,
    $visibleNames,
    $errors,
    $isValid,
    $loading,
    $loadFailed,
    $submitting,
    $changing,
    loadFx,
    loadOptionsFx,
    onChangeFx,
    uploadFx,
    removeFileFx,
    checkPromoFx,
    submitFx,
  };
}
