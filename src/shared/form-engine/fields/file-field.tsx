import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Input, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { UploadedFile } from '@/shared/api';
import { MAX_FILE_BYTES } from '@/shared/config';
import { FILE_ACCEPT, fileIconKind, formatFileSize } from '../rules/files';
import { fieldClasses } from './floating';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

const ICONS = { image: IconPhoto, pdf: IconFileTypePdf, other: IconFile } as const;

/**
 * file (one file) and multiSelectFile (a list): chosen files are checked (jpg, jpeg, png, pdf; 3 MB each) and
 * uploaded at once; each can be removed; removing the last one empties the field.
 */
export function FileField({ view, events }: FieldProps) {
  const { t } = useLingui();
  const { errorText, fileProblemText } = useFieldMessages();
  const files = Array.isArray(view.value) ? (view.value as UploadedFile[]) : [];
  const multiple = view.kind === 'files';
  const full = !multiple && files.length > 0;
  const maxSize = formatFileSize(MAX_FILE_BYTES);
  const buttonId = `${view.id}-choose`;

  return (
    <Input.Wrapper
      id={buttonId}
      label={view.label}
      required={view.required}
      description={view.message ?? <Trans>jpg, jpeg, png or pdf, up to {maxSize} each</Trans>}
      error={errorText(view.error, view.label)}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      classNames={{ description: fieldClasses.description }}
    >
      <Stack gap="xs" mt={6}>
        {files.length > 0 ? (
          <List listStyleType="none" spacing={6} aria-label={t`Attached files`}>
            {files.map((file) => {
              const Icon = ICONS[fileIconKind(file.name)];
              const name = file.name;
              return (
                <List.Item key={file.id}>
                  <Paper withBorder radius="md" px="sm" py={6}>
                    <Group gap="sm" wrap="nowrap">
                      <Icon size={22} aria-hidden color="var(--mantine-color-brand-7)" />
                      <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatFileSize(file.size)}
                      </Text>
                      <ActionIcon variant="subtle" color="red" disabled={view.disabled} onClick={() => events.fileRemoved({ name: view.name, id: file.id })} aria-label={t`Remove ${name}`}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Paper>
                </List.Item>
              );
            })}
          </List>
        ) : null}
        {view.uploading > 0 ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="gray.7">
              <Trans>Uploading…</Trans>
            </Text>
          </Group>
        ) : null}
        {full ? null : (
          <FileButton
            multiple={multiple}
            accept={FILE_ACCEPT}
            disabled={view.disabled}
            onChange={(chosen: File[] | File | null) => {
              const list = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
              if (list.length > 0) events.filesChosen({ name: view.name, files: list });
            }}
          >
            {(props) => (
              <Button {...props} id={buttonId} variant="default" leftSection={<IconPaperclip size={18} aria-hidden />} disabled={view.disabled} w="fit-content">
                {multiple ? <Trans>Add files</Trans> : <Trans>Choose a file</Trans>}
              </Button>
            )}
          </FileButton>
        )}
        {view.fileProblems.length > 0 ? (
          <List size="sm" c="red.8" spacing={2} role="alert">
            {view.fileProblems.map((problem, index) => (
              <List.Item key={index}>{fileProblemText(problem)}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
