import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { useMemo, useRef, type FormEvent } from 'react';
import type { JobForm } from '@/shared/api';
import { MAX_FILE_BYTES } from '@/shared/config';
import { SafeHtml } from '@/shared/ui';
import { $errors, $files, $rejected, $result, $status, $submitting, $values, fieldChanged, fileRemoved, filesAdded, formSubmitted, JobFormGate } from '../model/job-form';
import { ACCEPT_ATTRIBUTE, cvFieldOf, fileIconKind, type FieldError, type FileIconKind, type FileRejection } from '../model/rules';

const ICONS: Record<FileIconKind, typeof IconFile> = { image: IconPhoto, pdf: IconFileTypePdf, other: IconFile };
const MAX_MB = Math.round(MAX_FILE_BYTES / (1024 * 1024));

function useMessages() {
  const { t } = useLingui();
  return {
    field: (error: FieldError | undefined) => {
      if (!error) return undefined;
      if (error.kind === 'required') return t`Field “${error.label}” is required`;
      if (error.kind === 'email') return t`Enter a valid e-mail address`;
      return error.messages.join(' ');
    },
    rejected: (name: string, reason: FileRejection) =>
      reason === 'type' ? t`File “${name}” was not added: only jpg, jpeg, png and pdf are accepted` : t`File “${name}” was not added: it is larger than ${MAX_MB} MB`,
  };
}

function FileUpload({ name, label, required }: { name: string; label: string; required: boolean }) {
  const { t } = useLingui();
  const messages = useMessages();
  const [files, rejected, errors, disabled, add, remove] = useUnit([$files, $rejected, $errors, $submitting, filesAdded, fileRemoved]);
  const resetRef = useRef<() => void>(null);
  const list = files[name] ?? [];
  const error = messages.field(errors[name]);
  const errorId = `${name}-upload-error`;
  return (
    <Stack gap={6} data-testid={`upload-${name}`}>
      <Text fw={500} size="sm" id={`${name}-upload-label`}>
        {label}
        {required ? (
          <Text component="span" c="red.8" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="gray.7">
        <Trans>jpg, jpeg, png or pdf, up to {MAX_MB} MB each</Trans>
      </Text>
      <FileButton
        multiple
        accept={ACCEPT_ATTRIBUTE}
        resetRef={resetRef}
        onChange={(picked) => {
          if (picked.length) add({ field: name, files: picked });
          resetRef.current?.();
        }}
        inputProps={{ name, 'aria-labelledby': `${name}-upload-label` } as never}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden="true" />}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
            aria-label={t`Attach files: ${label}`}
            w="fit-content"
            maw="100%"
          >
            <Trans>Attach files</Trans>
          </Button>
        )}
      </FileButton>
      {list.length > 0 ? (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Attached files: ${label}`}>
          {list.map((file, index) => {
            const kind = fileIconKind(file.name);
            const Icon = ICONS[kind];
            return (
              <Group component="li" key={`${file.name}-${index}`} gap="xs" wrap="nowrap" data-file-kind={kind}>
                <Icon size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`Remove ${file.name}`} onClick={() => remove({ field: name, index })} disabled={disabled}>
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {(rejected[name] ?? []).map((item) => (
        <Text key={item.name} size="sm" c="red.8" role="alert">
          {messages.rejected(item.name, item.reason)}
        </Text>
      ))}
      {error ? (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
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
  const [values, errors, status, result, change, submit] = useUnit([$values, $errors, $status, $result, fieldChanged, formSubmitted]);
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
          <Button type="submit" disabled={submitting} w={{ base: '100%', xs: 'fit-content' }} data-status={status}>
            {submitting ? <Trans>Sending…</Trans> : form.submit_btn_label || <Trans>Send application</Trans>}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
