import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { CodeEntry, NewPasswordFields } from '@/entities/account';
import { FailureNotice, useFocusFirstInvalid } from '@/shared/ui';
import {
  $code,
  $codeKept,
  $email,
  $failure,
  $emailSent,
  $errors,
  $errorsRaised,
  $password,
  $passwordConfirm,
  $pending,
  $resendPending,
  $step,
  codeChanged,
  codeSubmitted,
  emailChanged,
  emailSubmitted,
  passwordChanged,
  passwordConfirmChanged,
  passwordSubmitted,
  resendClicked,
  restarted,
  timer,
  type FieldError,
  type RecoveryField,
} from '../model/recovery';

function useTexts() {
  const { t } = useLingui();
  const labels: Record<RecoveryField, string> = {
    EMAIL: t`E-mail`,
    CODE: t`Verification code`,
    PASSWORD: t`New password`,
    PASSWORD_CONFIRM: t`Repeat the password`,
  };
  const invalid: Record<RecoveryField, string> = {
    EMAIL: t`Enter a valid e-mail address`,
    CODE: t`The code has 6 digits`,
    PASSWORD: t`The password does not meet every rule below`,
    PASSWORD_CONFIRM: t`The passwords do not match`,
  };
  const messageOf = (field: RecoveryField, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'mismatch') return t`The passwords do not match`;
    if (error.type === 'invalid') return invalid[field];
    const label = labels[field];
    return t`${label} field is required`;
  };
  return { labels, messageOf };
}

const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

/** Password recovery: the e-mail, the code sent to it, the new password (customer-portal.md §2 "Access"). */
export function RecoveryForm() {
  const [step, email, code, password, confirm, errors, pending, sentTo, secondsLeft, resendPending, codeKept, failure] = useUnit([
    $step,
    $email,
    $code,
    $password,
    $passwordConfirm,
    $errors,
    $pending,
    $emailSent,
    timer.$secondsLeft,
    $resendPending,
    $codeKept,
    $failure,
  ]);
  const [onEmail, onCode, onPassword, onConfirm, submitEmail, submitCode, submitPassword, resend, restart] = useUnit([
    emailChanged,
    codeChanged,
    passwordChanged,
    passwordConfirmChanged,
    emailSubmitted,
    codeSubmitted,
    passwordSubmitted,
    resendClicked,
    restarted,
  ]);
  const { labels, messageOf } = useTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));

  if (step === 'email') {
    return (
      <form ref={formRef} onSubmit={submitWith(submitEmail)} noValidate aria-busy={pending} data-step="email">
        <Stack gap="md">
          <Text size="sm">
            <Trans>Enter the e-mail of your account. If it is registered, we send a code to it.</Trans>
          </Text>
          <TextInput label={labels.EMAIL} name="EMAIL" type="email" autoComplete="email" value={email} onChange={(event) => onEmail(event.currentTarget.value)} error={messageOf('EMAIL', errors.EMAIL)} required />
          <Button type="submit" loading={pending} fullWidth size="md">
            <Trans>Get a code</Trans>
          </Button>
          <FailureNotice reason={failure} />
        </Stack>
      </form>
    );
  }
  if (step === 'code') {
    const to = sentTo ?? '';
    return (
      <form ref={formRef} onSubmit={submitWith(submitCode)} noValidate aria-busy={pending} data-step="code">
        <Stack gap="md">
          <Text size="sm" data-testid="code-sent-to">
            {codeKept ? (
              <Trans>
                If <b>{to}</b> is registered, we sent a 6-digit code to it less than 2 minutes ago. That code is still valid: enter it here.
              </Trans>
            ) : (
              <Trans>
                If <b>{to}</b> is registered, we sent a 6-digit code to it. It is valid for 10 minutes.
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
          />
          <Button type="submit" loading={pending} fullWidth size="md">
            <Trans>Confirm</Trans>
          </Button>
          <FailureNotice reason={failure} />
          <Anchor component="button" type="button" size="sm" onClick={restart}>
            <Trans>Use another e-mail</Trans>
          </Anchor>
        </Stack>
      </form>
    );
  }
  return (
    <form ref={formRef} onSubmit={submitWith(submitPassword)} noValidate aria-busy={pending} data-step="password">
      <Stack gap="md">
        <NewPasswordFields
          labels={labels}
          password={password}
          confirm={confirm}
          errors={{ PASSWORD: messageOf('PASSWORD', errors.PASSWORD), PASSWORD_CONFIRM: messageOf('PASSWORD_CONFIRM', errors.PASSWORD_CONFIRM) }}
          onPassword={onPassword}
          onConfirm={onConfirm}
          policyId="recovery-password-policy"
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Save the password and sign in</Trans>
        </Button>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}
