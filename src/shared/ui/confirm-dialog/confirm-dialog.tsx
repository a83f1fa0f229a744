import { lazy, Suspense, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

const ConfirmDialogModal = lazy(() => import('./confirm-dialog.modal'));

/** A yes/no question (public-site.md §8: in Armenian the buttons read Այո / Ոչ). Loads on first use. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
