import * as v from 'valibot';
import type { JobForm } from '@/shared/api';

/** The rules of the job application form (public-site.md §5 "Job form", §9 files), as pure functions. */

/** The upload whose files are required: the CV. A definition without it makes its first upload the CV. */
export const CV_FIELD_NAME = 'cv';

export type FieldError = { kind: 'required'; label: string } | { kind: 'email' } | { kind: 'server'; messages: string[] };
export type FormErrors = Record<string, FieldError>;
export type FormFiles = Partial<Record<string, File[]>>;

const emailSchema = v.pipe(v.string(), v.trim(), v.email());
export const isEmail = (value: string) => v.is(emailSchema, value);

export function cvFieldOf(form: JobForm): JobForm['file_uploads'][number] | null {
  return form.file_uploads.find((upload) => upload.input_name === CV_FIELD_NAME) ?? form.file_uploads[0] ?? null;
}

/**
 * Every error of the form: a required field left empty → "Field “{label}” is required"; an e-mail field
 * with text that is not an e-mail → the e-mail message; no file under the CV upload → its required message.
 */
export function validateJobForm(form: JobForm, values: Record<string, string>, files: FormFiles): FormErrors {
  const errors: FormErrors = {};
  for (const field of form.fields) {
    const value = (values[field.input_name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.input_name] = { kind: 'required', label: field.label };
    } else if (field.type === 'email' && !isEmail(value)) {
      errors[field.input_name] = { kind: 'email' };
    }
  }
  const cv = cvFieldOf(form);
  if (cv && (files[cv.input_name]?.length ?? 0) === 0) errors[cv.input_name] = { kind: 'required', label: cv.label };
  return errors;
}

/** What goes to /apply-jobs/ besides `lang`: trimmed values, the vacancy and every upload's files. */
export function applicationPayload(form: JobForm, values: Record<string, string>, files: FormFiles, vacancyId: string | null) {
  const payload: Record<string, string | File[]> = {};
  for (const field of form.fields) payload[field.input_name] = (values[field.input_name] ?? '').trim();
  for (const upload of form.file_uploads) payload[upload.input_name] = files[upload.input_name] ?? [];
  if (vacancyId) payload.vacancy_id = vacancyId;
  return payload;
}
