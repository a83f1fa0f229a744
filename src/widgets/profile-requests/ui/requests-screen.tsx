import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGate } from 'effector-react';
import type { ReactNode } from 'react';
import { RequestsGate } from '../model/requests';
import { CallbackForm, ContractOrderForm, WrittenRequestForm } from './request-forms';

function Section({ id, title, intro, children }: { id: string; title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Title order={2} size="h4" id={`${id}-title`} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * Menu 3157 (docs/decisions/profile-requests.md): a callback first (the menu's own item), then a written
 * request to the company and an order of insurance that is not sold online. Below the frame's h1.
 */
export function RequestsScreen() {
  useGate(RequestsGate);
  return (
    <Stack gap="lg" data-testid="profile-requests">
      <Section id="request-callback" title={<Trans>We will call you back</Trans>} intro={<Trans>A specialist calls on working days, 09:00–18:00, at the time you choose.</Trans>}>
        <CallbackForm />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section id="request-write" title={<Trans>Write to us</Trans>} intro={<Trans>A question, a complaint or a document: we answer by e-mail within 3 working days.</Trans>}>
          <WrittenRequestForm />
        </Section>
        <Section
          id="order-contract"
          title={<Trans>Order insurance not sold online</Trans>}
          intro={<Trans>For companies and special cases: tell us what to insure, and we prepare an offer.</Trans>}
        >
          <ContractOrderForm />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
