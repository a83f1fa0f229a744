import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $storageOwner, customerDataCleared } from '@/entities/session';
import {
  createClaimFx,
  createPublicRequestFx,
  deleteFileFx,
  searchCmtplObjectFx,
  uploadFileFx,
  type ApiError,
  type CmtplObject,
  type CompensationAnswer,
  type FieldWarnings,
  type UploadedFile,
} from '@/shared/api';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { nextDateText, nextPhoneText, parseDateText, type FileProblem } from '@/shared/form-engine';
import { persistOwned } from '@/shared/lib';
import {
  admitFiles,
  applicationPayload,
  EMPTY_FILES,
  INITIAL_VALUES,
  validateApplication,
  visibleLists,
  type ApplicationErrors,
  type ApplicationFiles,
  type ApplicationValues,
  type FileListName,
  type ListedFile,
  type TextField,
} from './rules';

/**
 * The compensation model (the design card's "compensation"; customer-portal.md §2 "A green application-for-
 * compensation button opens compensation modals", §3, §4 "Compensation", §5, §9). Two modals: the person search
 * (`get-cmptl-objects`: the CMTPL contract of the car that caused the accident, on the day of the accident) and,
 * once it is found, the application. Files go up one by one as they are chosen (`/files/upload`), each with its
 * state, and a failed one is sent again from the file kept in memory; the application names them (FILENAME).
 * "Send" (VIEW 0) files it and closes; "View" (VIEW 1) opens the preview the server answers in a new window.
 *
 * A signed-in customer's application goes to `/mobile/claim/create`; a visitor's (the public site) to
 * `/mobile/create-request/public/` as multipart. What is being typed is kept in session storage with its owner (the
 * step, the contract found, the values, the uploaded files), so a 401 and signing in again as the same customer, or a
 * reload, lose nothing; the stores start empty and take the draft when the modals mount (`CompensationGate`), only
 * the signed-in customer's (or, signed out, a visitor's).
 */
export type Audience = 'customer' | 'public';
export type Step = 'closed' | 'search' | 'form';

export interface SearchValues {
  PLATE: string;
  /** DD/MM/YYYY */
  EVENT_DATE: string;
}
export type SearchField = keyof SearchValues;
export type SearchProblem = { code: 'required' } | { code: 'date-format' } | { code: 'server'; message: string };

export interface CompensationDraft {
  audience: Audience;
  step: Step;
  search: SearchValues;
  object: CmtplObject | null;
  values: ApplicationValues;
  /** Uploaded files only: a file on its way or failed cannot survive a reload. */
  files: ApplicationFiles;
}

const EMPTY_SEARCH: SearchValues = { PLATE: '', EVENT_DATE: '' };

/** The modals are on the page (the claims screen, /contacts): the draft of whoever is signed in comes back. */
export const CompensationGate = createGate('Compensation');

// ------------------------------------------------------------------------------------------------ events
/** The green button (or the public page's): the person search opens. */
export const compensationOpened = createEvent<Audience>();
/** A modal was closed (Escape, ×, Cancel): everything typed is forgotten. */
export const compensationClosed = createEvent();
export const searchFieldChanged = createEvent<{
  name: SearchField;
  value: string;
}>();
export const searchSubmitted = createEvent();
/** Back from the form to the search (another car or day). */
export const searchReopened = createEvent();
export const fieldChanged = createEvent<{ name: TextField; value: string }>();
export const consentChanged = createEvent<boolean>();
export const filesChosen = createEvent<{ list: FileListName; files: File[] }>();
export const fileRetried = createEvent<string>();
export const fileRemoved = createEvent<{ list: FileListName; key: string }>();
/** "Send" (VIEW 0) or "View" (VIEW 1). */
export const applicationSubmitted = createEvent<0 | 1>();
/** The application was filed (VIEW 0): the claims screen reloads its lists. */
export const applicationSent = createEvent<CompensationAnswer>();
export const sentNoticeClosed = createEvent();

// ------------------------------------------------------------------------------------------------ stores
export const $audience = createStore<Audience>('customer');
export const $step = createStore<Step>('closed');
export const $search = createStore<SearchValues>(EMPTY_SEARCH);
export const $searchTouched = createStore(false);
export const $searchServerErrors = createStore<FieldWarnings>({});
/** A search failure that is not about a field (no contract found, server error, network). */
export const $searchFailure = createStore<string[] | null>(null);
export const $object = createStore<CmtplObject | null>(null);
export const $values = createStore<ApplicationValues>(INITIAL_VALUES);
export const $files = createStore<ApplicationFiles>(EMPTY_FILES);
/** Chosen files by key, kept to send a failed upload again (never persisted). */
export const $blobs = createStore<Record<string, File>>({}, { serialize: 'ignore' });
/** Why chosen files were refused, per list (type, size, count, total). */
export const $fileProblems = createStore<Partial<Record<FileListName, FileProblem[]>>>({});
/** Errors are shown once the customer pressed Send or View. */
export const $submitAttempted = createStore(false);
export const $serverErrors = createStore<FieldWarnings>({});
/** A submit failure that is not about a field (shown beneath the form). */
export const $submitFailure = createStore<string[] | null>(null);
/** The application filed last (its number), for the confirmation. */
export const $sent = createStore<CompensationAnswer | null>(null);

export const $searchErrors = combine($search, $searchTouched, $searchServerErrors, (search, touched, server) => {
  const errors: Partial<Record<SearchField, SearchProblem>> = {};
  for (const name of ['PLATE', 'EVENT_DATE'] as const) {
    const text = search[name].trim();
    if (server[name]?.length) errors[name] = { code: 'server', message: server[name].join(' ') };
    else if (!touched) continue;
    else if (!text) errors[name] = { code: 'required' };
    else if (name === 'EVENT_DATE' && !parseDateText(text, 'date')) errors[name] = { code: 'date-format' };
  }
  return errors;
});

/** Every rule's verdict on the application as it stands. */
export const $validation = combine($values, $files, validateApplication);
/** What is shown under each field: the rules after the first submit, the server's warnings always. */
export const $errors = combine($validation, $submitAttempted, $serverErrors, (validation, attempted, server): ApplicationErrors => {
  const errors: ApplicationErrors = attempted ? { ...validation } : {};
  for (const [field, messages] of Object.entries(server)) {
    if (messages.length)
      errors[field as keyof ApplicationErrors] = {
        code: 'server',
        message: messages.join(' '),
      };
  }
  return errors;
});
export const $visibleLists = $values.map(visibleLists);
/** Upload progress: bytes of the uploaded files of the shown lists over all of them. */
export const $uploadProgress = combine($files, $visibleLists, (files, lists) => {
  const all = lists.flatMap((name) => files[name]);
  const total = all.reduce((sum, file) => sum + file.size, 0);
  const done = all.filter((file) => file.status === 'done').reduce((sum, file) => sum + file.size, 0);
  const active = all.some((file) => file.status === 'uploading');
  return {
    done,
    total,
    active,
    count: all.length,
    uploaded: all.filter((file) => file.status === 'done').length,
  };
});

// ------------------------------------------------------------------------------------------------ effects
export const searchFx = attach({ effect: searchCmtplObjectFx });

interface SubmitRequest {
  audience: Audience;
  payload: Record<string, unknown>;
  VIEW: 0 | 1;
}
export const submitFx = createEffect<SubmitRequest, { VIEW: 0 | 1; answer: CompensationAnswer }, ApiError>(async ({ audience, payload, VIEW }) => {
  const callFx = audience === 'customer' ? createClaimFx : createPublicRequestFx;
  return { VIEW, answer: await callFx({ ...payload, VIEW }) };
});

interface UploadRequest {
  list: FileListName;
  key: string;
  file: File;
}
export const uploadFx = createEffect<UploadRequest, { list: FileListName; key: string; data: UploadedFile }, ApiError>(async ({ list, key, file }) => {
  const answer = await uploadFileFx({ id: list, file, kind: 'compensation' });
  return { list, key, data: answer.data };
});
const uploadAllFx = createEffect((requests: UploadRequest[]) => Promise.allSettled(requests.map((request) => uploadFx(request))));
const removeUploadFx = attach({ effect: deleteFileFx });

/** Opens the preview in a new window: an absolute address as it is, a path on this site. */
export const openWindowFx = createEffect((path: string) => {
  window.open(new URL(path, window.location.origin).href, '_blank', 'noopener');
});

// ------------------------------------------------------------------------------------------------ opening
/** The draft picked up when the modals mounted was not the signed-in customer's (or nobody is signed in after a 401). */
const draftDropped = createEvent();
// Signing out, or somebody else signing in on this tab, forgets the application too.
const forgotten = [compensationOpened, compensationClosed, customerDataCleared, draftDropped];
$search.reset(forgotten);
$searchTouched.reset([...forgotten, searchReopened]);
$searchServerErrors.reset([...forgotten, searchSubmitted]);
$searchFailure.reset([...forgotten, searchSubmitted]);
$object.reset(forgotten);
$values.reset(forgotten);
$files.reset(forgotten);
$blobs.reset(forgotten);
$fileProblems.reset(forgotten);
$submitAttempted.reset(forgotten);
$serverErrors.reset(forgotten);
$submitFailure.reset([...forgotten, applicationSubmitted]);
$sent.reset([compensationOpened, sentNoticeClosed, customerDataCleared, draftDropped]);

$audience.on(compensationOpened, (_, audience) => audience);
$step
  .on(compensationOpened, () => 'search')
  .on([compensationClosed, customerDataCleared, draftDropped], () => 'closed')
  .on(searchReopened, () => 'search');

// ------------------------------------------------------------------------------------------------ search
$search.on(searchFieldChanged, (search, { name, value }) => ({
  ...search,
  [name]: name === 'EVENT_DATE' ? nextDateText(search.EVENT_DATE, value, 'date') : value.toUpperCase().replace(/\s/g, ''),
}));
$searchServerErrors.on(searchFieldChanged, (errors, { name }) => {
  if (!errors[name]) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
});
$searchTouched.on(searchSubmitted, () => true);
const searchChecked = sample({
  clock: searchSubmitted,
  source: $search,
  filter: (search) => Boolean(search.PLATE.trim()) && Boolean(parseDateText(search.EVENT_DATE, 'date')),
});
sample({
  clock: searchChecked,
  fn: (search) => ({
    PLATE: search.PLATE.trim(),
    EVENT_DATE: search.EVENT_DATE,
  }),
  target: searchFx,
});
// §4: a successful search closes the search modal and opens the compensation modal.
sample({
  clock: searchFx.doneData,
  fn: (answer) => answer.result,
  target: $object,
});
$step.on(searchFx.done, () => 'form');
sample({
  clock: searchFx.failData,
  filter: (error) => Object.keys(error.fieldWarnings).length > 0,
  fn: (error) => error.fieldWarnings,
  target: $searchServerErrors,
});
sample({
  clock: searchFx.failData,
  filter: (error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled' && Object.keys(error.fieldWarnings).length === 0,
  fn: (error) => error.messages,
  target: $searchFailure,
});

// ------------------------------------------------------------------------------------------------ form
$values.on(fieldChanged, (values, { name, value }) => ({
  ...values,
  [name]: name === 'PHONE' ? nextPhoneText(values.PHONE, value) : value,
}));
$values.on(consentChanged, (values, CONSENT) => ({ ...values, CONSENT }));
$serverErrors.on(fieldChanged, (errors, { name }) => {
  if (!errors[name]) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
});

// Files: the rules decide what goes up; each accepted file is listed as uploading at once.
let fileCounter = 0;
const filesAdmitted = sample({
  clock: filesChosen,
  source: $files,
  fn: (files, { list, files: chosen }) => {
    const { accepted, problems } = admitFiles(files, list, chosen);
    const requests = accepted.map((file) => {
      fileCounter += 1;
      return {
        list,
        key: `${list}-${Date.now().toString(36)}-${fileCounter}`,
        file,
      };
    });
    return { list, requests, problems };
  },
});
$fileProblems.on(filesAdmitted, (problems, { list, problems: found }) => ({
  ...problems,
  [list]: found,
}));
$files.on(filesAdmitted, (files, { list, requests }) => ({
  ...files,
  [list]: [
    ...files[list],
    ...requests.map(({ key, file }): ListedFile => ({
      key,
      name: file.name,
      size: file.size,
      type: file.type,
      status: 'uploading',
      id: null,
      file: null,
      message: null,
    })),
  ],
}));
$blobs.on(filesAdmitted, (blobs, { requests }) => ({
  ...blobs,
  ...Object.fromEntries(requests.map(({ key, file }) => [key, file])),
}));
sample({
  clock: filesAdmitted,
  filter: ({ requests }) => requests.length > 0,
  fn: ({ requests }) => requests,
  target: uploadAllFx,
});

const updateFile = (files: ApplicationFiles, list: FileListName, key: string, patch: Partial<ListedFile>): ApplicationFiles => ({
  ...files,
  [list]: files[list].map((file) => (file.key === key ? { ...file, ...patch } : file)),
});
$files.on(uploadFx.done, (files, { result }) =>
  updateFile(files, result.list, result.key, {
    status: 'done',
    id: result.data.id,
    file: result.data.file,
    message: null,
  }),
);
$files.on(uploadFx.fail, (files, { params, error }) =>
  updateFile(files, params.list, params.key, {
    status: 'failed',
    message: error.fieldWarnings.file?.join(' ') ?? error.messages.join(' ') ?? null,
  }),
);
$blobs.on(uploadFx.done, (blobs, { result }) => {
  const { [result.key]: _sent, ...rest } = blobs;
  return rest;
});

// Retry: the same file again, from memory; the rest of the form stays as it is.
const retryRequested = sample({
  clock: fileRetried,
  source: { files: $files, blobs: $blobs },
  filter: ({ blobs }, key) => Boolean(blobs[key]),
  fn: ({ files, blobs }, key): UploadRequest => {
    const list = (Object.keys(files) as FileListName[]).find((name) => files[name].some((file) => file.key === key)) as FileListName;
    return { list, key, file: blobs[key] as File };
  },
});
$files.on(retryRequested, (files, { list, key }) => updateFile(files, list, key, { status: 'uploading', message: null }));
sample({ clock: retryRequested, target: uploadFx });

// Removal: out of the list at once; an uploaded file is deleted on the server too (its failure changes nothing here).
const removing = sample({
  clock: fileRemoved,
  source: $files,
  fn: (files, { list, key }) => ({
    list,
    key,
    found: files[list].find((file) => file.key === key) ?? null,
  }),
});
$files.on(removing, (files, { list, key }) => ({
  ...files,
  [list]: files[list].filter((file) => file.key !== key),
}));
$fileProblems.on(removing, (problems, { list }) => ({
  ...problems,
  [list]: [],
}));
$blobs.on(removing, (blobs, { key }) => {
  const { [key]: _gone, ...rest } = blobs;
  return rest;
});
sample({
  clock: removing,
  filter: ({ found }) => Boolean(found?.id && found.file),
  fn: ({ found }) => ({ id: found?.id as string, file: found?.file as string }),
  target: removeUploadFx,
});

// ------------------------------------------------------------------------------------------------ submit
$submitAttempted.on(applicationSubmitted, () => true);
const submitChecked = sample({
  clock: applicationSubmitted,
  source: { validation: $validation, submitting: submitFx.pending },
  filter: ({ validation, submitting }) => !submitting && Object.keys(validation).length === 0,
  fn: (_, VIEW) => VIEW,
});
sample({
  clock: submitChecked,
  source: {
    audience: $audience,
    values: $values,
    files: $files,
    object: $object,
  },
  fn: ({ audience, values, files, object }, VIEW) => ({
    audience,
    VIEW,
    payload: applicationPayload(values, files, object?.OBJECT_ID ?? null),
  }),
  target: submitFx,
});
$serverErrors.on(submitFx, () => ({}));
$serverErrors.on(submitFx.failData, (_, error) => error.fieldWarnings);
sample({
  clock: submitFx.failData,
  filter: (error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled' && Object.keys(error.fieldWarnings).length === 0,
  fn: (error) => error.messages,
  target: $submitFailure,
});

// "Send": filed, the modal closes and the confirmation shows the number. "View": the preview opens in a new window.
const filed = sample({
  clock: submitFx.doneData,
  filter: ({ VIEW }) => VIEW === 0,
  fn: ({ answer }) => answer,
});
sample({ clock: filed, target: [applicationSent, $sent] });
sample({ clock: filed, fn: () => undefined, target: compensationClosed });
sample({
  clock: submitFx.doneData,
  filter: ({ VIEW, answer }) => VIEW === 1 && Boolean(answer.path),
  fn: ({ answer }) => answer.path as string,
  target: openWindowFx,
});

// ------------------------------------------------------------------------------------------------ draft
/** The draft in session storage with its owner: kept by the session's 401 clean-up for the same customer, cleared by
 * signing out (CUSTOMER_STORAGE.compensation, docs/decisions/owner-keyed-storage.md). */
export const $draft = combine(
  {
    audience: $audience,
    step: $step,
    search: $search,
    object: $object,
    values: $values,
    files: $files,
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
sample({ clock: restored, fn: (draft) => draft.files, target: $files });
