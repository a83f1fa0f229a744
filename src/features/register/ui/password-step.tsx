import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useFocusFirstInvalid } from '@/shared/ui';
import type { FormEvent } from 'react';
import { NewPasswordFields } from '@/entities/account';
import {
  $errors,
  $firstName,
  $identityFailed,
  $lastName,
  $password,
  $passwordConfirm,
  $pending,
  $verified,
  firstNameChanged,
  lastNameChanged,
  passwordChanged,
  passwordConfirmChanged,
  passwordSubmitted,
  $errorsRaised,
} from '../model/registration';
import { useRegisterTexts } from './messages';

/** How the identity was checked (customer-portal.md §2 outcomes). */
export function IdentityOutcome() {
  const [verified, failed] = useUnit([$verified, $identityFailed]);
  if (verified === 'email')
    return (
      <Alert color="teal" variant="light" data-outcome="email">
        <Trans>E-mail verified: we found you in our records.</Trans>
      </Alert>
    );
  if (verified === 'phone')
    return (
      <Alert color="teal" variant="light" data-outcome="phone">
        <Trans>Phone verified: we found you in our records.</Trans>
      </Alert>
    );
  if (verified === 'soc')
    return (
      <Alert color="teal" variant="light" data-outcome="soc">
        <Trans>Social card verified: we found you in our records.</Trans>
      </Alert>
    );
  if (failed)
    return (
      <Alert color="orange" variant="light" data-outcome="failed">
        <Text fw={700} size="sm" mb={4}>
          <Trans>We could not verify you</Trans>
        </Text>
        <Trans>Please call us at +374 10 500010 and upload your identity documents after creating the password. Documents are reviewed within 1 working day.</Trans>
      </Alert>
    );
  return null;
}

/** The password, its check, and the name when nothing matched. */
export function PasswordStep() {
  const [password, confirm, first, last, errors, pending, verified] = useUnit([$password, $passwordConfirm, $firstName, $lastName, $errors, $pending, $verified]);
  const [onPassword, onConfirm, onFirst, onLast, submit] = useUnit([passwordChanged, passwordConfirmChanged, firstNameChanged, lastNameChanged, passwordSubmitted]);
  const { labels, messageOf } = useRegisterTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <IdentityOutcome />
        {verified === null ? (
          <Group grow align="flex-start">
            <TextInput label={labels.FIRSTNAME} name="FIRSTNAME" autoComplete="given-name" value={first} onChange={(event) => onFirst(event.currentTarget.value)} error={messageOf('FIRSTNAME', errors.FIRSTNAME)} required />
            <TextInput label={labels.LASTNAME} name="LASTNAME" autoComplete="family-name" value={last} onChange={(event) => onLast(event.currentTarget.value)} error={messageOf('LASTNAME', errors.LASTNAME)} required />
          </Group>
        ) : null}
        <NewPasswordFields
          labels={labels}
          password={password}
          confirm={confirm}
          errors={{ PASSWORD: messageOf('PASSWORD', errors.PASSWORD), PASSWORD_CONFIRM: messageOf('PASSWORD_CONFIRM', errors.PASSWORD_CONFIRM) }}
          onPassword={onPassword}
          onConfirm={onConfirm}
          policyId="register-password-policy"
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Create the account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
