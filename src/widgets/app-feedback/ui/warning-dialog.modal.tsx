import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useReturnFocus } from '@/shared/ui';

/** The dialog itself; loaded on first use (see warning-dialog.tsx). */
export default function WarningDialogModal({ messages, onDismiss: dismiss }: { messages: string[]; onDismiss: () => void }) {
  useReturnFocus();
  const { t } = useLingui();
  return (
    <Modal
      opened
      onClose={dismiss}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={
        <Group gap="xs">
          <ThemeIcon color="yellow" variant="light" radius="xl">
            <IconAlertTriangle size={18} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={700}>
            <Trans>Please check</Trans>
          </Text>
        </Group>
      }
    >
      {messages.length > 1 ? (
        <List spacing="xs" mb="lg" data-testid="warning-messages">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      ) : (
        <Text mb="lg" data-testid="warning-messages">
          {messages[0]}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={dismiss} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
