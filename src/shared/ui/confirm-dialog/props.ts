import type { ReactNode } from 'react';

/** What the dialog shows and answers; shared by the shell part and the lazily loaded modal. */
export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}
