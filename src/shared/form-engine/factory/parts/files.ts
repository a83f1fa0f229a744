import { attach, createEffect, sample, type Effect, type StoreValue } from 'effector';
import { deleteFileFx, uploadFileFx, type ApiError, type FieldDescriptor, type UploadedFile } from '@/shared/api';
import { createUploadList, type UploadItem, type UploadRequest as ListUploadRequest } from '@/shared/upload';
import { prop } from '../../rules/descriptors';
import { fieldKind } from '../../rules/field-kind';
import { MAX_FILES_PER_LIST } from '../../rules/files';
import type { FormValues } from '../../rules/values';
import { settleValues } from '../state';
import type { RemoveRequest, UploadAnswer, UploadRequest } from '../types';
import { findField, type FormCore, type FormLifecycle } from './core';

type FilesUnits = Pick<
  FormCore,
  'filesChosen' | 'fileRemoved' | 'valuesSet' | '$descriptors' | '$values' | '$states' | '$fileProblems' | '$uploads' | '$touched' | '$settleSources'
>;

const filesOf = (values: FormValues, name: string) => (Array.isArray(values[name]) ? (values[name] as UploadedFile[]) : []);
const isFileField = (descriptor: FieldDescriptor) => {
  const kind = fieldKind(descriptor);
  return kind === 'file' || kind === 'files';
};
/** The file fields whose value differs from what the list holds. */
const toRestore = (descriptors: readonly FieldDescriptor[], uploaded: Partial<Record<string, UploadedFile[]>>, values: FormValues) => {
  const restored: Record<string, UploadedFile[]> = {};
  for (const descriptor of descriptors.filter(isFileField)) {
    const name = descriptor.FIELD_NAME;
    const files = filesOf(values, name);
    if (!sameFiles(files, uploaded[name] ?? [])) restored[name] = files;
  }
  return restored;
};
const sameFiles = (a: readonly UploadedFile[], b: readonly UploadedFile[]) => a.length === b.length && a.every((file, index) => file.id === b[index]?.id);

/**
 * Files: the `file` and `multiSelectFile` fields are slots of one upload list (`shared/upload`, issue 21) — the same
 * list every other place a customer attaches a file uses. A chosen photo is prepared in the browser (upright, 1024 px,
 * JPEG ≤ 3 MB, no EXIF), the limits (type, 3 MB, the field's count and total) are checked on the prepared file, each
 * file is uploaded on its own with progress, and a failed one gets Try again without being chosen again. The field's
 * value is the list of uploaded files, in the order chosen; files the form loads (saved values, a prefill) are
 * restored into the list. A removal takes the file out at once and deletes it on the server.
 */
export function createFiles(core: FilesUnits, lifecycle: FormLifecycle) {
  const { filesChosen, fileRemoved, valuesSet, $descriptors, $states, $fileProblems, $uploads, $touched, $settleSources } = core;

  const uploadCallFx = attach({ effect: uploadFileFx });
  /** One file into one field (replace it in tests and stories with fork({ handlers })). */
  const uploadFx: Effect<UploadRequest, UploadAnswer, ApiError> = createEffect<UploadRequest, UploadAnswer, ApiError>(async (request) => {
    const answer = await uploadCallFx({ id: request.ownerId, file: request.file, kind: request.kind, onProgress: request.onProgress });
    return { name: request.name, file: answer.data };
  });
  const deleteCallFx = attach({ effect: deleteFileFx });
  const removeFileFx: Effect<RemoveRequest, void, ApiError> = createEffect<RemoveRequest, void, ApiError>(async (request) => {
    await deleteCallFx({ file: request.file, id: request.id });
  });

  // The list's calls, in the form's words: the slot is the FIELD_NAME; kind and owner come from its descriptor.
  const fieldUploadFx = attach({
    source: $descriptors,
    effect: uploadFx,
    mapParams: ({ slot, file, onProgress }: ListUploadRequest, descriptors): UploadRequest => {
      const descriptor = findField(descriptors, slot);
      return {
        name: slot,
        file,
        kind: (descriptor && prop<string>(descriptor, 'kind')) ?? slot,
        ownerId: (descriptor && prop<string | number>(descriptor, 'uploadId')) ?? descriptor?.ID ?? slot,
        onProgress,
      };
    },
  });
  const listUploadFx = createEffect<ListUploadRequest, UploadedFile, ApiError>(async (request) => (await fieldUploadFx(request)).file);
  const fieldRemoveFx = attach({
    effect: removeFileFx,
    mapParams: ({ slot, file }: { slot: string; file: UploadedFile }): RemoveRequest => ({ name: slot, id: file.id, file: file.file }),
  });
  const listRemoveFx = createEffect<{ slot: string; file: UploadedFile }, unknown, ApiError>((request) => fieldRemoveFx(request));
  const uploads = createUploadList<string>({ upload: listUploadFx, remove: listRemoveFx });

  // ---------------------------------------------------------------------------------------------- choosing
  sample({
    clock: filesChosen,
    source: { descriptors: $descriptors, states: $states },
    filter: ({ descriptors, states }, { name }) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors }, { name, files }) => {
      const descriptor = findField(descriptors, name) as FieldDescriptor;
      const maxFiles = fieldKind(descriptor) === 'file' ? 1 : Number(prop(descriptor, 'maxFiles')) || MAX_FILES_PER_LIST;
      const maxTotalBytes = Number(prop(descriptor, 'maxTotalBytes')) || null;
      return { slot: name, files, limits: { maxFiles, maxTotalBytes } };
    },
    target: uploads.filesChosen,
  });
  sample({
    clock: fileRemoved,
    source: uploads.$items,
    filter: (items, { name, id }) => items.some((item) => item.slot === name && item.uploaded?.id === id),
    fn: (items, { name, id }) => (items.find((item) => item.slot === name && item.uploaded?.id === id) as UploadItem).key,
    target: uploads.removed,
  });

  // ---------------------------------------------------------------------------------------------- the list → the form
  $fileProblems.on(uploads.$problems, (_, problems) => Object.fromEntries(Object.entries(problems).filter(([, found]) => found && found.length > 0)) as never);
  sample({
    clock: uploads.$items,
    fn: (items: UploadItem[]) => {
      const busy: Record<string, number> = {};
      for (const item of items) if (item.status === 'preparing' || item.status === 'uploading') busy[item.slot] = (busy[item.slot] ?? 0) + 1;
      return busy;
    },
    target: $uploads,
  });
  // The stored files of a field changed in the list (uploaded, removed): the field's value follows, and it is touched.
  const changedNames = (sources: StoreValue<FormCore['$settleSources']>, uploaded: Partial<Record<string, UploadedFile[]>>) =>
    sources.descriptors
      .filter(isFileField)
      .map((descriptor) => descriptor.FIELD_NAME)
      .filter((name) => !sameFiles(filesOf(sources.values, name), uploaded[name] ?? []));
  const listChanged = sample({
    clock: uploads.$uploaded,
    source: $settleSources,
    filter: (sources, uploaded) => changedNames(sources, uploaded).length > 0,
    fn: (sources, uploaded) => ({ sources, uploaded, names: changedNames(sources, uploaded) }),
  });
  sample({
    clock: listChanged,
    fn: ({ sources, uploaded, names }) => settleValues({ ...sources, values: { ...sources.values, ...Object.fromEntries(names.map((name) => [name, uploaded[name] ?? []])) } }),
    target: valuesSet,
  });
  $touched.on(listChanged, (touched, { names }) => ({ ...touched, ...Object.fromEntries(names.map((name) => [name, true])) }));

  // ---------------------------------------------------------------------------------------------- the form → the list
  // Values that did not come from the list (loaded, patched, an on-change answer): the list holds those files.
  sample({
    clock: valuesSet,
    source: { descriptors: $descriptors, uploaded: uploads.$uploaded },
    filter: ({ descriptors, uploaded }, { values }) => Object.keys(toRestore(descriptors, uploaded, values)).length > 0,
    fn: ({ descriptors, uploaded }, { values }) => toRestore(descriptors, uploaded, values),
    target: uploads.restored,
  });
  sample({ clock: [lifecycle.closed, lifecycle.formSwitched], target: uploads.cleared });

  return { uploadFx, removeFileFx, uploads };
}
