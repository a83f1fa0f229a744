import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmDialogProps } from './props';
import { useReturnFocus } from '../focus-return/use-return-focus';

/** The dialog itself; loaded on first use (see confirm-dialog.tsx). */
export default function ConfirmDialogModal({ title, children, onConfirm, onCancel }: ConfirmDialogProps) {
  useReturnFocus();
  const { t } = useLingui();
  return (
    <Modal opened onClose={onCancel} title={title} centered size="sm" closeButtonProps={{ 'aria-label': t`Close` }}>
      {children ? <Text mb="lg">{children}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>No</Trans>
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          <Trans>Yes</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
