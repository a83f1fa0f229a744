import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { $consentReady, consentSettingsOpened } from '../model/start';

/** The footer's way back to the choice (issue 22 item 3): only when a chat widget or push service is configured. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const [ready, open] = useUnit([$consentReady, consentSettingsOpened]);
  if (!ready) return null;
  return (
    <button type="button" className={className} onClick={() => open()} data-testid="consent-settings">
      <Trans>Chat and notifications settings</Trans>
    </button>
  );
}
