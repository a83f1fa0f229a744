import { combine, createStore, sample } from 'effector';
import { $storageOwner } from '@/entities/session';
import type { CmtplObject, UploadedFile } from '@/shared/api';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { persistOwned } from '@/shared/lib';
import type { ApplicationFiles, ApplicationValues, FileListName } from '@/shared/claims';
import { $values } from './application';
import { $applicationId, $audience, $step, applicationIdIssuedFx, CompensationGate, draftDropped, type Audience, type Step } from './flow';
import { $object, $search, type SearchValues } from './search';
import { $files, uploads } from './uploads';

/**
 * What is being typed is kept in session storage with its owner (the step, the contract found, the values, the uploaded
 * files), so a 401 and signing in again as the same customer, or a reload, lose nothing; the stores start empty and
 * take the draft when the modals mount (`CompensationGate`), only the signed-in customer's (or, signed out, a
 * visitor's). Kept by the session's 401 clean-up for the same customer, cleared by signing out
 * (CUSTOMER_STORAGE.compensation, docs/decisions/owner-keyed-storage.md).
 */
export interface CompensationDraft {
  audience: Audience;
  step: Step;
  search: SearchValues;
  object: CmtplObject | null;
  values: ApplicationValues;
  /** Uploaded files only: a file on its way or failed cannot survive a reload. */
  files: ApplicationFiles;
  /** The application's `CLIENT_ID` (absent in drafts kept before it existed: a new one is given). */
  id?: string;
}

export const $draft = combine(
  {
    audience: $audience,
    step: $step,
    search: $search,
    object: $object,
    values: $values,
    files: $files,
    id: $applicationId,
  },
  (draft): CompensationDraft | null =>
    draft.step === 'closed'
      ? null
      : {
          ...draft,
          files: Object.fromEntries(
            Object.entries(draft.files).map(([name, list]) => [name, list.filter((file) => file.status === 'done')]),
          ) as ApplicationFiles,
        },
);
const $stored = createStore<CompensationDraft | null>(null);
sample({ clock: $draft, target: $stored });
const { dropped } = persistOwned({ store: $stored, key: CUSTOMER_STORAGE.compensation.key, area: 'session', owner: $storageOwner, pickup: CompensationGate.open });
sample({ clock: dropped, target: draftDropped });
// A draft read back when the modals mount restores the modal where it was.
const restored = sample({
  clock: $stored.updates,
  source: $draft,
  filter: (current, next) => next !== null && current === null,
  fn: (_, next) => next as CompensationDraft,
});
sample({ clock: restored, fn: (draft) => draft.audience, target: $audience });
sample({ clock: restored, fn: (draft) => draft.step, target: $step });
sample({ clock: restored, fn: (draft) => draft.search, target: $search });
sample({ clock: restored, fn: (draft) => draft.object, target: $object });
sample({ clock: restored, fn: (draft) => draft.values, target: $values });
sample({ clock: restored, filter: (draft) => Boolean(draft.id), fn: (draft) => draft.id as string, target: $applicationId });
sample({ clock: restored, filter: (draft) => !draft.id, fn: () => undefined, target: applicationIdIssuedFx });
/** The uploaded files of a draft, back into the upload list. */
const uploadedOf = (files: ApplicationFiles) =>
  Object.fromEntries(
    Object.entries(files).map(([name, list]) => [
      name,
      list
        .filter((file) => file.id && file.file)
        .map((file): UploadedFile => ({ id: file.id as string, kind: 'compensation', name: file.name, type: file.type ?? '', size: file.size, file: file.file as string })),
    ]),
  ) as Record<FileListName, UploadedFile[]>;
sample({ clock: restored, fn: (draft) => uploadedOf(draft.files), target: uploads.restored });
