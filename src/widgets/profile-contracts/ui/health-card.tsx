import { Trans } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import type { HealthCard as HealthCardData } from '@/shared/api';
import { formatDate } from '@/shared/i18n';

function Field({ label, value, testId }: { label: React.ReactNode; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="rgba(255,255,255,0.85)" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} c="white" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The health insurance card of a medical contract (customer-portal.md §2): name, surname, birth date, valid-from
 * date, contract end date, drawn like the plastic card the clinic asks for.
 */
export function HealthCard({ card }: { card: HealthCardData }) {
  return (
    <Paper
      radius="lg"
      p="lg"
      maw={420}
      data-testid="health-card"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-brand-9))' }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} c="white">
            <Trans>Health insurance card</Trans>
          </Text>
          <IconHeartbeat size={28} color="white" aria-hidden="true" />
        </Group>
        <Text ff="monospace" fz="lg" c="white" fw={600} data-testid="health-card-number">
          {card.CARD_NUMBER}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <Field label={<Trans>Name</Trans>} value={card.NAME} testId="health-card-name" />
          <Field label={<Trans>Surname</Trans>} value={card.SURNAME} testId="health-card-surname" />
          <Field label={<Trans>Date of birth</Trans>} value={formatDate(card.BIRTHDATE)} testId="health-card-birth" />
          <Field label={<Trans>Valid from</Trans>} value={formatDate(card.FROMDATE)} testId="health-card-from" />
          <Field label={<Trans>Contract ends</Trans>} value={formatDate(card.TODATE)} testId="health-card-to" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
