import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { $fullName, $user } from '@/entities/session';
import { FAILURE_TEXT } from '@/shared/api';
import { IMAGE_ACCEPT, useFileProblemText } from '@/shared/upload';
import { $avatarError, $avatarPending, avatarChosen, type AvatarError } from '../model/contact';

function useAvatarErrorText() {
  const { t, i18n } = useLingui();
  const problemText = useFileProblemText();
  return (error: AvatarError | null): string | null => {
    if (!error) return null;
    switch (error.type) {
      case 'problem':
        // Only photos are taken here: a PDF or another file gets the avatar's own words.
        return error.problem.code === 'file-type' ? t`The picture must be a photo (JPG, PNG, HEIC or WebP)` : problemText(error.problem);
      case 'server':
        return error.message;
      case 'failed':
        return error.reason ? `${t`The picture could not be saved.`} ${i18n._(FAILURE_TEXT[error.reason])}` : t`The picture could not be saved. Please try again.`;
    }
  };
}

/** The customer's picture: one photo as the phone wrote it, made upright, 1024×1024 at most and a JPEG of at most 3 MB before it is sent. */
export function AvatarPicker() {
  const { t } = useLingui();
  const errorText = useAvatarErrorText();
  const [user, name, error, pending, choose] = useUnit([$user, $fullName, $avatarError, $avatarPending, avatarChosen]);
  const message = errorText(error);
  return (
    <Group gap="md" align="center" wrap="nowrap" data-testid="avatar-picker">
      <Avatar src={user?.avatar ?? null} alt={name} size={72} radius="xl" color="blue" data-testid="avatar-preview">
        {name
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, 2)
          .map((part) => part[0])
          .join('')}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={pending} aria-describedby="avatar-hint">
              <Trans>Change the picture</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7" id="avatar-hint">
          {t`A photo: JPG, PNG, HEIC or WebP`}
        </Text>
        {message ? (
          <Text size="sm" c="red.8" role="alert" data-testid="avatar-error">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
