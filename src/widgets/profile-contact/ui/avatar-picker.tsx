import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { $fullName, $user } from '@/entities/session';
import { FAILURE_TEXT } from '@/shared/api';
import { $avatarError, $avatarPending, avatarChosen, type AvatarError } from '../model/contact';

function useAvatarErrorText() {
  const { t, i18n } = useLingui();
  return (error: AvatarError | null): string | null => {
    if (!error) return null;
    switch (error.type) {
      case 'server':
        return error.message;
      case 'failed':
        return error.reason ? `${t`The picture could not be saved.`} ${i18n._(FAILURE_TEXT[error.reason])}` : t`The picture could not be saved. Please try again.`;
      case 'missing':
        return t`Choose a picture`;
      case 'type':
        return t`The picture must be a JPG or PNG file`;
      case 'size':
        return t`The picture is larger than 3 MB`;
    }
  };
}

/** The customer's picture: one JPG/PNG up to 3 MB, scaled to at most 1024×1024 before it is sent. */
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
        <FileButton onChange={choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={pending} aria-describedby="avatar-hint">
              <Trans>Change the picture</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7" id="avatar-hint">
          {t`JPG or PNG, up to 3 MB`}
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
