import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind, type Effect } from 'effector';
import type { ApiError, UploadedFile } from '@/shared/api';
import { MAX_FILE_BYTES } from '@/shared/config';
import { checkFile, chosenKind, MAX_FILES_PER_LIST, type FileProblem } from '../rules/files';
import { prepareFileFx } from './prepare';
import { without } from '@/shared/lib';

/**
 * One upload list (issue 21): every place a customer attaches a file uses it — the compensation lists, the identity
 * documents, the avatar, the chat, the written request, the public compensation request, the job application and
 * the form engine's `file` / `multiSelectFile` fields. Per file:
 *
 *   chosen → preparing (a photo is decoded, turned upright, scaled to 1024×1024 and made a JPEG of at most 3 MB)
 *          → uploading (progress) → uploaded | failed (Retry sends the prepared file again, nothing is chosen again)
 *          → removed (an uploaded one is deleted on the server too)
 *
 * or, for a list without `upload` (the chat, the written request, the job application, the avatar send the files with
 * their own call), preparing → ready. What is not taken at all is refused under its slot (`$problems`): a type that is
 * neither a photo nor a PDF and a full slot at once; a file that is still too big once prepared (a PDF over 3 MB), the
 * total over its limit, or a photo the browser cannot read, when its preparation ends. Limits are checked on the
 * prepared file: a 6 MB phone photo becomes ~1 MB and is taken.
 *
 * A list has slots (the compensation's PHOTOS, AGREEMENT_FILES…; a document's front, back, selfie; a form's file
 * fields): the count and the slot's own total are per slot, `maxTotalBytes` is over all of them.
 */
export type UploadStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface UploadItem<S extends string = string> {
  key: string;
  slot: S;
  /** The customer's file name (with `.jpg` once a photo was converted). */
  name: string;
  type: string;
  /** Bytes as chosen. */
  chosenSize: number;
  /** Bytes as sent; null while preparing. */
  size: number | null;
  /** A photo (prepared in the browser), not a PDF. */
  photo: boolean;
  status: UploadStatus;
  /** Share of the bytes sent while uploading (0–1). */
  progress: number | null;
  /** Why the upload failed (the server's words); null: no words were given. */
  message: string | null;
  /** The stored file, once uploaded. */
  uploaded: UploadedFile | null;
}

export interface SlotLimits {
  maxFiles: number;
  /** Bytes per file as sent. */
  maxBytes: number;
  /** Bytes of the slot's files together. */
  maxTotalBytes: number | null;
}

export interface UploadRequest<S extends string = string> {
  slot: S;
  key: string;
  file: File;
  onProgress: (fraction: number) => void;
}

export interface UploadListConfig<S extends string> {
  /** A slot's limits (default: 8 files, 3 MB each, no total of its own). */
  limits?: Partial<SlotLimits> | ((slot: S) => Partial<SlotLimits>);
  /** Bytes of every slot together (compensation: 10 MB). */
  maxTotalBytes?: number | null;
  /** `images`: photos only (the avatar). */
  accept?: 'files' | 'images';
  /** Sends one prepared file at once. Without it a prepared file is `ready` and goes with its form. */
  upload?: Effect<UploadRequest<S>, UploadedFile, ApiError>;
  /** Deletes an uploaded file on the server when it is removed (its failure changes nothing in the list). */
  remove?: Effect<{ slot: S; file: UploadedFile }, unknown, ApiError>;
}

const DEFAULT_LIMITS: SlotLimits = { maxFiles: MAX_FILES_PER_LIST, maxBytes: MAX_FILE_BYTES, maxTotalBytes: null };

/**
 * A row's key: the n-th file this list took in this scope. The count is the list's own store (`$lastKey`), read by
 * the pure sample that makes the rows and moved on with them, not a module variable bumped inside a reducer: two
 * scopes (two tests, two renders) number their files alike (docs/decisions/models-by-concern.md).
 */
const keyOf = (count: number) => `upload-${count}`;

/** A row for a file that needs no preparing: one prepared before (`ready`) or stored on the server (`uploaded`). */
const settledItem = <S extends string>(key: string, slot: S, file: { name: string; type: string; size: number }, uploaded: UploadedFile | null): UploadItem<S> => ({
  key,
  slot,
  name: file.name,
  type: file.type,
  chosenSize: file.size,
  size: file.size,
  photo: file.type.startsWith('image/'),
  status: uploaded ? 'uploaded' : 'ready',
  progress: null,
  message: null,
  uploaded,
});

const bytesOf = (items: readonly UploadItem[]) => items.reduce((sum, item) => sum + (item.size ?? 0), 0);
const failureMessage = (error: ApiError) => {
  const words = error.fieldWarnings?.file ?? error.fieldWarnings?.FILENAME ?? error.messages ?? [];
  return words.length ? words.join(' ') : null;
};

export function createUploadList<S extends string = string>(config: UploadListConfig<S> = {}) {
  const accept = config.accept ?? 'files';
  const slotLimits = (slot: S, given?: Partial<SlotLimits>): SlotLimits => ({
    ...DEFAULT_LIMITS,
    ...(typeof config.limits === 'function' ? config.limits(slot) : config.limits),
    ...given,
  });

  // ------------------------------------------------------------------------------------------------ events
  /** Files chosen for a slot (a form field may give its own limits). */
  const filesChosen = createEvent<{ slot: S; files: File[]; limits?: Partial<SlotLimits> }>();
  /** Retry of a failed upload: the prepared file is sent again. */
  const retried = createEvent<string>();
  /** A file taken out of the list (an uploaded one is deleted on the server too). */
  const removed = createEvent<string>();
  /** Files uploaded before (a saved draft, a form's saved values): they replace what those slots hold. */
  const restored = createEvent<Partial<Record<S, UploadedFile[]>>>();
  /** Everything forgotten (the form was sent or closed); nothing is deleted on the server. */
  const cleared = createEvent();
  /** Files prepared before (a chat message taken back into the composer): `ready` at once, not prepared again. */
  const readyAdded = createEvent<{ slot: S; files: File[] }>();
  const progressed = createEvent<{ key: string; fraction: number }>();

  // ------------------------------------------------------------------------------------------------ stores
  const $items = createStore<UploadItem<S>[]>([]);
  /** Why chosen files were not taken, per slot (cleared by the next choice in that slot or a removal). */
  const $problems = createStore<Partial<Record<S, FileProblem[]>>>({});
  /** The files as chosen (for preparing) and as prepared (for sending and Retry), by key. Never persisted. */
  const $chosen = createStore<Record<string, File>>({}, { serialize: 'ignore' });
  const $prepared = createStore<Record<string, File>>({}, { serialize: 'ignore' });
  /** The limits each slot was last chosen with. */
  const $limits = createStore<Partial<Record<S, SlotLimits>>>({});
  /** How many rows this list has made (their keys count on from it); never reset, so a late answer for a forgotten
   * row cannot be taken for a new one. */
  const $lastKey = createStore(0);

  // ------------------------------------------------------------------------------------------------ effects
  const prepareOneFx = attach({ effect: prepareFileFx, mapParams: ({ file }: { key: string; slot: S; file: File }) => file });
  const prepareManyFx = createEffect((requests: { key: string; slot: S; file: File }[]) => Promise.allSettled(requests.map((request) => prepareOneFx(request))));
  const uploadCallFx = config.upload ? attach({ effect: config.upload }) : null;
  const uploadOneFx = createEffect<{ key: string; slot: S; file: File }, UploadedFile, ApiError>(async (request) => {
    if (!uploadCallFx) throw new Error('no upload for this list');
    const progress = scopeBind(progressed, { safe: true });
    return uploadCallFx({ ...request, onProgress: (fraction) => progress({ key: request.key, fraction }) });
  });
  const removeCallFx = config.remove ? attach({ effect: config.remove }) : null;
  const removeOneFx = createEffect(async (request: { slot: S; file: UploadedFile }) => {
    if (removeCallFx) await removeCallFx(request);
  });

  // ------------------------------------------------------------------------------------------------ choosing
  const admitted = sample({
    clock: filesChosen,
    source: { items: $items, lastKey: $lastKey },
    fn: ({ items, lastKey }, { slot, files, limits }) => {
      const slotLimit = slotLimits(slot, limits);
      const problems: FileProblem[] = [];
      const added: UploadItem<S>[] = [];
      const requests: { key: string; slot: S; file: File }[] = [];
      let count = items.filter((item) => item.slot === slot).length;
      let countReported = false;
      for (const file of files) {
        const kind = chosenKind(file, accept);
        if (!kind) {
          problems.push({ code: 'file-type', name: file.name });
          continue;
        }
        if (count >= slotLimit.maxFiles) {
          if (!countReported) problems.push({ code: 'file-count', max: slotLimit.maxFiles });
          countReported = true;
          continue;
        }
        count += 1;
        const key = keyOf(lastKey + added.length + 1);
        added.push({
          key,
          slot,
          name: file.name,
          type: file.type,
          chosenSize: file.size,
          size: null,
          photo: kind === 'image',
          status: 'preparing',
          progress: null,
          message: null,
          uploaded: null,
        });
        requests.push({ key, slot, file });
      }
      return { slot, slotLimit, problems, added, requests };
    },
  });
  $lastKey.on(admitted, (lastKey, { added }) => lastKey + added.length);
  $items.on(admitted, (items, { added }) => [...items, ...added]);
  $problems.on(admitted, (problems, { slot, problems: found }) => ({ ...problems, [slot]: found }));
  $limits.on(admitted, (limits, { slot, slotLimit }) => ({ ...limits, [slot]: slotLimit }));
  $chosen.on(admitted, (chosen, { requests }) => ({ ...chosen, ...Object.fromEntries(requests.map(({ key, file }) => [key, file])) }));
  sample({ clock: admitted, filter: ({ requests }) => requests.length > 0, fn: ({ requests }) => requests, target: prepareManyFx });

  // ------------------------------------------------------------------------------------------------ prepared
  // The limits, on the file as it will be sent; a file removed while it was being prepared is forgotten.
  const judged = sample({
    clock: prepareOneFx.done,
    source: { items: $items, limits: $limits },
    filter: ({ items }, { params }) => items.some((item) => item.key === params.key),
    fn: ({ items, limits }, { params, result }) => {
      const slotLimit = limits[params.slot] ?? slotLimits(params.slot);
      const others = items.filter((item) => item.key !== params.key);
      const file = result.file;
      let problem: FileProblem | null = checkFile(file, slotLimit.maxBytes);
      if (!problem && slotLimit.maxTotalBytes !== null && bytesOf(others.filter((item) => item.slot === params.slot)) + file.size > slotLimit.maxTotalBytes)
        problem = { code: 'file-total', maxBytes: slotLimit.maxTotalBytes };
      if (!problem && config.maxTotalBytes && bytesOf(others) + file.size > config.maxTotalBytes) problem = { code: 'file-total', maxBytes: config.maxTotalBytes };
      return { key: params.key, slot: params.slot, file, problem };
    },
  });
  const refusedOnPreparing = sample({
    clock: [
      sample({ clock: judged, filter: ({ problem }) => problem !== null, fn: ({ key, slot, problem }) => ({ key, slot, problem: problem as FileProblem }) }),
      sample({
        clock: prepareOneFx.fail,
        source: $items,
        filter: (items, { params }) => items.some((item) => item.key === params.key),
        fn: (_, { params }) => ({ key: params.key, slot: params.slot, problem: { code: 'file-unreadable', name: params.file.name } as FileProblem }),
      }),
    ],
  });
  $items.on(refusedOnPreparing, (items, { key }) => items.filter((item) => item.key !== key));
  $problems.on(refusedOnPreparing, (problems, { slot, problem }) => ({ ...problems, [slot]: [...(problems[slot] ?? []), problem] }));

  const taken = sample({ clock: judged, filter: ({ problem }) => problem === null, fn: ({ key, slot, file }) => ({ key, slot, file }) });
  $items.on(taken, (items, { key, file }) =>
    items.map((item) =>
      item.key === key ? { ...item, name: file.name, type: file.type, size: file.size, status: uploadCallFx ? ('uploading' as const) : ('ready' as const), progress: uploadCallFx ? 0 : null } : item,
    ),
  );
  $prepared.on(taken, (prepared, { key, file }) => ({ ...prepared, [key]: file }));
  $chosen.on([taken, refusedOnPreparing], (chosen, { key }) => without(chosen, key));
  if (uploadCallFx) sample({ clock: taken, target: uploadOneFx });

  // ------------------------------------------------------------------------------------------------ uploading
  const update = (items: UploadItem<S>[], key: string, patch: Partial<UploadItem<S>>) => items.map((item) => (item.key === key ? { ...item, ...patch } : item));
  $items.on(progressed, (items, { key, fraction }) =>
    items.some((item) => item.key === key && item.status === 'uploading') ? update(items, key, { progress: fraction }) : items,
  );
  $items.on(uploadOneFx.done, (items, { params, result }) => update(items, params.key, { status: 'uploaded', progress: null, uploaded: result, message: null }));
  $items.on(uploadOneFx.fail, (items, { params, error }) => update(items, params.key, { status: 'failed', progress: null, message: failureMessage(error) }));
  // Removed while it was on its way: the stored file is deleted once the server has it.
  sample({
    clock: uploadOneFx.done,
    source: $items,
    filter: (items, { params }) => !items.some((item) => item.key === params.key),
    fn: (_, { params, result }) => ({ slot: params.slot, file: result }),
    target: removeOneFx,
  });

  const retry = sample({
    clock: retried,
    source: { items: $items, prepared: $prepared },
    filter: ({ items, prepared }, key) => Boolean(prepared[key]) && items.some((item) => item.key === key && item.status === 'failed'),
    fn: ({ items, prepared }, key) => ({ key, slot: (items.find((item) => item.key === key) as UploadItem<S>).slot, file: prepared[key] as File }),
  });
  $items.on(retry, (items, { key }) => update(items, key, { status: 'uploading', progress: 0, message: null }));
  sample({ clock: retry, target: uploadOneFx });

  // ------------------------------------------------------------------------------------------------ removing
  const removing = sample({
    clock: removed,
    source: $items,
    filter: (items, key) => items.some((item) => item.key === key),
    fn: (items, key) => items.find((item) => item.key === key) as UploadItem<S>,
  });
  $items.on(removing, (items, { key }) => items.filter((item) => item.key !== key));
  $problems.on(removing, (problems, { slot }) => ({ ...problems, [slot]: [] }));
  $chosen.on(removing, (chosen, { key }) => without(chosen, key));
  $prepared.on(removing, (prepared, { key }) => without(prepared, key));
  sample({
    clock: removing,
    filter: (item) => item.uploaded !== null,
    fn: (item) => ({ slot: item.slot, file: item.uploaded as UploadedFile }),
    target: removeOneFx,
  });

  // ------------------------------------------------------------------------------------------------ restoring
  const restoredRows = sample({
    clock: restored,
    source: { items: $items, lastKey: $lastKey },
    fn: ({ items, lastKey }, given) => {
      const slots = Object.keys(given) as S[];
      const kept = items.filter((item) => !slots.includes(item.slot));
      const files = slots.flatMap((slot) => (given[slot] ?? []).map((file) => ({ slot, file })));
      const back = files.map(({ slot, file }, index) => settledItem(keyOf(lastKey + index + 1), slot, file, file));
      return { items: [...kept, ...back], lastKey: lastKey + back.length };
    },
  });
  $items.on(restoredRows, (_, { items }) => items);
  const readied = sample({
    clock: readyAdded,
    source: $lastKey,
    fn: (lastKey, { slot, files }) => files.map((file, index) => ({ file, item: settledItem(keyOf(lastKey + index + 1), slot, file, null) })),
  });
  $lastKey.on(restoredRows, (_, { lastKey }) => lastKey).on(readied, (lastKey, added) => lastKey + added.length);
  $items.on(readied, (items, added) => [...items, ...added.map(({ item }) => item)]);
  $prepared.on(readied, (prepared, added) => ({ ...prepared, ...Object.fromEntries(added.map(({ item, file }) => [item.key, file])) }));
  for (const $store of [$items, $problems, $chosen, $prepared, $limits]) $store.reset(cleared);

  // ------------------------------------------------------------------------------------------------ views
  /** Something is being prepared or sent. */
  const $busy = $items.map((items) => items.some((item) => item.status === 'preparing' || item.status === 'uploading'));
  const $failed = $items.map((items) => items.some((item) => item.status === 'failed'));
  /** The stored files per slot, in the order chosen. */
  const $uploaded = $items.map((items) => {
    const bySlot: Partial<Record<S, UploadedFile[]>> = {};
    for (const item of items) if (item.uploaded) (bySlot[item.slot] ??= []).push(item.uploaded);
    return bySlot;
  });
  /** The prepared files per slot (a list without `upload` sends these with its form). */
  const $files = combine($items, $prepared, (items, prepared) => {
    const bySlot: Partial<Record<S, File[]>> = {};
    for (const item of items) {
      const file = prepared[item.key];
      if (file && (item.status === 'ready' || item.status === 'uploaded')) (bySlot[item.slot] ??= []).push(file);
    }
    return bySlot;
  });
  /** Bytes of the files as sent (all slots). */
  const $totalBytes = $items.map(bytesOf);

  return {
    filesChosen,
    retried,
    removed,
    restored,
    readyAdded,
    cleared,
    $items,
    $problems,
    $busy,
    $failed,
    $uploaded,
    $files,
    $totalBytes,
    /** A file prepared and within its limits (a list without `upload` sends it with its own call, e.g. the avatar). */
    fileReady: taken,
    /** For tests and the consumers' own reactions (e.g. a field's value). */
    uploadFx: uploadOneFx,
    removeFx: removeOneFx,
    prepareFx: prepareOneFx,
  };
}

export type UploadList<S extends string = string> = ReturnType<typeof createUploadList<S>>;
