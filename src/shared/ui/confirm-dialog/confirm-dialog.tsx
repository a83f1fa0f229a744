import { withPageMessages } from '@/shared/i18n';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope } from '../mantine/mantine-scope';
import type { ConfirmDialogProps } from './props';

export type { ConfirmDialogProps } from './props';

/**
 * The modal's code and the whole catalog of the language on screen: a dialog opens on a press, which can come in the
 * first second of a visit, before the language route has loaded the catalog its words (Yes / No, the question) are in.
 */
const ConfirmDialogModal = lazyRetrying(withPageMessages(() => import('./confirm-dialog.modal')));

/** A yes/no question (public-site.md §8: in Armenian the buttons read Այո / Ոչ). Loads (with Mantine) on first use. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <MantineScope>
      <ConfirmDialogModal {...props} />
    </MantineScope>
  );
}
