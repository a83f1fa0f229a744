import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { CompensationButton, CompensationModals } from '@/features/apply-for-compensation';
import type { Claim } from '@/shared/api';
import { formatDate, formatMoney } from '@/shared/i18n';
import { EmptyState, PageState } from '@/shared/ui';
import { $openClaim, $view, claimClosed, claimOpened, claimQuery, claimsQuery, groupsQuery, paidQuery, viewChanged, type ClaimsView } from '../model/claims';
import { ClaimTimeline } from './claim-timeline';
import { StatusBadge } from './status';

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

function ClaimFacts({ claim }: { claim: Claim }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as 'hy';
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Fact label={t`Contract`} value={claim.CONTRACT_NUMBER} />
      <Fact label={t`Accident`} value={formatDate(claim.EVENT_DATE)} />
      <Fact label={t`Plate`} value={claim.PLATE} />
      <Fact label={t`Claimed`} value={claim.AMOUNT_CLAIMED === null ? null : formatMoney(claim.AMOUNT_CLAIMED, lang)} />
      <Fact label={t`Paid`} value={claim.AMOUNT_PAID === null ? null : formatMoney(claim.AMOUNT_PAID, lang)} />
      <Fact label={t`Paid on`} value={claim.PAID_AT ? formatDate(claim.PAID_AT) : null} />
    </SimpleGrid>
  );
}

function ClaimCard({ claim, headingOrder = 3 }: { claim: Claim; headingOrder?: 3 | 4 }) {
  const open = useUnit(claimOpened);
  const number = claim.CLAIM_NUMBER;
  const filed = formatDate(claim.CREATED_AT);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`claim-${claim.ID}`} data-claim={claim.ID}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={headingOrder} size="h4" id={`claim-${claim.ID}`}>
              {claim.PRODUCT} · {number}
            </Title>
            <Text size="sm" c="gray.7">
              <Trans>Filed on {filed}</Trans>
            </Text>
          </Stack>
          <StatusBadge status={claim.STATUS} />
        </Group>
        {claim.STATUS === 'documents' && claim.MISSING ? (
          <Alert color="orange" variant="light" title={<Trans>We need documents from you</Trans>} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {claim.MISSING}
          </Alert>
        ) : null}
        <ClaimFacts claim={claim} />
        <ClaimTimeline claim={claim} compact />
        <Group justify="flex-end">
          <Button variant="light" size="compact-sm" onClick={() => open(claim.ID)}>
            <Trans>Details of {number}</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={180} radius="lg" />
      ))}
    </Stack>
  );
}

function AllClaims() {
  const { t } = useLingui();
  const [data, failed, retry] = useUnit([claimsQuery.$data, claimsQuery.$failed, claimsQuery.retried]);
  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<ListSkeleton />} errorTitle={t`Your claims could not be loaded`}>
      {({ result }) =>
        result.length === 0 ? (
          <EmptyState title={t`You have no claims`} order={3}>
            <Text size="sm">
              <Trans>After an accident, apply for compensation with the green button above.</Trans>
            </Text>
          </EmptyState>
        ) : (
          <Stack gap="md">
            {result.map((claim) => (
              <ClaimCard key={claim.ID} claim={claim} />
            ))}
          </Stack>
        )
      }
    </PageState>
  );
}

function ByContract() {
  const { t } = useLingui();
  const [data, failed, retry] = useUnit([groupsQuery.$data, groupsQuery.$failed, groupsQuery.retried]);
  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<ListSkeleton />} errorTitle={t`Your claims could not be loaded`}>
      {({ result }) => (
        <Stack gap="xl">
          {result.map((group) => (
            <Stack gap="sm" key={group.DETID} component="section" aria-labelledby={`contract-${group.DETID}`}>
              <Title order={3} size="h4" id={`contract-${group.DETID}`}>
                {group.PRODUCT} · {group.CONTRACT_NUMBER ?? group.DETID}
              </Title>
              {group.claims.map((claim) => (
                <ClaimCard key={claim.ID} claim={claim} headingOrder={4} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </PageState>
  );
}

function PaidByYear() {
  const { t, i18n } = useLingui();
  const [data, failed, retry] = useUnit([paidQuery.$data, paidQuery.$failed, paidQuery.retried]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="claims-paid">
      <Title order={2} size="h4" id="claims-paid" mb="sm">
        <Trans>Paid to you, by year</Trans>
      </Title>
      <PageState data={data} failed={failed} onRetry={retry} skeleton={<Skeleton height={90} />} errorTitle={t`Could not be loaded`}>
        {({ result }) =>
          result.length === 0 ? (
            <Text size="sm" c="gray.7">
              <Trans>Nothing has been paid yet.</Trans>
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Year</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Claims</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Amount</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.map((row) => (
                  <Table.Tr key={row.YEAR}>
                    <Table.Td>{row.YEAR}</Table.Td>
                    <Table.Td ta="right">{row.COUNT}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.AMOUNT, i18n.locale as 'hy')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </PageState>
    </Paper>
  );
}

/** One claim (get-retrieve): the facts and the whole history with its notes. */
function ClaimDetails() {
  const { t } = useLingui();
  const [id, data, close] = useUnit([$openClaim, claimQuery.$data, claimClosed]);
  return (
    <Modal
      opened={id !== null}
      onClose={close}
      title={data && id ? t`Claim ${data.result.CLAIM_NUMBER}` : t`Claim`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {id ? <ClaimDetailsBody id={id} /> : null}
    </Modal>
  );
}

function ClaimDetailsBody({ id }: { id: string }) {
  const { t } = useLingui();
  const [data, failed, retry] = useUnit([claimQuery.$data, claimQuery.$failed, claimQuery.retried]);
  useGate(claimQuery.Gate, { ID: id });
  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<Skeleton height={240} />} errorTitle={t`The claim could not be loaded`}>
      {({ result: claim }) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{claim.PRODUCT}</Text>
            <StatusBadge status={claim.STATUS} />
          </Group>
          {claim.STATUS === 'documents' && claim.MISSING ? (
            <Alert color="orange" variant="light" title={<Trans>We need documents from you</Trans>} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              {claim.MISSING}
            </Alert>
          ) : null}
          <ClaimFacts claim={claim} />
          <ClaimTimeline claim={claim} />
        </Stack>
      )}
    </PageState>
  );
}

/** The claims screen of the profile (a tab of /profile/{tab}; lazily loaded by the frame). */
export function ClaimsScreen() {
  const { t } = useLingui();
  const [view, changeView] = useUnit([$view, viewChanged]);
  useGate(claimsQuery.Gate);
  useGate(groupsQuery.Gate);
  useGate(paidQuery.Gate);
  return (
    <Stack gap="lg" data-testid="profile-claims">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="gray.7" maw={520}>
          <Trans>Follow your claims here. After an accident, apply for compensation online: it takes a few minutes.</Trans>
        </Text>
        <CompensationButton />
      </Group>
      <CompensationModals />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {view === 'all' ? <Trans>All claims</Trans> : <Trans>Claims by contract</Trans>}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(value) => changeView(value as ClaimsView)}
          aria-label={t`Show claims`}
          data={[
            { value: 'all', label: t`All claims` },
            { value: 'contracts', label: t`By contract` },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          {view === 'all' ? <AllClaims /> : <ByContract />}
        </Stack>
        <div>
          <PaidByYear />
        </div>
      </SimpleGrid>
      <ClaimDetails />
    </Stack>
  );
}
