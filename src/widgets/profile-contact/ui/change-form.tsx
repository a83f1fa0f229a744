import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { CodeEntry } from '@/entities/account';
import { nextPhoneText, phoneFromWire, PHONE_PREFIX } from '@/shared/form-engine';
import { FailureNotice } from '@/shared/ui';
import type { CodeChange, FieldError } from '../model/code-change';

export type ChangeKind = 'phone' | 'email';

function useErrorText() {
  const { t } = useLingui();
  return (kind: ChangeKind, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.type) {
      case 'server':
        return error.message;
      case 'required':
        return kind === 'phone' ? t`Enter the new phone number` : t`Enter the new e-mail`;
      case 'invalid':
        return kind === 'phone' ? t`Enter an Armenian number: XX-XXX-XXX` : t`Enter a valid e-mail address`;
      case 'same':
        return kind === 'phone' ? t`This is already your number` : t`This is already your e-mail`;
      case 'code-required':
        return t`Enter the code`;
      case 'code-invalid':
        return t`The code has 6 digits`;
    }
  };
}

/** A value changed with a code: the new value and "Get a code", then the code, the countdown and "Confirm". */
export function ChangeForm({ kind, model, current }: { kind: ChangeKind; model: CodeChange; current: ReactNode }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [value, code, sentTo, errors, failure, pending, resendPending, secondsLeft] = useUnit([
    model.$value,
    model.$code,
    model.$sentTo,
    model.$errors,
    model.$failure,
    model.$pending,
    model.$resendPending,
    model.timer.$secondsLeft,
  ]);
  const [onValue, onCode, request, resend, confirm, cancel] = useUnit([
    model.valueChanged,
    model.codeChanged,
    model.requested,
    model.resendClicked,
    model.confirmed,
    model.cancelled,
  ]);
  const testId = `change-${kind}`;

  if (sentTo === null) {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      request();
    };
    return (
      <form onSubmit={onSubmit} noValidate aria-busy={pending} data-testid={testId}>
        <Stack gap="sm">
          <Text size="sm">{current}</Text>
          {kind === 'phone' ? (
            <TextInput
              label={t`New phone number`}
              name="PHONE"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="XX-XXX-XXX"
              leftSection={<Text size="sm" c="gray.9">{PHONE_PREFIX}</Text>}
              leftSectionWidth={52}
              value={value}
              onChange={(event) => onValue(nextPhoneText(value, event.currentTarget.value))}
              error={errorText(kind, errors.value)}
              required
            />
          ) : (
            <TextInput
              label={t`New e-mail`}
              name="EMAIL"
              type="email"
              autoComplete="email"
              value={value}
              onChange={(event) => onValue(event.currentTarget.value)}
              error={errorText(kind, errors.value)}
              required
            />
          )}
          <Group>
            <Button type="submit" loading={pending}>
              <Trans>Get a code</Trans>
            </Button>
          </Group>
          <FailureNotice reason={failure} />
        </Stack>
      </form>
    );
  }

  const to = kind === 'phone' ? `${PHONE_PREFIX} ${phoneFromWire(sentTo)}` : sentTo;
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm();
  };
  return (
    <form onSubmit={onConfirm} noValidate aria-busy={pending} data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {kind === 'phone' ? (
            <Trans>
              We sent a 6-digit code by SMS to <b>{to}</b>. It is valid for 10 minutes.
            </Trans>
          ) : (
            <Trans>
              We sent a 6-digit code to <b>{to}</b>. It is valid for 10 minutes.
            </Trans>
          )}
        </Text>
        <CodeEntry
          label={t`Verification code`}
          value={code}
          onChange={onCode}
          error={errorText(kind, errors.code)}
          secondsLeft={secondsLeft}
          resendPending={resendPending}
          onResend={resend}
          autoFocus
        />
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Confirm</Trans>
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={cancel}>
            {kind === 'phone' ? <Trans>Use another number</Trans> : <Trans>Use another e-mail</Trans>}
          </Anchor>
        </Group>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}
