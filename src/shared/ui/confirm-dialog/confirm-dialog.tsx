import { lazy, type ReactNode } from 'react';
import { MantineScope } from '../mantine/mantine-scope';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

const ConfirmDialogModal = lazy(() => import('./confirm-dialog.modal'));

/** A yes/no question (public-site.md §8: in Armenian the buttons read Այո / Ոչ). Loads (with Mantine) on first use. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <MantineScope>
      <ConfirmDialogModal {...props} />
    </MantineScope>
  );
}
