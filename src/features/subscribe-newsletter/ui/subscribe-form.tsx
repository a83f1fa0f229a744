import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { FailureNotice } from '@/shared/ui';
import { $email, $error, $failure, $pending, $subscribed, emailChanged, formSubmitted, type SubscribeError } from '../model/subscribe';

export function SubscribeForm() {
  const { t } = useLingui();
  const [email, error, failure, isPending, subscribed, change, submit] = useUnit([$email, $error, $failure, $pending, $subscribed, emailChanged, formSubmitted]);
  const label = t`E-mail`;
  const errorText = (value: SubscribeError | null) => {
    if (!value) return undefined;
    if (value.type === 'required') return t`${label} field is required`;
    if (value.type === 'email') return t`Enter a valid e-mail address`;
    return value.message;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => change(event.currentTarget.value)}
          error={errorText(error)}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={isPending} mt={{ base: 0, xs: 25 }}>
          <Trans>Subscribe</Trans>
        </Button>
      </Group>
      <FailureNotice reason={failure} />
      {subscribed ? (
        <Text c="var(--mantine-color-green-light-color)" mt="sm" role="status">
          <Trans>Thank you! You are subscribed to our news.</Trans>
        </Text>
      ) : null}
    </form>
  );
}
