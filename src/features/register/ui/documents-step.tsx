import './styles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CloseButton, Group, List, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import classes from './documents-step.module.css';
import { FILE_ACCEPT, formatFileSize, type FileProblem } from '@/shared/form-engine';
import { DOCUMENT_PARTS, DOCUMENT_TYPES, type DocumentPart, type DocumentType } from '@/shared/lib';
import {
  $documents,
  $errors,
  $fileProblems,
  $pending,
  $uploadFailed,
  $uploadProgress,
  documentsSubmitted,
  documentTypeChosen,
  fileRemoved,
  filesChosen,
  type DocumentFile,
} from '../model/registration';
import { IdentityOutcome } from './password-step';
import { useRegisterTexts } from './messages';

/** The identity document set to upload (§5): ID card, passport, or social card. */
export function IdentificationStep() {
  const choose = useUnit(documentTypeChosen);
  const { documentNames } = useRegisterTexts();
  const { t } = useLingui();
  const hints: Record<DocumentType, string> = {
    idCard: t`Both sides and a selfie holding the card`,
    passport: t`Photo page, registration page and a selfie holding the passport`,
    socialCard: t`Both sides of the card`,
  };
  return (
    <Stack gap="md">
      <IdentityOutcome />
      <Text size="sm">
        <Trans>To finish, upload one identity document. We review it and update your data within 1 working day.</Trans>
      </Text>
      <Radio.Group label={t`Document`} name="DOCUMENT_TYPE" onChange={(value) => choose(value as DocumentType)}>
        <Stack gap="xs" mt="xs">
          {DOCUMENT_TYPES.map((type) => (
            <Radio.Card key={type} value={type} p="md" radius="md" withBorder aria-label={documentNames[type]}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{documentNames[type]}</Text>
                  <Text size="sm" c="gray.7">
                    {hints[type]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

function PartInput({ part, label, files }: { part: DocumentPart; label: string; files: DocumentFile[] }) {
  const id = useId();
  const [choose, remove, pending] = useUnit([filesChosen, fileRemoved, $pending]);
  const { t } = useLingui();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (chosen.length > 0) choose({ part, files: chosen });
  };
  const statusText = (item: DocumentFile) =>
    ({ ready: t`ready`, waiting: t`waiting`, uploading: t`sending…`, done: t`sent`, failed: t`not sent` })[item.status];
  return (
    <Paper withBorder radius="md" p="md" data-part={part}>
      <Stack gap="xs">
        <Text component="label" htmlFor={id} fw={600} size="sm">
          {label}
        </Text>
        <div>
          <input id={id} className={classes.input} name={part} type="file" multiple accept={FILE_ACCEPT} onChange={onChange} disabled={pending} />
          <Button component="label" htmlFor={id} variant="default" size="sm" className={classes.pick} aria-hidden="true">
            <Trans>Choose files</Trans>
          </Button>
        </div>
        {files.length > 0 ? (
          <List size="sm" spacing={4} listStyleType="none">
            {files.map((item) => (
              <List.Item key={item.key} data-status={item.status}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {item.file.name} · {formatFileSize(item.file.size)} · {statusText(item)}
                    {item.error ? ` · ${item.error}` : ''}
                  </Text>
                  {item.status !== 'done' && item.status !== 'uploading' ? (
                    <CloseButton size="sm" aria-label={t`Remove ${item.file.name}`} onClick={() => remove(item.key)} />
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Upload of the chosen set: each part, the progress, and a retry that keeps the chosen files. */
export function DocumentsStep({ type }: { type: DocumentType }) {
  const [documents, problems, errors, pending, progress, failed, submit] = useUnit([$documents, $fileProblems, $errors, $pending, $uploadProgress, $uploadFailed, documentsSubmitted]);
  const { partNames, messageOf, documentNames } = useRegisterTexts();
  const { t } = useLingui();
  const problemText = (problem: FileProblem): string => {
    switch (problem.code) {
      case 'file-type': {
        const name = problem.name;
        return t`${name}: only jpg, jpeg, png or pdf`;
      }
      case 'file-size': {
        const name = problem.name;
        return t`${name} is larger than 3 MB`;
      }
      case 'file-count': {
        const max = problem.max;
        return plural(max, { one: 'At most # file per part', other: 'At most # files per part' });
      }
      default:
        return 'message' in problem ? problem.message : '';
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const sending = pending && progress.total > 0;
  const done = progress.done;
  const total = progress.total;
  const filesError = messageOf('FILES', errors.FILES);
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {documentNames[type]}
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>jpg, jpeg, png or pdf, up to 3 MB each, up to 8 files per part. Photos larger than 1024×1024 are reduced before sending.</Trans>
        </Text>
        {DOCUMENT_PARTS[type].map((part) => (
          <PartInput key={part} part={part} label={partNames[type][part] ?? part} files={documents.filter((item) => item.part === part)} />
        ))}
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {problems.map((problem) => (
              <Text key={`${problem.code}-${'name' in problem ? problem.name : ''}`} size="sm">
                {problemText(problem)}
              </Text>
            ))}
          </Alert>
        ) : null}
        {sending || (total > 0 && done > 0) ? (
          <div>
            <Text size="sm" id="documents-progress-label">
              <Trans>
                Sent {done} of {total}
              </Trans>
            </Text>
            <Progress value={total ? (done / total) * 100 : 0} aria-labelledby="documents-progress-label" />
          </div>
        ) : null}
        {failed && !pending ? (
          <Alert color="red" variant="light" role="alert">
            <Trans>Some files were not sent. Try again: the files you chose are kept.</Trans>
          </Alert>
        ) : null}
        {filesError ? (
          <Text c="red.8" size="sm" role="alert">
            {filesError}
          </Text>
        ) : null}
        <Button type="submit" loading={pending} fullWidth size="md">
          {failed ? <Trans>Try again</Trans> : <Trans>Send the documents</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
