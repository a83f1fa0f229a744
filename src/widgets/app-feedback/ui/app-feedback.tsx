import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { SessionEndedModal } from '@/entities/session';
import { $toastsUsed } from '../model/feedback';
import { WarningDialog } from './warning-dialog';

const ToastHost = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Toasts, the warning dialog and the "session has ended" dialog: mounted once by the app. */
export function AppFeedback() {
  const toastsUsed = useUnit($toastsUsed);
  return (
    <>
      {toastsUsed ? (
        <Suspense fallback={null}>
          <ToastHost position="top-right" limit={4} />
        </Suspense>
      ) : null}
      <WarningDialog />
      <SessionEndedModal />
    </>
  );
}
