import { MantineScope } from '../mantine/mantine-scope';
import type { ConfirmDialogProps } from './props';
import { lazyRetrying } from '@/shared/lib';

export type { ConfirmDialogProps } from './props';

const ConfirmDialogModal = lazyRetrying(() => import('./confirm-dialog.modal'));

/** A yes/no question (public-site.md §8: in Armenian the buttons read Այո / Ոչ). Loads (with Mantine) on first use. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <MantineScope>
      <ConfirmDialogModal {...props} />
    </MantineScope>
  );
}
