import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResendButton } from './resend-button';

/**
 * The code field of every code screen (registration, recovery, the profile's contact change) and the "send the code
 * again" button with its countdown under it: two siblings of the screen's stack (no wrapper of their own).
 */
export function CodeEntry({
  label,
  value,
  error,
  onChange,
  secondsLeft,
  resendPending,
  onResend,
  autoFocus = false,
}: {
  label: ReactNode;
  value: string;
  error?: ReactNode;
  onChange: (text: string) => void;
  secondsLeft: number;
  resendPending: boolean;
  onResend: () => void;
  /** The screen opens on the field (a Mantine modal / page focus trap reads `data-autofocus`). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label={label}
        name="CODE"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required
        data-autofocus={autoFocus || undefined}
      />
      <ResendButton secondsLeft={secondsLeft} pending={resendPending} onResend={onResend} />
    </>
  );
}
