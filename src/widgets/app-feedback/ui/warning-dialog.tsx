import { useUnit } from 'effector-react';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope } from '@/shared/ui';
import { $warningMessages, warningDismissed } from '../model/feedback';

const WarningDialogModal = lazyRetrying(() => import('./warning-dialog.modal'));

/** The warning dialog of a 400: every message of the answer. Its code loads the first time it opens. */
export function WarningDialog() {
  const [messages, dismiss] = useUnit([$warningMessages, warningDismissed]);
  if (messages === null) return null;
  return (
    <MantineScope>
      <WarningDialogModal messages={messages} onDismiss={dismiss} />
    </MantineScope>
  );
}
