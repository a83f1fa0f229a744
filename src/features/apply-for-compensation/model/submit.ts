import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { customerDataCleared } from '@/entities/session';
import { createClaimFx, createPublicRequestFx, type ApiError, type CompensationAnswer, type FieldWarnings } from '@/shared/api';
import { openSameOriginFx, releaseWindowFx, reserveWindowFx, type UntrustedAddressError } from '@/shared/routing';
import { applicationPayload, splitWarnings, validateApplication, type ApplicationErrors } from '@/shared/claims';
import { $values, fieldChanged } from './application';
import { $applicationId, $audience, compensationClosed, compensationOpened, draftDropped, forgotten, type Audience } from './flow';
import { $object, $search } from './search';
import { $files } from './uploads';
import { without } from '@/shared/lib';

/**
 * Sending the application (customer-portal.md §4, §5). "Send" (VIEW 0) files it and closes, the confirmation showing
 * its number; "View" (VIEW 1) opens the preview the server answers in a new window. A signed-in customer's goes to
 * `/mobile/claim/create`, a visitor's (the public site) to `/mobile/create-request/public/` as multipart. The rules'
 * errors show after the first press; the server's warnings under their fields, the rest beneath the form.
 */
/** "Send" (VIEW 0) or "View" (VIEW 1). */
export const applicationSubmitted = createEvent<0 | 1>();
/** The application was filed (VIEW 0): the claims screen reloads its lists. */
export const applicationSent = createEvent<CompensationAnswer>();
export const sentNoticeClosed = createEvent();

/** Errors are shown once the customer pressed Send or View. */
export const $submitAttempted = createStore(false);
export const $serverErrors = createStore<FieldWarnings>({});
/** A submit failure that is not about a field (shown beneath the form). */
export const $submitFailure = createStore<string[] | null>(null);
/** The application filed last (its number), for the confirmation. */
export const $sent = createStore<CompensationAnswer | null>(null);

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

$submitAttempted.reset(forgotten);
$serverErrors.reset(forgotten);
$submitFailure.reset([...forgotten, applicationSubmitted]);
$sent.reset([compensationOpened, sentNoticeClosed, customerDataCleared, draftDropped]);

$serverErrors.on(fieldChanged, (errors, { name }) => without(errors, name));

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
    id: $applicationId,
  },
  fn: ({ audience, values, files, object, search, id }, VIEW) => ({
    audience,
    VIEW,
    payload: {
      ...applicationPayload(values, files, object ? { OBJECT_ID: object.OBJECT_ID, PLATE: search.PLATE, EVENT_DATE: search.EVENT_DATE } : null),
      CLIENT_ID: id,
    },
  }),
  target: submitFx,
});
// Warnings of the form's fields go under them; those of other fields (the search's) and the rest beneath the form.
const submitRefused = sample({
  clock: submitFx.failData,
  source: $values,
  filter: (_, error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled',
  fn: (values, error) => splitWarnings(error, values),
});
$serverErrors.on(submitFx, () => ({}));
$serverErrors.on(submitRefused, (_, { underFields }) => underFields);
sample({
  clock: submitRefused,
  filter: ({ underFields, beneath }) => beneath.length > 0 || Object.keys(underFields).length === 0,
  fn: ({ beneath }) => beneath,
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
// The preview's window opens empty at the press: one opened after the answer would be blocked (Safari).
sample({ clock: submitChecked, filter: (VIEW) => VIEW === 1, target: reserveWindowFx });
sample({
  clock: submitFx.doneData,
  filter: ({ VIEW, answer }) => VIEW === 1 && Boolean(answer.path),
  fn: ({ answer }) => answer.path as string,
  target: openWindowFx,
});
// No preview (a refusal, a failure, an answer without a path): its empty window closes.
const previewMissing = sample({ clock: submitFx.doneData, filter: ({ VIEW, answer }) => VIEW === 1 && !answer.path });
sample({ clock: [previewMissing, sample({ clock: submitFx.fail, filter: ({ params }) => params.VIEW === 1 })], target: releaseWindowFx });
// A preview on another site is not opened (the refusal is logged), nor one the answer did not bring: the generic
// failure under the form.
sample({ clock: [openWindowFx.fail, previewMissing], fn: (): string[] => [], target: $submitFailure });
