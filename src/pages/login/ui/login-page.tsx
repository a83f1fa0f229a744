import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useGate } from 'effector-react';
import { LoginForm } from '@/features/sign-in';
import { AppLink, PageMeta } from '@/shared/ui';
import { LoginPageGate } from '../model/login-page';

export function LoginPage({ redirect }: { redirect?: string }) {
  useGate(LoginPageGate, { redirect });
  const { t } = useLingui();
  return (
    <Container size={460} py={48}>
      <PageMeta title={t`Sign in`} description={t`Sign in to buy insurance online, pay by card and manage your contracts and claims.`} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              <Trans>Sign in</Trans>
            </Title>
            <Text c="gray.7" size="sm">
              <Trans>Use your personal ID (social card number) or e-mail.</Trans>
            </Text>
          </Stack>
          <LoginForm />
          <Group justify="space-between" gap="xs">
            <Anchor component={AppLink} to="/forgotPassword" size="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
            <Anchor component={AppLink} to="/register" size="sm">
              <Trans>Register</Trans>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
