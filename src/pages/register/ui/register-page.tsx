import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $registerFailure, CodeStep, EmailStep, IdentityOutcome, PasswordStep, PhoneStep, registerDocumentTypeChosen, SocialCardStep, type RegisterStep } from '@/features/register';
import { DocumentsForm, DocumentTypeChoice } from '@/features/send-identity-documents';
import { FailureNotice, PageMeta } from '@/shared/ui';
import { RegisterPageGate } from '../model/register-page';

/** Registration (customer-portal.md §2 "Registration routes"): one page, the step from the address. */
export function RegisterPage({ step }: { step: RegisterStep }) {
  useGate(RegisterPageGate, { step });
  const chooseDocument = useUnit(registerDocumentTypeChosen);
  const { t } = useLingui();
  const failure = useUnit($registerFailure);
  const screens: Record<RegisterStep['name'], { title: string; intro?: ReactNode; body: ReactNode }> = {
    email: {
      title: t`Registration`,
      intro: <Trans>Enter your e-mail: we send a code to confirm it.</Trans>,
      body: <EmailStep />,
    },
    code: { title: t`Confirm your e-mail`, body: <CodeStep channel="email" /> },
    phone: { title: t`Confirm your phone`, body: <PhoneStep /> },
    phoneCode: { title: t`Enter the SMS code`, body: <CodeStep channel="sms" /> },
    soc: { title: t`Your social card`, body: <SocialCardStep /> },
    password: { title: t`Create a password`, body: <PasswordStep /> },
    identification: {
      title: t`Identity documents`,
      body: (
        <Stack gap="md">
          <IdentityOutcome />
          <Text size="sm">
            <Trans>To finish, upload one identity document. We review it and update your data within 1 working day.</Trans>
          </Text>
          <DocumentTypeChoice onChosen={chooseDocument} />
        </Stack>
      ),
    },
    personalData: {
      title: t`Upload your documents`,
      body: step.name === 'personalData' ? <DocumentsForm type={step.type} /> : null,
    },
  };
  const screen = screens[step.name];
  return (
    <Container size={560} py={48}>
      <PageMeta title={screen.title} description={t`Register to buy insurance online and manage your contracts and claims.`} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" data-register-step={step.name}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {screen.title}
            </Title>
            {screen.intro ? (
              <Text c="gray.7" size="sm">
                {screen.intro}
              </Text>
            ) : null}
          </Stack>
          {screen.body}
          <FailureNotice reason={failure} />
        </Stack>
      </Paper>
    </Container>
  );
}
