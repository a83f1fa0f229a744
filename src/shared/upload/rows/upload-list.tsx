import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Input, List, Loader, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCheck, IconFile, IconFileTypePdf, IconPaperclip, IconPhoto, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { whenIdle } from '@/shared/lib';
import { FILE_ACCEPT, IMAGE_ACCEPT, fileIconKind, formatFileSize } from '../rules/files';
import type { UploadItem, UploadList } from '../list/create-upload-list';
import { preloadPreparation } from '../list/prepare';
import { useFileProblemText } from './messages';
import classes from './upload-list.module.css';

const ICONS = { image: IconPhoto, pdf: IconFileTypePdf, other: IconFile } as const;

export interface UploadListFieldProps<S extends string> {
  list: UploadList<S>;
  slot: S;
  /** The element id of the field (the choose button); labels and errors point at it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** A message under the field (a rule of the form, the server's words). */
  error?: ReactNode;
  /** Photos only (the avatar). */
  accept?: 'files' | 'images';
  /** Offer the camera on a phone: `environment` (the back camera: a car, a document) or `user` (a selfie). */
  camera?: 'environment' | 'user';
  /** Several files at once (default). */
  multiple?: boolean;
  /** Hides the choose buttons once the slot holds this many files. */
  maxFiles?: number;
  disabled?: boolean;
  /** What the choose button says (default "Add files" / "Choose a file"). */
  chooseLabel?: ReactNode;
  /** Chosen files go here instead of `list.filesChosen` (a form that adds its own limits per field). */
  onChoose?: (files: File[]) => void;
}

function RowState<S extends string>({ item, onRetry }: { item: UploadItem<S>; onRetry: () => void }) {
  const { t } = useLingui();
  const name = item.name;
  const size = item.size === null ? null : formatFileSize(item.size);
  switch (item.status) {
    case 'preparing':
      return (
        <Text size="xs" c="gray.7">
          {item.photo ? <Trans>Preparing photo…</Trans> : <Trans>Preparing…</Trans>}
        </Text>
      );
    case 'uploading': {
      const percent = Math.round((item.progress ?? 0) * 100);
      return (
        <Stack gap={2}>
          <Text size="xs" c="gray.7">
            <Trans>
              Uploading… {percent}% of {size}
            </Trans>
          </Text>
          <Progress value={percent} size="sm" aria-label={t`Uploading ${name}`} />
        </Stack>
      );
    }
    case 'uploaded':
      return (
        <Text size="xs" c="gray.7">
          <Trans>Uploaded · {size}</Trans>
        </Text>
      );
    case 'ready':
      return (
        <Text size="xs" c="gray.7">
          <Trans>Ready to send · {size}</Trans>
        </Text>
      );
    case 'failed':
      return (
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="red.8">
            {item.message || t`“${name}” could not be uploaded`}
          </Text>
          <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} aria-label={t`Try again: ${name}`}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      );
  }
}

function StatusIcon<S extends string>({ item }: { item: UploadItem<S> }) {
  const { t } = useLingui();
  if (item.status === 'preparing' || item.status === 'uploading') return <Loader size="xs" aria-hidden />;
  if (item.status === 'failed') return <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-label={t`Not uploaded`} />;
  if (item.status === 'uploaded') return <IconCheck size={18} color="var(--mantine-color-green-8)" aria-label={t`Uploaded`} />;
  const Icon = ICONS[fileIconKind(item.name)];
  return <Icon size={18} color="var(--mantine-color-brand-7)" aria-hidden />;
}

/**
 * What a screen reader hears of the slot's uploads: each file's outcome once, as it comes (uploaded, ready to send, or
 * why it failed), not every percent of its progress. One node per outcome (keyed by the file and its state), in a
 * polite region that announces what is added: a file tried again and uploaded is said again.
 */
function UploadAnnouncer<S extends string>({ items }: { items: UploadItem<S>[] }) {
  const { t } = useLingui();
  const said = items.flatMap((item) => {
    const name = item.name;
    if (item.status === 'uploaded') return [{ key: `${item.key}:uploaded`, text: t`Uploaded: ${name}` }];
    if (item.status === 'ready') return [{ key: `${item.key}:ready`, text: t`Ready to send: ${name}` }];
    if (item.status === 'failed') return [{ key: `${item.key}:failed:${item.message ?? ''}`, text: item.message || t`“${name}” could not be uploaded` }];
    return [];
  });
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid="upload-announcer">
      {said.map((line) => (
        <p key={line.key}>{line.text}</p>
      ))}
    </VisuallyHidden>
  );
}

/**
 * One slot of an upload list: its files with their state (preparing photo → uploading with progress → uploaded, or
 * failed with Try again), the choose button (and the camera on a phone), and why chosen files were not taken. Nothing
 * here blocks the rest of the form: photos are prepared and sent while the customer goes on typing.
 */
export function UploadListField<S extends string>(props: UploadListFieldProps<S>) {
  const { list, slot, id, label, description, required, error, accept = 'files', camera, multiple = true, maxFiles, disabled, chooseLabel, onChoose } = props;
  const { t } = useLingui();
  const problemText = useFileProblemText();
  const [allItems, allProblems, choose, retry, remove] = useUnit([list.$items, list.$problems, list.filesChosen, list.retried, list.removed]);
  // A file field on screen: the photos' preparation is fetched while the customer reads, not when they choose one.
  useEffect(() => whenIdle(window, () => void preloadPreparation()), []);
  const items = allItems.filter((item) => item.slot === slot);
  const problems = allProblems[slot] ?? [];
  const full = maxFiles !== undefined && items.length >= maxFiles;
  const onChosen = (chosen: File[] | File | null) => {
    const files = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
    if (files.length === 0) return;
    if (onChoose) onChoose(files);
    else choose({ slot, files });
  };
  // The removed row's button had the focus: the slot's choose button takes it (there again once a full slot has room).
  const removeAndRefocus = (key: string) => {
    remove(key);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  const acceptAttribute = accept === 'images' ? IMAGE_ACCEPT : FILE_ACCEPT;
  const labelText = typeof label === 'string' ? label : '';

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      description={description}
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Stack gap="xs" mt={6} data-upload-slot={slot}>
        {items.length > 0 ? (
          <List listStyleType="none" spacing={6} aria-label={labelText ? t`Attached files: ${labelText}` : t`Attached files`}>
            {items.map((item) => {
              const name = item.name;
              return (
                <List.Item key={item.key} data-status={item.status} className={classes.row}>
                  <Paper withBorder radius="md" px="sm" py={6} bd={item.status === 'failed' ? '1px solid var(--mantine-color-red-7)' : undefined}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <StatusIcon item={item} />
                      <Stack gap={2} className={classes.name}>
                        <Text size="sm" truncate>
                          {name}
                        </Text>
                        <RowState item={item} onRetry={() => retry(item.key)} />
                      </Stack>
                      <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={() => removeAndRefocus(item.key)} aria-label={t`Remove ${name}`}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Paper>
                </List.Item>
              );
            })}
          </List>
        ) : null}
        {full ? null : (
          <Group gap="xs">
            <FileButton multiple={multiple} accept={acceptAttribute} disabled={disabled} onChange={onChosen}>
              {(buttonProps) => (
                <Button {...buttonProps} id={id} variant="default" leftSection={<IconPaperclip size={18} aria-hidden />} disabled={disabled} w="fit-content">
                  {chooseLabel ?? (multiple ? <Trans>Add files</Trans> : <Trans>Choose a file</Trans>)}
                </Button>
              )}
            </FileButton>
            {camera ? (
              <FileButton accept="image/*" capture={camera} disabled={disabled} onChange={onChosen} inputProps={{ 'data-camera': camera } as never}>
                {(buttonProps) => (
                  <Button {...buttonProps} className={classes.camera} variant="default" leftSection={<IconCamera size={18} aria-hidden />} disabled={disabled} w="fit-content">
                    {camera === 'user' ? <Trans>Take a selfie</Trans> : <Trans>Take a photo</Trans>}
                  </Button>
                )}
              </FileButton>
            ) : null}
          </Group>
        )}
        <UploadAnnouncer items={items} />
        {problems.length > 0 ? (
          <div role="alert">
            <List size="sm" c="red.8" spacing={2}>
              {problems.map((problem, index) => (
                <List.Item key={index}>{problemText(problem)}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
