import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { lazyRetrying } from '@/shared/lib';
import { $isAuthorized } from '../model/session';

const ExpiryWatch = lazyRetrying(() => import('./session-expiry-watch'));

/**
 * "Your session is about to end" (issue 22 item 2). Nothing of it is in the first render: its model and the watch
 * (one chunk) load once a customer is signed in, the dialog (with Mantine) only when it opens.
 */
export function SessionExpiryWarning() {
  const signedIn = useUnit($isAuthorized);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryWatch />
    </Suspense>
  );
}
