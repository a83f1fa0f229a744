import { useUnit } from 'effector-react';
import { SessionEndedModal, SessionExpiryWarning } from '@/entities/session';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope } from '@/shared/ui';
import { $toastsUsed } from '../model/feedback';
import { WarningDialog } from './warning-dialog';

const ToastHost = lazyRetrying(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Toasts, the warning dialog, the "session has ended" dialog and its warning: mounted once by the app. */
export function AppFeedback() {
  const toastsUsed = useUnit($toastsUsed);
  return (
    <>
      {toastsUsed ? (
        <MantineScope>
          {/* Bottom right: never over the header's controls (the name, Sign out), which stay at the top while scrolling. */}
          <ToastHost position="bottom-right" limit={4} />
        </MantineScope>
      ) : null}
      <WarningDialog />
      <SessionEndedModal />
      <SessionExpiryWarning />
    </>
  );
}
