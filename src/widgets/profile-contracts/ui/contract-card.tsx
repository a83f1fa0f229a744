import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconId, IconRefresh } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { ContractState, ProfileContract } from '@/shared/api';
import { $lang, formatDate, formatMoney } from '@/shared/i18n';
import { renewalOf } from '../lib/renewal';
import { $pdfFailed, $pdfPending, pdfClicked, renewClicked } from '../model/contracts';
import { HealthCard } from './health-card';

const STATE_COLOR: Record<ContractState, string> = { active: '#1b6b32', upcoming: 'blue.8', ended: 'gray.7' };

function StateBadge({ state }: { state: ContractState }) {
  return (
    <Badge color={STATE_COLOR[state]} variant="filled" data-testid="contract-state" data-state={state}>
      {state === 'active' ? <Trans>In force</Trans> : state === 'upcoming' ? <Trans>Starts later</Trans> : <Trans>Ended</Trans>}
    </Badge>
  );
}

function Fact({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** One contract of the list: product, state, number, what is insured, period, premium; PDF, renew, health card. */
export function ContractCard({ contract }: { contract: ProfileContract }) {
  const { t } = useLingui();
  const [lang, pending, failed, onPdf, onRenew] = useUnit([$lang, $pdfPending, $pdfFailed, pdfClicked, renewClicked]);
  const [cardOpen, setCardOpen] = useState(false);
  const renewal = renewalOf(contract);
  const number = contract.CONTRACT_NUMBER;
  const cardId = `health-card-${contract.ID}`;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={`contract-${contract.ID}`} data-testid="contract" data-number={number}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`contract-${contract.ID}`}>
              {contract.PRODUCT_NAME}
            </Title>
            <Text size="sm" c="gray.7">
              <Trans>Contract {number}</Trans>
            </Text>
          </Stack>
          <StateBadge state={contract.STATUS} />
        </Group>
        <Group gap="xl" wrap="wrap">
          {contract.OBJECT ? <Fact label={<Trans>Insured</Trans>}>{contract.OBJECT}</Fact> : null}
          <Fact label={<Trans>Period</Trans>}>
            {formatDate(contract.FROMDATE)} – {formatDate(contract.TODATE)}
          </Fact>
          <Fact label={<Trans>Premium</Trans>}>{formatMoney(contract.PREMIUMSPAY, lang)}</Fact>
        </Group>
        <Group gap="sm" wrap="wrap">
          {contract.HAS_PDF ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              loading={pending === contract.ID}
              onClick={() => onPdf({ id: contract.ID, number })}
              aria-label={t`Download the policy ${number} (PDF)`}
            >
              <Trans>Policy PDF</Trans>
            </Button>
          ) : null}
          {renewal ? (
            <Button variant={renewal.kind === 'renew' ? 'filled' : 'light'} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => onRenew(contract)}>
              {renewal.kind === 'renew' ? <Trans>Renew</Trans> : <Trans>Buy again</Trans>}
            </Button>
          ) : null}
          {contract.HEALTH_CARD ? (
            <Button variant="subtle" leftSection={<IconId size={18} aria-hidden="true" />} aria-expanded={cardOpen} aria-controls={cardId} onClick={() => setCardOpen((open) => !open)}>
              {cardOpen ? <Trans>Hide the health insurance card</Trans> : <Trans>Show the health insurance card</Trans>}
            </Button>
          ) : null}
        </Group>
        {failed === contract.ID ? (
          <Text c="red.8" size="sm" role="alert">
            <Trans>The PDF could not be downloaded. Please try again.</Trans>
          </Text>
        ) : null}
        {contract.HEALTH_CARD ? (
          <Collapse expanded={cardOpen} id={cardId}>
            <HealthCard card={contract.HEALTH_CARD} />
          </Collapse>
        ) : null}
      </Stack>
    </Paper>
  );
}
