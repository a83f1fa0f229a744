import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { ButtonLink, EmptyState, PageState, useLangParams } from '@/shared/ui';
import { $group, contractsQuery, groupChosen, type ContractsData } from '../model/contracts';
import { ContractCard } from './contract-card';

function ContractsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="contracts-skeleton">
      <Group gap="xs">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={36} width={120} radius="xl" />
        ))}
      </Group>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={170} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * A pill whose long name (Armenian product names are long) wraps onto a second line instead of being cut: on a
 * phone (375 px) the whole name stays readable (docs/decisions/profile-contracts.md).
 */
const PILL_STYLES = {
  root: { height: 'auto', minHeight: 'var(--button-height-sm)', paddingBlock: 6, maxWidth: '100%' },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal', overflow: 'visible', height: 'auto', lineHeight: 1.3, textAlign: 'start' },
} as const;

function GroupFilter({ data, group }: { data: ContractsData; group: string | null }) {
  const { t } = useLingui();
  const choose = useUnit(groupChosen);
  const total = data.groups.reduce((sum, entry) => sum + entry.COUNT, 0);
  return (
    <Group gap="xs" role="group" aria-label={t`Filter by product`} data-testid="contract-groups">
      <Button size="sm" radius="xl" styles={PILL_STYLES} variant={group === null ? 'filled' : 'default'} aria-pressed={group === null} onClick={() => choose(null)}>
        {/* The count stays with the last word of the name (a no-break space): never alone on a line of its own. */}
        <Trans>All</Trans>{'\u00a0'}({total})
      </Button>
      {data.groups.map((entry) => (
        <Button
          key={entry.GROUP}
          size="sm"
          radius="xl"
          styles={PILL_STYLES}
          variant={group === entry.GROUP ? 'filled' : 'default'}
          aria-pressed={group === entry.GROUP}
          onClick={() => choose(entry.GROUP)}
          data-group={entry.GROUP}
        >
          {entry.NAME}{'\u00a0'}({entry.COUNT})
        </Button>
      ))}
    </Group>
  );
}

/** The profile's contracts tab: the groups as a filter, the contracts of the chosen group. */
export function ContractsScreen() {
  const group = useUnit($group);
  useGate(contractsQuery.Gate, { group });
  const [data, failed, retry] = useUnit([contractsQuery.$data, contractsQuery.$failed, contractsQuery.retried]);
  const params = useLangParams();
  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<ContractsSkeleton />}>
      {(data) => (
        <Stack gap="lg" data-testid="profile-contracts">
          {data.groups.length > 1 ? <GroupFilter data={data} group={group} /> : null}
          {data.contracts.length > 0 ? (
            data.contracts.map((contract) => <ContractCard key={contract.ID} contract={contract} />)
          ) : (
            <EmptyState title={<Trans>You have no contracts yet</Trans>}>
              <Stack gap="sm" align="center">
                <Trans>Choose insurance among our products and buy it online in a few minutes.</Trans>
                <ButtonLink to="/{-$lang}/services" params={params}>
                  <Trans>Our products</Trans>
                </ButtonLink>
              </Stack>
            </EmptyState>
          )}
        </Stack>
      )}
    </PageState>
  );
}
