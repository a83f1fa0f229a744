import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { IdentityDocuments } from '@/features/send-identity-documents';
import { SignOutEverywhere } from '@/features/sign-out';
import { phoneFromWire, PHONE_PREFIX } from '@/shared/form-engine';
import { $lang, isLang, LANGS, type Lang } from '@/shared/i18n';
import { $languagePending, emailChange, languageSelected, phoneChange, ContactGate } from '../model/contact';
import { AddressForm } from './address-form';
import { AvatarPicker } from './avatar-picker';
import './styles';
import { ChangeForm } from './change-form';

/** Each language names itself (as the header's buttons do). */
const SELF_NAME: Record<Lang, string> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };

function LanguageChoice() {
  const { t } = useLingui();
  const [lang, pending, select] = useUnit([$lang, $languagePending, languageSelected]);
  return (
    <Radio.Group
      value={lang}
      onChange={(value) => {
        if (isLang(value)) select(value);
      }}
      label={t`Language of the site and of our messages`}
      aria-busy={pending}
      data-testid="language-choice"
    >
      <Stack gap="xs" mt="xs">
        {LANGS.map((code) => (
          <Radio key={code} value={code} label={SELF_NAME[code]} lang={code} disabled={pending} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * "Personal data" (issue 12 item 5): the phone and the e-mail, each changed with a code sent to the new address, and
 * the customer's language. Below the frame's h1, so sections start at h2.
 */
export function ContactScreen() {
  useGate(ContactGate);
  const user = useUnit($user);
  const phone = user?.PHONE ? `${PHONE_PREFIX} ${phoneFromWire(user.PHONE)}` : '—';
  const email = user?.EMAIL || '—';
  return (
    <Stack gap="lg" data-testid="profile-contact">
      <IdentityDocuments />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-picture">
        <Title order={2} size="h4" id="contact-picture" mb="sm">
          <Trans>Picture</Trans>
        </Title>
        <AvatarPicker />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-phone">
        <Title order={2} size="h4" id="contact-phone" mb="sm">
          <Trans>Phone</Trans>
        </Title>
        <ChangeForm
          kind="phone"
          model={phoneChange}
          current={
            <Trans>
              Your number: <b data-testid="current-phone">{phone}</b>
            </Trans>
          }
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-email">
        <Title order={2} size="h4" id="contact-email" mb="sm">
          <Trans>E-mail</Trans>
        </Title>
        <ChangeForm
          kind="email"
          model={emailChange}
          current={
            <Trans>
              Your e-mail: <b data-testid="current-email">{email}</b>
            </Trans>
          }
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-address">
        <Title order={2} size="h4" id="contact-address" mb="sm">
          <Trans>Address</Trans>
        </Title>
        <AddressForm />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-language">
        <Title order={2} size="h4" id="contact-language" mb="sm">
          <Trans>Language</Trans>
        </Title>
        <Text size="sm" c="gray.7" mb="xs">
          <Trans>The site switches to it, and we write to you in it.</Trans>
        </Text>
        <LanguageChoice />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-sessions">
        <Title order={2} size="h4" id="contact-sessions" mb="sm">
          <Trans>Signed-in devices</Trans>
        </Title>
        <SignOutEverywhere />
      </Paper>
    </Stack>
  );
}
