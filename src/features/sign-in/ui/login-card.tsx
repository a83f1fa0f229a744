import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { AppLink, PasswordField } from '@/shared/ui';

/**
 * The home page's login card (public-site.md §2): personal ID and password with a link to
 * registration. The spec keeps it hidden on the home page; it is rendered hidden so that a later
 * decision to show it is one prop away.
 */
export function LoginCard({ hidden = false }: { hidden?: boolean }) {
  const { t } = useLingui();
  return (
    // A plain wrapper carries `hidden`: Mantine's Card sets its own display and would override it.
    <div hidden={hidden} data-testid="home-login-card">
    <Card withBorder padding="lg" radius="md" component="form" onSubmit={(event: FormEvent) => event.preventDefault()}>
      <Stack gap="sm">
        <Text fw={700}>
          <Trans>Sign in to your account</Trans>
        </Text>
        <TextInput label={t`Personal ID`} name="card-login" autoComplete="username" />
        <PasswordField label={t`Password`} name="card-password" autoComplete="current-password" />
        <Anchor component={AppLink} to="/register">
          <Trans>No account yet? Register</Trans>
        </Anchor>
      </Stack>
    </Card>
    </div>
  );
}
