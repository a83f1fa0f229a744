import { useUnit } from 'effector-react';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope } from '@/shared/ui';
import { $sessionEnded, sessionEndAcknowledged } from '../model/session';

const SessionEndedDialog = lazyRetrying(() => import('./session-ended-modal.dialog'));

/** "Your session has ended" with OK (customer-portal.md §4), shown after a 401. */
export function SessionEndedModal() {
  const [opened, acknowledge] = useUnit([$sessionEnded, sessionEndAcknowledged]);
  if (!opened) return null;
  return (
    <MantineScope>
      <SessionEndedDialog onAcknowledge={acknowledge} />
    </MantineScope>
  );
}
