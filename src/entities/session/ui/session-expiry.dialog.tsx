import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useReturnFocus } from '@/shared/ui';

export interface SessionExpiryDialogProps {
  secondsLeft: number;
  /** "Stay signed in" could not reach the server (offline, 500). */
  failed: boolean;
  pending: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/** m:ss */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The warning two minutes before the session ends (docs/decisions/session-expiry-warning.md). Focus goes to
 * "Stay signed in"; the title and the sentence are the dialog's name and description, so a screen reader says both as
 * it opens. The countdown is not a live region (a number read out every second would drown everything else); the
 * sentence says the time when the dialog opens. Escape means "Stay signed in": someone is there.
 */
export default function SessionExpiryDialog({ secondsLeft, failed, pending, onStay, onSignOut }: SessionExpiryDialogProps) {
  useReturnFocus();
  const time = clock(secondsLeft);
  return (
    <Modal
      opened
      onClose={onStay}
      centered
      size="sm"
      title={<Trans>Your session is about to end</Trans>}
      withCloseButton={false}
      data-testid="session-expiry"
    >
      <Text mb="md">
        <Trans>
          For your security you will be signed out in <time dateTime={`PT${secondsLeft}S`}>{time}</time>. What you have typed is kept for when you sign in again.
        </Trans>
      </Text>
      {failed ? (
        <Alert color="red" variant="light" mb="md" role="alert">
          <Trans>We could not reach the server. Check your connection and try again.</Trans>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </Button>
        <Button onClick={onStay} loading={pending} data-autofocus>
          <Trans>Stay signed in</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
