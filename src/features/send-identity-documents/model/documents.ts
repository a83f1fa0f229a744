import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $user, customerDataCleared, sessionEnded } from '@/entities/session';
import { deleteFileFx, fetchIdentityStatusFx, sendDocumentsFx, uploadFileFx, type ApiError, type IdentityStatus, type UploadedFile } from '@/shared/api';
import { documentKind, DOCUMENT_PARTS, missingDocumentParts, type DocumentPart, type DocumentType } from '@/shared/lib';
import { createUploadList, type UploadRequest } from '@/shared/upload';

/**
 * The identity documents (customer-portal.md §2 "Registration routes", §5, §9; issue 20 item 2, issue 21): an ID card
 * (front, back, a selfie holding it), a passport (photo page, registration page, a selfie) or a social card (both
 * sides). One model for the two places that take them: the last registration step and, later, the profile's
 * "Identity documents" (an unverified customer who left registration, reloaded it, or whose documents were refused).
 * Each file goes up at once through the one upload list (photos prepared in the browser: 1024 px, ≤ 3 MB, no EXIF),
 * owned by `identity:{CUSTOMER}`, kind `{type}-{part}`; "Send the documents" hands the set over for review (one
 * working day) and the status is read again.
 */
export type SubmitProblem = { code: 'missing'; parts: DocumentPart[] } | { code: 'busy' } | { code: 'failed' } | { code: 'server'; message: string };

/** The section of the profile is on the page: the status is read. */
export const IdentityGate = createGate<Record<string, never>>({ name: 'IdentityDocuments', defaultState: {} });
/** The customer chose a document type (its parts to upload). Another type starts the files afresh. */
export const documentTypeChosen = createEvent<DocumentType>();
export const documentsSubmitted = createEvent();
/** The set was received for review. */
export const documentsSent = createEvent();

export const $documentType = createStore<DocumentType | null>(null);
/** Where the customer's identity stands; null until read. */
export const $identity = createStore<IdentityStatus | null>(null);
export const $submitProblem = createStore<SubmitProblem | null>(null);

export const loadIdentityFx = attach({ effect: fetchIdentityStatusFx });
const sendFx = attach({ effect: sendDocumentsFx });
export const $sending = sendFx.pending;

const $owner = $user.map((user) => (user ? `identity:${user.CUSTOMER}` : null));
/** /files/upload of one document file (tests replace its handler). */
export const uploadDocumentFx = createEffect<UploadRequest<DocumentPart> & { owner: string; type: DocumentType }, UploadedFile, ApiError>(async ({ owner, type, slot, file, onProgress }) => {
  const answer = await uploadFileFx({ id: owner, kind: documentKind(type, slot), file, onProgress });
  return answer.data;
});
const uploadFx = attach({
  source: { owner: $owner, type: $documentType },
  mapParams: (request: UploadRequest<DocumentPart>, { owner, type }) => ({ ...request, owner: owner ?? '', type: type ?? 'idCard' }),
  effect: uploadDocumentFx,
});
const removeFx = createEffect<{ slot: DocumentPart; file: UploadedFile }, unknown, ApiError>(({ file }) => deleteFileFx({ id: file.id, file: file.file }));

/** The document's files, one slot per part (at most 8 each). */
export const documents = createUploadList<DocumentPart>({ upload: uploadFx, remove: removeFx });

const typeChanged = sample({ clock: documentTypeChosen, source: $documentType, filter: (current, next) => current !== next, fn: (_, next) => next });
$documentType.on(typeChanged, (_, type) => type);
sample({ clock: typeChanged, fn: () => undefined, target: documents.cleared });
$submitProblem.reset(documentTypeChosen, documents.filesChosen, documents.removed, documents.retried);

sample({ clock: IdentityGate.open, target: loadIdentityFx });
$identity.on(loadIdentityFx.doneData, (_, answer) => answer.result);

// Send: every part has a file, nothing is on its way, nothing failed; then the ids go for review.
const $state = combine({ type: $documentType, items: documents.$items, uploaded: documents.$uploaded, sending: $sending });
const checked = sample({
  clock: documentsSubmitted,
  source: $state,
  filter: ({ type, sending }) => type !== null && !sending,
  fn: ({ type, items, uploaded }): { problem: SubmitProblem | null; type: DocumentType; ids: string[] } => {
    const counts: Partial<Record<string, number>> = {};
    for (const part of DOCUMENT_PARTS[type as DocumentType]) counts[part] = items.filter((item) => item.slot === part).length;
    const missing = missingDocumentParts(type as DocumentType, counts);
    const ids = Object.values(uploaded).flatMap((files) => (files ?? []).map((file) => file.id));
    const problem: SubmitProblem | null = missing.length
      ? { code: 'missing', parts: missing }
      : items.some((item) => item.status === 'failed')
        ? { code: 'failed' }
        : items.some((item) => item.status !== 'uploaded')
          ? { code: 'busy' }
          : null;
    return { problem, type: type as DocumentType, ids };
  },
});
sample({ clock: checked, fn: ({ problem }) => problem, target: $submitProblem });
sample({
  clock: checked,
  filter: ({ problem }) => problem === null,
  fn: ({ type, ids }) => ({ STEP: 'documents' as const, DOCUMENT_TYPE: type, FILES: ids.join(',') }),
  target: sendFx,
});
sample({
  clock: sendFx.failData,
  filter: (error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled',
  fn: (error): SubmitProblem => ({ code: 'server', message: [...(error.fieldWarnings.FILES ?? []), ...(error.fieldWarnings.DOCUMENT_TYPE ?? []), ...error.messages].join(' ') }),
  target: $submitProblem,
});
sample({ clock: sendFx.done, fn: () => undefined, target: [documentsSent, documents.cleared, loadIdentityFx] });
$documentType.reset(sendFx.done);

// The customer's documents and status go with their session: a sign-out (here or in another tab), somebody else
// signing in, a 401 or the session running out (a person registering next on this tab must not find them).
const forgotten = [customerDataCleared, sessionEnded];
sample({ clock: forgotten, fn: () => undefined, target: documents.cleared });
$documentType.reset(forgotten);
$identity.reset(forgotten);
$submitProblem.reset(forgotten);
