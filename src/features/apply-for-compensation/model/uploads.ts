import { combine, createEffect, createEvent, sample } from 'effector';
import { deleteFileFx, uploadFileFx, type ApiError, type UploadedFile } from '@/shared/api';
import { MAX_COMPENSATION_TOTAL_BYTES } from '@/shared/config';
import { createUploadList, type UploadItem, type UploadRequest } from '@/shared/upload';
import type { ApplicationFiles, FileListName, ListedFile } from '@/shared/claims';
import { $visibleLists } from './application';
import { forgotten } from './flow';

/**
 * The application's files (customer-portal.md §9) through the one upload list (`shared/upload`): a photo is prepared
 * in the browser (a 6 MB phone photo or a HEIC becomes a JPEG of ~1 MB within 1024×1024) and goes up at once
 * (`/files/upload`), each with its state and progress, and a failed one is sent again from the prepared file kept in
 * memory; the application names them (FILENAME). Removal deletes an uploaded one on the server.
 */
export const filesChosen = createEvent<{ list: FileListName; files: File[] }>();
export const fileRetried = createEvent<string>();
export const fileRemoved = createEvent<{ list: FileListName; key: string }>();

/** /files/upload, owned by the list (PHOTOS…), kind `compensation`; tests replace its handler. */
export const uploadFx = createEffect<UploadRequest<FileListName>, UploadedFile, ApiError>(async ({ slot, file, onProgress }) => {
  const answer = await uploadFileFx({ id: slot, file, kind: 'compensation', onProgress });
  return answer.data;
});
const removeUploadFx = createEffect<{ slot: FileListName; file: UploadedFile }, unknown, ApiError>(({ file }) => deleteFileFx({ id: file.id, file: file.file }));
/** The application's upload lists: one slot per list, at most 8 files each, 10 MB over all of them (§9). */
export const uploads = createUploadList<FileListName>({ maxTotalBytes: MAX_COMPENSATION_TOTAL_BYTES, upload: uploadFx, remove: removeUploadFx });

const listedStatus = (item: UploadItem<FileListName>): ListedFile['status'] =>
  item.status === 'uploaded' ? 'done' : item.status === 'failed' ? 'failed' : 'uploading';
/** The files of each list as the rules see them (uploaded, on its way — preparing counts — or failed). */
export const $files = uploads.$items.map((items): ApplicationFiles => {
  const files: ApplicationFiles = { PHOTOS: [], AGREEMENT_FILES: [], DRIVER_DOCUMENTS: [], PROCEEDINGS_FILES: [] };
  for (const item of items)
    files[item.slot].push({
      key: item.key,
      name: item.name,
      size: item.size ?? item.chosenSize,
      type: item.type,
      status: listedStatus(item),
      id: item.uploaded?.id ?? null,
      file: item.uploaded?.file ?? null,
      message: item.message,
    });
  return files;
});
/** Why chosen files were refused, per list (type, size, count, total, unreadable). */
export const $fileProblems = uploads.$problems;

/** Upload progress: bytes sent of the shown lists' files (as prepared) over all of them. */
export const $uploadProgress = combine(uploads.$items, $visibleLists, (items, lists) => {
  const all = items.filter((item) => lists.includes(item.slot));
  const total = all.reduce((sum, item) => sum + (item.size ?? item.chosenSize), 0);
  const sent = (item: UploadItem<FileListName>) => (item.status === 'uploaded' ? (item.size ?? 0) : item.status === 'uploading' ? (item.size ?? 0) * (item.progress ?? 0) : 0);
  const done = Math.round(all.reduce((sum, item) => sum + sent(item), 0));
  const active = all.some((item) => item.status === 'preparing' || item.status === 'uploading');
  return {
    done,
    total,
    active,
    count: all.length,
    uploaded: all.filter((item) => item.status === 'uploaded').length,
  };
});

sample({ clock: forgotten, fn: () => undefined, target: uploads.cleared });
sample({ clock: filesChosen, fn: ({ list, files }) => ({ slot: list, files }), target: uploads.filesChosen });
sample({ clock: fileRetried, target: uploads.retried });
sample({ clock: fileRemoved, fn: ({ key }) => key, target: uploads.removed });
