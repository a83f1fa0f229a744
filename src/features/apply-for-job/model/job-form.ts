import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { applyJobFx, unannouncedFailureOf, type FailureReason, type JobForm } from '@/shared/api';
import { MAX_FORM_FILES_TOTAL_BYTES } from '@/shared/config';
import { createUploadList } from '@/shared/upload';
import { applicationPayload, validateJobForm, type FormErrors, type FormFiles } from './rules';
import { without } from '@/shared/lib';

/**
 * The job application form (public-site.md §3 "Dynamic job form", §4, §5): built from the server's
 * definition, validated here, sent with its files to /apply-jobs/. States: idle → submitting → success
 * (the result message shows; values and files are reset), back to idle on the next edit.
 */
export type JobFormStatus = 'idle' | 'submitting' | 'success';
export interface JobFormProps {
  form: JobForm;
  /** The vacancy applied for; null for an application without one. */
  vacancyId: string | null;
}

export const JobFormGate = createGate<JobFormProps | null>({ name: 'JobForm', defaultState: null });

export const fieldChanged = createEvent<{ name: string; value: string }>();
export const filesAdded = createEvent<{ field: string; files: File[] }>();
/** A file taken out (its key in the upload list). */
export const fileRemoved = createEvent<string>();
export const formSubmitted = createEvent();

const submitFx = attach({ effect: applyJobFx });

export const $form = JobFormGate.state.map((state) => state?.form ?? null);
const $vacancyId = JobFormGate.state.map((state) => state?.vacancyId ?? null);
export const $values = createStore<Record<string, string>>({});
/**
 * The form's files go through the one upload list (issue 21), a slot per upload of the definition (`cv`, …): a phone
 * photo of a diploma is prepared (upright, 1024×1024, a JPEG of at most 3 MB) before it counts; a PDF is taken as it
 * is, up to 3 MB. What is refused is said under its upload (`uploads.$problems`). They are sent with the form.
 */
export const uploads = createUploadList<string>({ maxTotalBytes: MAX_FORM_FILES_TOTAL_BYTES });
/** The prepared files per upload, as they are sent. */
export const $files = uploads.$files.map((files) => files as FormFiles);
/** A photo is still being prepared: the form waits for it. */
export const $preparing = uploads.$busy;
export const $errors = createStore<FormErrors>({});
export const $status = createStore<JobFormStatus>('idle');
/** The server's result message (HTML, shown through SafeHtml). */
export const $result = createStore<string | null>(null);
/**
 * Why the last send failed, for the failures nothing else tells (beneath the button): no connection, or an answer
 * the catalogue passes on as it is (a 413, a 403…). A 5xx has its toast, a 400 its fields and dialog.
 */
export const $failure = createStore<FailureReason | null>(null);


// Another form (another vacancy) or leaving the page starts from scratch. The first props the gate gets
// do not reset: what the scope already holds (a story's state, a draft) stays.
const $props = createStore<{ previous: JobFormProps | null; current: JobFormProps | null }>({ previous: null, current: null }).on(
  JobFormGate.state.updates,
  ({ current }, next) => ({ previous: current, current: next }),
);
const formReplaced = sample({
  clock: $props.updates,
  filter: ({ previous, current }) => previous !== null && (previous.form !== current?.form || previous.vacancyId !== current?.vacancyId),
});
for (const $store of [$values, $errors, $status, $result, $failure]) $store.reset([formReplaced, JobFormGate.close]);
sample({ clock: [formReplaced, JobFormGate.close], target: uploads.cleared });

$values.on(fieldChanged, (values, { name, value }) => ({ ...values, [name]: value }));
$errors.on(fieldChanged, (errors, { name }) => without(errors, name));

sample({ clock: filesAdded, fn: ({ field, files }) => ({ slot: field, files }), target: uploads.filesChosen });
sample({ clock: fileRemoved, target: uploads.removed });
// A file that counts clears its upload's "required".
$errors.on(uploads.fileReady, (errors, { slot }) => without(errors, slot));

// The next edit after a success hides the message.
$status.on([fieldChanged, filesAdded], (status) => (status === 'success' ? 'idle' : status));
$result.reset([fieldChanged, filesAdded]);

const $draft = combine({ form: $form, values: $values, files: $files, vacancyId: $vacancyId, status: $status, preparing: $preparing });

const checked = sample({
  clock: formSubmitted,
  source: $draft,
  // Sent once every photo is prepared (the button says so meanwhile).
  filter: ({ form, status, preparing }) => form !== null && status !== 'submitting' && !preparing,
  fn: (draft) => ({ ...draft, errors: validateJobForm(draft.form as JobForm, draft.values, draft.files) }),
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ form, values, files, vacancyId }) => applicationPayload(form as JobForm, values, files, vacancyId),
  target: submitFx,
});

$status.on(submitFx, () => 'submitting').on(submitFx.done, () => 'success').on(submitFx.fail, () => 'idle');
sample({ clock: submitFx.failData, fn: unannouncedFailureOf, target: $failure });
$failure.reset(submitFx, fieldChanged, filesAdded);
$result.on(submitFx.doneData, (_, { result }) => result);
// Success: the fields and the files start again.
$values.reset(submitFx.done);
sample({ clock: submitFx.done, target: uploads.cleared });
// The server's warnings per field (warning_d) go under the matching fields.
sample({
  clock: submitFx.failData,
  source: $errors,
  fn: (errors, error): FormErrors => ({
    ...errors,
    ...Object.fromEntries(Object.entries(error.fieldWarnings).map(([field, messages]) => [field, { kind: 'server' as const, messages }])),
  }),
  target: $errors,
});

export const $submitting = $status.map((status) => status === 'submitting');
export { submitFx as applyForJobFx };
