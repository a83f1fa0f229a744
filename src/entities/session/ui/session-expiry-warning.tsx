import { useUnit } from 'effector-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyRetrying, whenIdle } from '@/shared/lib';
import { $isAuthorized } from '../model/session';

const ExpiryWatch = lazyRetrying(() => import('./session-expiry-watch'));

/**
 * "Your session is about to end" (issue 22 item 2). Nothing of it is in the first render: its model and the watch
 * (one chunk) load once a customer is signed in and the page has loaded and gone idle (at most 5 s after load), so
 * they do not compete with the page's own code and data; the dialog (with Mantine) only when it opens. The warning
 * comes two minutes before the end, and a call answered 401 ends the session whatever the watch is doing.
 */
export function SessionExpiryWarning() {
  const signedIn = useUnit($isAuthorized);
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => whenIdle(window, () => setPageLoaded(true)), []);
  if (!signedIn || !pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryWatch />
    </Suspense>
  );
}
