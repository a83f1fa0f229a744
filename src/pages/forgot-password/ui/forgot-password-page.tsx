import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { $recoveryStep, RecoveryForm } from '@/features/recover-password';
import { AppLink, PageMeta } from '@/shared/ui';
import { ForgotPasswordPageGate } from '../model/forgot-password-page';

/** /forgotPassword: e-mail, then code, then the new password (customer-portal.md §2 "Access"). */
export function ForgotPasswordPage() {
  useGate(ForgotPasswordPageGate);
  const { t } = useLingui();
  const step = useUnit($recoveryStep);
  const titles = { email: t`Password recovery`, code: t`Enter the code`, password: t`New password` };
  return (
    <Container size={460} py={48}>
      <PageMeta title={titles[step]} description={t`Recover the password of your account with a code sent to your e-mail.`} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" data-recovery-step={step}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {titles[step]}
          </Title>
          <RecoveryForm />
          <Anchor component={AppLink} to="/login" size="sm">
            <Trans>Back to sign-in</Trans>
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
