import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Input, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPaperclip, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { MAX_FILE_BYTES } from '@/shared/config';
import { FILE_ACCEPT, formatFileSize, MAX_FILES_PER_LIST, useFieldMessages } from '@/shared/form-engine';
import { $errors, $fileProblems, $files, fileRemoved, fileRetried, filesChosen } from '../model/compensation';
import type { FileListName } from '../model/rules';
import { FIELD_LABELS, LIST_HINTS, useProblemText } from './texts';

/** One upload list of the application: its files with their state (uploading, uploaded, failed → send again), and the refusals under it. */
export function FileListField({ list }: { list: FileListName }) {
  const { t, i18n } = useLingui();
  const [allFiles, errors, allProblems] = useUnit([$files, $errors, $fileProblems]);
  const [choose, retry, remove] = useUnit([filesChosen, fileRetried, fileRemoved]);
  const { fileProblemText } = useFieldMessages();
  const problemText = useProblemText();
  const files = allFiles[list];
  const problems = allProblems[list] ?? [];
  const id = `compensation-${list}`;
  const maxSize = formatFileSize(MAX_FILE_BYTES);
  const hint = LIST_HINTS[list];
  const error = problemText(errors[list], list);
  const label = i18n._(FIELD_LABELS[list]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required
      description={
        <>
          {hint ? `${i18n._(hint)} ` : null}
          {plural(MAX_FILES_PER_LIST, {
            one: `jpg, jpeg, png or pdf, up to ${maxSize} each, at most # file`,
            other: `jpg, jpeg, png or pdf, up to ${maxSize} each, at most # files`,
          })}
        </>
      }
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Stack gap="xs" mt={6} data-list={list}>
        {files.length > 0 ? (
          <List listStyleType="none" spacing={6} aria-label={t`Attached files: ${label}`}>
            {files.map((file) => {
              const name = file.name;
              return (
                <List.Item key={file.key}>
                  <Paper withBorder radius="md" px="sm" py={6} bd={file.status === 'failed' ? '1px solid var(--mantine-color-red-7)' : undefined}>
                    <Group gap="sm" wrap="nowrap">
                      {file.status === 'uploading' ? (
                        <Loader size="xs" aria-label={t`Uploading ${name}`} />
                      ) : file.status === 'done' ? (
                        <IconCheck size={18} color="var(--mantine-color-green-8)" aria-label={t`Uploaded`} />
                      ) : (
                        <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-label={t`Not uploaded`} />
                      )}
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {name}
                        </Text>
                        {file.status === 'failed' ? (
                          <Text size="xs" c="red.8">
                            {file.message || t`“${name}” could not be uploaded`}
                          </Text>
                        ) : null}
                      </Stack>
                      <Text size="xs" c="gray.7">
                        {formatFileSize(file.size)}
                      </Text>
                      {file.status === 'failed' ? (
                        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => retry(file.key)}>
                          <Trans>Try again</Trans>
                        </Button>
                      ) : null}
                      <ActionIcon variant="subtle" color="red" onClick={() => remove({ list, key: file.key })} aria-label={t`Remove ${name}`}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Paper>
                </List.Item>
              );
            })}
          </List>
        ) : null}
        {files.length < MAX_FILES_PER_LIST ? (
          <FileButton multiple accept={FILE_ACCEPT} onChange={(chosen: File[]) => chosen.length > 0 && choose({ list, files: chosen })}>
            {(props) => (
              <Button {...props} id={id} variant="default" leftSection={<IconPaperclip size={18} aria-hidden />} w="fit-content">
                <Trans>Add files</Trans>
              </Button>
            )}
          </FileButton>
        ) : null}
        {problems.length > 0 ? (
          <div role="alert">
            <List size="sm" c="red.8" spacing={2}>
              {problems.map((problem, index) => (
                <List.Item key={index}>{fileProblemText(problem)}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
