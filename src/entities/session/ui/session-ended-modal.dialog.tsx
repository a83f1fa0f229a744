import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useReturnFocus } from '@/shared/ui';

/** The dialog itself; loaded on first use (see session-ended-modal.tsx). */
export default function SessionEndedDialog({ onAcknowledge: acknowledge }: { onAcknowledge: () => void }) {
  useReturnFocus();
  const { t } = useLingui();
  return (
    <Modal opened onClose={acknowledge} title={<Trans>Your session has ended</Trans>} centered size="sm" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text mb="lg">
        <Trans>For your security you have been signed out. Please sign in again to continue.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button onClick={acknowledge} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
