import { attach, createEffect, merge, sample, type Effect } from 'effector';
import { deleteFileFx, uploadFileFx, type ApiError, type FieldDescriptor, type UploadedFile } from '@/shared/api';
import { prop } from '../../rules/descriptors';
import { fieldKind } from '../../rules/field-kind';
import { MAX_FILES_PER_LIST, selectFiles } from '../../rules/files';
import type { FormValues } from '../../rules/values';
import { settleValues } from '../state';
import type { RemoveRequest, UploadAnswer, UploadRequest } from '../types';
import { findField, without, type FormCore } from './core';

type FilesUnits = Pick<FormCore, 'filesChosen' | 'fileRemoved' | 'valuesSet' | '$descriptors' | '$values' | '$states' | '$fileProblems' | '$uploads' | '$touched' | '$settleSources'>;

const filesOf = (values: FormValues, name: string) => (Array.isArray(values[name]) ? (values[name] as UploadedFile[]) : []);

/**
 * Files: chosen files are checked (type, size, count, total) and the accepted ones uploaded, each on its own; the
 * field's value is the list of uploaded files. A removal deletes the file on the server (one already gone there
 * counts as removed); the last removal leaves the field empty.
 */
export function createFiles(core: FilesUnits) {
  const { filesChosen, fileRemoved, valuesSet, $descriptors, $values, $states, $fileProblems, $uploads, $touched, $settleSources } = core;

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

  const filesSelected = sample({
    clock: filesChosen,
    source: { descriptors: $descriptors, values: $values, states: $states },
    filter: ({ descriptors, states }, { name }) => Boolean(findField(descriptors, name)) && !states[name]?.disabled,
    fn: ({ descriptors, values }, { name, files }) => {
      const descriptor = findField(descriptors, name) as FieldDescriptor;
      const maxFiles = fieldKind(descriptor) === 'file' ? 1 : Number(prop(descriptor, 'maxFiles')) || MAX_FILES_PER_LIST;
      const maxTotalBytes = Number(prop(descriptor, 'maxTotalBytes')) || null;
      const { accepted: chosen, problems } = selectFiles(filesOf(values, name), files, { maxFiles, maxTotalBytes });
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
    fn: (sources, { name, file }) => settleValues({ ...sources, values: { ...sources.values, [name]: [...filesOf(sources.values, name), file] } }),
    target: valuesSet,
  });
  $touched.on(uploadFx.done, (touched, { params }) => ({ ...touched, [params.name]: true }));

  const removal = sample({
    clock: fileRemoved,
    source: $values,
    fn: (values, { name, id }): RemoveRequest | null => {
      const file = filesOf(values, name).find((item) => item.id === id);
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
    fn: (sources, { name, id }) =>
      settleValues({ ...sources, values: { ...sources.values, [name]: filesOf(sources.values, name).filter((item) => item.id !== id) } }),
    target: valuesSet,
  });
  $touched.on(removed, (touched, { name }) => ({ ...touched, [name]: true }));

  return { uploadFx, removeFileFx };
}
