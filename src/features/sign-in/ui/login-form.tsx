import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { FailureNotice, PasswordField, useFocusFirstInvalid } from '@/shared/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import {
  $captcha,
  $captchaAnswer,
  $errors,
  $errorsRaised,
  $failure,
  $login,
  $password,
  $pending,
  captchaAnswerChanged,
  formSubmitted,
  loginChanged,
  loginLeft,
  passwordChanged,
  type FieldError,
} from '../model/sign-in';

/** The sign-in form; all state and rules live in the model. */
export function LoginForm() {
  const { t } = useLingui();
  const [login, password, captcha, answer, errors, isPending, failure] = useUnit([$login, $password, $captcha, $captchaAnswer, $errors, $pending, $failure]);
  const [onLogin, onLoginLeft, onPassword, onAnswer, submit] = useUnit([loginChanged, loginLeft, passwordChanged, captchaAnswerChanged, formSubmitted]);
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));

  const labels = {
    LOGIN: t`Personal ID or e-mail`,
    PASSWORD: t`Password`,
    CAPTCHA_ANSWER: t`Your answer`,
  };
  const messageOf = (field: keyof typeof labels, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'required') {
      const label = labels[field];
      return t`${label} field is required`;
    }
    return error.message;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={isPending}>
      <Stack gap="md">
        <TextInput
          label={labels.LOGIN}
          name="LOGIN"
          autoComplete="username"
          value={login}
          onChange={(event) => onLogin(event.currentTarget.value)}
          onBlur={() => onLoginLeft()}
          error={messageOf('LOGIN', errors.LOGIN)}
          required
        />
        <PasswordField
          label={labels.PASSWORD}
          name="PASSWORD"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPassword(event.currentTarget.value)}
          error={messageOf('PASSWORD', errors.PASSWORD)}
          required
        />
        {captcha ? (
          <Alert color="yellow" title={<Trans>Please confirm you are not a robot</Trans>}>
            <TextInput
              label={
                <>
                  {labels.CAPTCHA_ANSWER}: {captcha.question}
                </>
              }
              name="CAPTCHA_ANSWER"
              inputMode="numeric"
              autoComplete="off"
              value={answer}
              onChange={(event) => onAnswer(event.currentTarget.value)}
              error={messageOf('CAPTCHA_ANSWER', errors.CAPTCHA_ANSWER)}
              required
              data-autofocus
            />
          </Alert>
        ) : null}
        <Button type="submit" loading={isPending} fullWidth size="md">
          <Trans>Sign in</Trans>
        </Button>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}
