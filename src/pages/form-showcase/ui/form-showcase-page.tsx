import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { DynamicForm, InterfaceButtons, InterfaceGrid } from '@/shared/form-engine';
import { PageMeta } from '@/shared/ui';
import { $sent, showcaseButtons, showcaseForm, ShowcaseGate, summaryGrid, SUMMARY_ROWS } from '../model/showcase';

/** The form engine's showcase: a developer page of simulator builds, hidden from navigation and search engines. */
export function FormShowcasePage() {
  useGate(ShowcaseGate);
  const { t } = useLingui();
  const [meta, sent] = useUnit([showcaseForm.$meta, $sent]);
  const title = meta?.title ?? t`Form engine showcase`;
  return (
    <Container size="lg" py="xl">
      <PageMeta title={title} description={meta?.description ?? ''} noIndex />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">
            <Trans>A developer page of the demo build: every field the server can describe, rendered by the form engine.</Trans>
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <DynamicForm model={showcaseForm} submitLabel={null} actions={<InterfaceButtons model={showcaseButtons} />} />
        </Paper>
        {sent ? (
          <Paper withBorder radius="lg" p="md" data-testid="sent-values">
            <Title order={2} size="h4" mb="xs">
              <Trans>What the form sent</Trans>
            </Title>
            <Code block>{JSON.stringify(sent, null, 2)}</Code>
          </Paper>
        ) : null}
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Contract summary (grid of parent 5049)</Trans>
          </Title>
          <InterfaceGrid model={summaryGrid} rows={SUMMARY_ROWS} />
        </Stack>
      </Stack>
    </Container>
  );
}
