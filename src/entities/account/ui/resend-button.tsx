import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';

/** "Send the code again": disabled with the seconds left while the countdown runs, enabled at 0. */
export function ResendButton({ secondsLeft, pending, onResend }: { secondsLeft: number; pending?: boolean; onResend: () => void }) {
  const waiting = secondsLeft > 0;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  const clock = `${minutes}:${seconds}`;
  return (
    <div>
      <Button variant="subtle" px={0} disabled={waiting} loading={pending} onClick={onResend} data-testid="resend-code">
        <Trans>Send the code again</Trans>
      </Button>
      {waiting ? (
        <Text size="sm" c="gray.7" aria-live="off" data-testid="resend-countdown">
          <Trans>A new code can be sent in {clock}</Trans>
        </Text>
      ) : null}
    </div>
  );
}
