import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { useMemo, type FormEvent } from 'react';
import type { JobForm } from '@/shared/api';
import { FailureNotice, SafeHtml } from '@/shared/ui';
import { UploadListField } from '@/shared/upload';
import { $errors, $failure, $preparing, $result, $status, $submitting, $values, fieldChanged, filesAdded, formSubmitted, JobFormGate, uploads } from '../model/job-form';
import { cvFieldOf, type FieldError } from '../model/rules';

function useMessages() {
  const { t } = useLingui();
  return {
    field: (error: FieldError | undefined) => {
      if (!error) return undefined;
      if (error.kind === 'required') return t`Field “${error.label}” is required`;
      if (error.kind === 'email') return t`Enter a valid e-mail address`;
      return error.messages.join(' ');
    },
  };
}

/** One upload of the definition: the shared upload rows (preparing photo → ready, remove, why a file was not taken). */
function FileUpload({ name, label, required }: { name: string; label: string; required: boolean }) {
  const messages = useMessages();
  const [errors, disabled, add] = useUnit([$errors, $submitting, filesAdded]);
  return (
    <div data-testid={`upload-${name}`}>
      <UploadListField
        list={uploads}
        slot={name}
        id={`${name}-upload`}
        label={label}
        required={required}
        description={<Trans>Photos (jpg, png, heic) are made smaller before sending; pdf up to 3 MB each</Trans>}
        error={messages.field(errors[name])}
        disabled={disabled}
        onChoose={(files) => add({ field: name, files })}
      />
    </div>
  );
}

export interface JobApplicationFormProps {
  form: JobForm;
  vacancyId?: string | null;
}

/** The job application form built from the server's definition (public-site.md §3, §5). */
export function JobApplicationForm({ form, vacancyId = null }: JobApplicationFormProps) {
  const { t } = useLingui();
  const props = useMemo(() => ({ form, vacancyId }), [form, vacancyId]);
  useGate(JobFormGate, props);
  const messages = useMessages();
  const [values, errors, status, result, failure, preparing, change, submit] = useUnit([
    $values,
    $errors,
    $status,
    $result,
    $failure,
    $preparing,
    fieldChanged,
    formSubmitted,
  ]);
  const submitting = status === 'submitting';
  const cv = cvFieldOf(form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="job-form">
      <form onSubmit={onSubmit} noValidate aria-label={form.title || t`Job application`}>
        <Stack gap="md">
          {form.title ? (
            <Title order={3} size="h3">
              {form.title}
            </Title>
          ) : null}
          {form.description ? <SafeHtml html={form.description} c="gray.8" /> : null}
          {status === 'success' && result ? (
            <Alert color="green" role="status" data-testid="job-form-success" title={t`Application sent`}>
              <SafeHtml html={result} />
            </Alert>
          ) : null}
          {form.fields.map((field) => (
            <TextInput
              key={field.input_name}
              name={field.input_name}
              label={field.label}
              placeholder={field.placeholder || undefined}
              type={field.type === 'email' ? 'email' : 'text'}
              autoComplete={field.type === 'email' ? 'email' : undefined}
              withAsterisk={field.required}
              value={values[field.input_name] ?? ''}
              onChange={(event) => change({ name: field.input_name, value: event.currentTarget.value })}
              error={messages.field(errors[field.input_name])}
              disabled={submitting}
            />
          ))}
          {form.file_uploads.map((upload) => (
            <FileUpload key={upload.input_name} name={upload.input_name} label={upload.label} required={upload.input_name === cv?.input_name} />
          ))}
          <Button type="submit" disabled={submitting || preparing} w={{ base: '100%', xs: 'fit-content' }} data-status={status}>
            {submitting ? <Trans>Sending…</Trans> : preparing ? <Trans>Preparing photos…</Trans> : form.submit_btn_label || <Trans>Send application</Trans>}
          </Button>
          <FailureNotice reason={failure} />
        </Stack>
      </form>
    </Paper>
  );
}
