import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $fullName, $storageOwner, $user, customerDataCleared } from '@/entities/session';
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
import { CUSTOMER_STORAGE, MAX_COMPENSATION_TOTAL_BYTES } from '@/shared/config';
import { nextDateText, nextPhoneText, parseDateText } from '@/shared/form-engine';
import { persistOwned } from '@/shared/lib';
import { openSameOriginFx, type UntrustedAddressError } from '@/shared/routing';
import { createUploadList, type UploadItem, type UploadRequest } from '@/shared/upload';
import {
  applicationPayload,
  INITIAL_VALUES,
  prefillFromProfile,
  splitWarnings,
  validateApplication,
  visibleLists,
  type ApplicationErrors,
  type ApplicationFiles,
  type ApplicationValues,
  type FileListName,
  type ListedFile,
  type TextField,
} from '@/shared/claims';

/**
 * The compensation model (the design card's "compensation"; customer-portal.md §2 "A green application-for-
 * compensation button opens compensation modals", §3, §4 "Compensation", §5, §9). Two modals: the person search
 * (`get-cmptl-objects`: the CMTPL contract of the car that caused the accident, on the day of the accident) and,
 * once it is found, the application. Files go through the one upload list (`shared/upload`): a photo is prepared in
 * the browser (a 6 MB phone photo or a HEIC becomes a JPEG of ~1 MB within 1024×1024) and goes up at once
 * (`/files/upload`), each with its state and progress, and a failed one is sent again from the prepared file kept in
 * memory; the application names them (FILENAME).
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

// ------------------------------------------------------------------------------------------------ files
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

/** Opens the preview in a new window: only an address of this site (docs/decisions/trust-boundaries.md). */
export const openWindowFx = createEffect<string, void, UntrustedAddressError>((path) => openSameOriginFx(path));

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
sample({ clock: forgotten, fn: () => undefined, target: uploads.cleared });
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
// The search's fields as they found the contract: they go with the application (§3), as the form's header shows them.
$search.on(searchFx.done, (_, { params }) => ({ PLATE: String(params.PLATE ?? ''), EVENT_DATE: String(params.EVENT_DATE ?? '') }));
// A signed-in customer's name and phone fill the application's empty fields (what was typed stays).
sample({
  clock: searchFx.done,
  source: { audience: $audience, values: $values, user: $user, fullName: $fullName },
  filter: ({ audience, user }) => audience === 'customer' && user !== null,
  fn: ({ values, user, fullName }) => prefillFromProfile(values, { fullName, phone: user?.PHONE ?? null }),
  target: $values,
});
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

// Files: the upload list prepares, checks and sends them; removal deletes an uploaded one on the server.
sample({ clock: filesChosen, fn: ({ list, files }) => ({ slot: list, files }), target: uploads.filesChosen });
sample({ clock: fileRetried, target: uploads.retried });
sample({ clock: fileRemoved, fn: ({ key }) => key, target: uploads.removed });

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
    search: $search,
  },
  fn: ({ audience, values, files, object, search }, VIEW) => ({
    audience,
    VIEW,
    payload: applicationPayload(values, files, object ? { OBJECT_ID: object.OBJECT_ID, PLATE: search.PLATE, EVENT_DATE: search.EVENT_DATE } : null),
  }),
  target: submitFx,
});
// Warnings of the form's fields go under them; those of other fields (the search's) and the rest beneath the form.
const submitRefused = sample({
  clock: submitFx.failData,
  source: $values,
  filter: (_, error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled',
  fn: (values, error) => ({ ...splitWarnings(error.fieldWarnings, values), messages: error.messages, warned: Object.keys(error.fieldWarnings).length > 0 }),
});
$serverErrors.on(submitFx, () => ({}));
$serverErrors.on(submitRefused, (_, { shown }) => shown);
sample({
  clock: submitRefused,
  filter: ({ warned, other }) => !warned || other.length > 0,
  fn: ({ warned, other, messages }) => (warned ? other : messages),
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
// A preview on another site is not opened: the generic failure under the form (the refusal is logged).
sample({ clock: openWindowFx.fail, fn: (): string[] => [], target: $submitFailure });

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
