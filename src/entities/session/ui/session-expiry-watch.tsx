import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope } from '@/shared/ui';
import { $renewFailed, $secondsLeft, $warningOpen, expiryWatchStarted, renewFx, signOutClicked, staySignedInClicked } from '../model/expiry';

const SessionExpiryDialog = lazyRetrying(() => import('./session-expiry.dialog'));

/** Loaded with the expiry model (signed in): starts it, and renders the dialog only while the warning is open. */
export default function SessionExpiryWatch() {
  const [open, secondsLeft, failed, pending, stay, signOut, started] = useUnit([$warningOpen, $secondsLeft, $renewFailed, renewFx.pending, staySignedInClicked, signOutClicked, expiryWatchStarted]);
  useEffect(() => started(), [started]);
  if (!open) return null;
  return (
    <MantineScope>
      <SessionExpiryDialog secondsLeft={secondsLeft} failed={failed} pending={pending} onStay={stay} onSignOut={signOut} />
    </MantineScope>
  );
}
