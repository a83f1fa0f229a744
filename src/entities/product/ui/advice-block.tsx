import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { config } from '@/shared/config';
import { AppLink } from '@/shared/ui';
import { telHref } from '@/shared/lib';


/** "Talk to us": the company phone and the contacts page, for choosing a product or buying one offline. */
export function AdviceBlock({ title, text }: { title?: string; text?: string }) {
  const { t } = useLingui();
  const phone = config.companyPhone;
  return (
    <Paper withBorder radius="lg" p="lg" bg="brand.0" data-testid="advice-block">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title ?? t`Not sure which cover you need?`}
        </Title>
        <Text c="gray.8">{text ?? t`Call us or visit a branch: our specialists will help you choose and answer your questions.`}</Text>
        <Group gap="lg">
          <Anchor href={telHref(phone)} fw={700} aria-label={t`Call us: ${phone}`}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconPhone size={18} aria-hidden="true" />
              <span>{phone}</span>
            </Group>
          </Anchor>
          <Anchor component={AppLink} to="/contacts" fw={600}>
            <Trans>Branches and contacts</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
