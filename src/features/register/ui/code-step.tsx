import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useFocusFirstInvalid } from '@/shared/ui';
import type { FormEvent } from 'react';
import { CodeEntry } from '@/entities/account';
import {
  $code,
  $codeKept,
  $emailSent,
  $errors,
  $pending,
  $phoneSent,
  $resendPending,
  codeChanged,
  codeSubmitted,
  phoneChangeAsked,
  phoneCodeSubmitted,
  resendClicked,
  timer,
  $errorsRaised,
} from '../model/registration';
import { useRegisterTexts } from './messages';

/** The 6-digit code sent by e-mail or SMS, with the resend countdown. */
export function CodeStep({ channel }: { channel: 'email' | 'sms' }) {
  const [code, errors, pending, email, phone, secondsLeft, resendPending, kept] = useUnit([$code, $errors, $pending, $emailSent, $phoneSent, timer.$secondsLeft, $resendPending, $codeKept]);
  const [onCode, submitEmail, submitPhone, resend, otherPhone] = useUnit([codeChanged, codeSubmitted, phoneCodeSubmitted, resendClicked, phoneChangeAsked]);
  const { labels, messageOf } = useRegisterTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));
  const to = (channel === 'email' ? email : phone) ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (channel === 'email') submitEmail();
    else submitPhone();
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Text size="sm" data-testid="code-sent-to">
          {channel === 'email' && !kept ? (
            <Trans>
              We sent a message to <b>{to}</b> with a 6-digit code, valid for 10 minutes. If this e-mail already has an account, the message tells you how to sign in instead.
            </Trans>
          ) : channel === 'email' ? (
            <Trans>
              We sent a message to <b>{to}</b> less than 2 minutes ago. Its code is still valid: enter it here. If this e-mail already has an account, the message tells you how to sign in instead.
            </Trans>
          ) : !kept ? (
            <Trans>
              We sent a 6-digit code by SMS to <b>{to}</b>. It is valid for 10 minutes.
            </Trans>
          ) : (
            <Trans>
              We sent a 6-digit code by SMS to <b>{to}</b> less than 2 minutes ago. That code is still valid: enter it here.
            </Trans>
          )}
        </Text>
        <CodeEntry
          label={labels.CODE}
          value={code}
          onChange={onCode}
          error={messageOf('CODE', errors.CODE)}
          secondsLeft={secondsLeft}
          resendPending={resendPending}
          onResend={resend}
          autoFocus
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Confirm</Trans>
        </Button>
        {channel === 'sms' ? (
          <Anchor component="button" type="button" size="sm" onClick={otherPhone}>
            <Trans>Use another number</Trans>
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
