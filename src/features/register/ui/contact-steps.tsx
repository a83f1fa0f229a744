import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { nextPhoneText, PHONE_PREFIX } from '@/shared/form-engine';
import { AppLink, useFocusFirstInvalid } from '@/shared/ui';
import {
  $email,
  $errors,
  $pending,
  $phone,
  $ssn,
  emailChanged,
  emailSubmitted,
  phoneChanged,
  phoneSubmitted,
  socialCardChosen,
  ssnChanged,
  ssnSubmitted,
  $errorsRaised,
} from '../model/registration';
import { useRegisterTexts } from './messages';

const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

/** Step 1: the e-mail a code goes to. */
export function EmailStep() {
  const [email, errors, pending, onEmail, submit] = useUnit([$email, $errors, $pending, emailChanged, emailSubmitted]);
  const { labels, messageOf } = useRegisterTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));
  return (
    <form ref={formRef} onSubmit={submitWith(submit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          label={labels.EMAIL}
          name="EMAIL"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmail(event.currentTarget.value)}
          error={messageOf('EMAIL', errors.EMAIL)}
          required
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Get a code</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Already registered?</Trans>{' '}
          <Anchor component={AppLink} to="/login">
            <Trans>Sign in</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** The e-mail was not in the company's records: the phone given with a contract. */
export function PhoneStep() {
  const [phone, errors, pending, onPhone, submit, toSocialCard] = useUnit([$phone, $errors, $pending, phoneChanged, phoneSubmitted, socialCardChosen]);
  const { labels, messageOf } = useRegisterTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));
  return (
    <form ref={formRef} onSubmit={submitWith(submit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          <Trans>Your e-mail is confirmed, but we did not find it in our records. Confirm the mobile number you gave us with a contract.</Trans>
        </Alert>
        <TextInput
          label={labels.PHONE}
          name="PHONE"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="XX-XXX-XXX"
          leftSection={<Text size="sm" c="dark.9">{PHONE_PREFIX}</Text>}
          leftSectionWidth={56}
          value={phone}
          onChange={(event) => onPhone(nextPhoneText(phone, event.currentTarget.value))}
          error={messageOf('PHONE', errors.PHONE)}
          required
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Get an SMS code</Trans>
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={toSocialCard}>
          <Trans>My number is not in your records: continue with the social card number</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}

/** Neither the e-mail nor the phone matched: the social-service card number. */
export function SocialCardStep() {
  const [ssn, errors, pending, onSsn, submit] = useUnit([$ssn, $errors, $pending, ssnChanged, ssnSubmitted]);
  const { labels, messageOf } = useRegisterTexts();
  const formRef = useFocusFirstInvalid(useUnit($errorsRaised));
  return (
    <form ref={formRef} onSubmit={submitWith(submit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          <Trans>We could not match your phone. Enter the number of your social card (10 digits).</Trans>
        </Alert>
        <TextInput
          label={labels.SSN}
          name="SSN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={ssn}
          onChange={(event) => onSsn(event.currentTarget.value)}
          error={messageOf('SSN', errors.SSN)}
          required
        />
        <Button type="submit" loading={pending} fullWidth size="md">
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
