import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { GridTableOnDemand } from '@/shared/form-engine';
import { EmptyState, PageState } from '@/shared/ui';
import { subrogationQuery } from '../model/contracts';

/**
 * The subrogation grid (customer-portal.md §2): columns from get-grid-list (PARENTID 3158; those not GRANTED are
 * not shown), the customer's rows from the same answer. A table that scrolls sideways on a phone.
 */
export function SubrogationScreen() {
  const { t } = useLingui();
  useGate(subrogationQuery.Gate);
  const [grid, failed, retry] = useUnit([subrogationQuery.$data, subrogationQuery.$failed, subrogationQuery.retried]);
  return (
    <PageState data={grid} failed={failed} onRetry={retry} skeleton={<Skeleton height={240} radius="md" aria-busy="true" />}>
      {(grid) => {
        const columns = grid.result.filter((column) => column.GRANTED);
        return (
          <Stack gap="md" data-testid="profile-subrogation">
            <Text c="gray.7">
              <Trans>When we pay for damage someone else caused, we recover the amount from the party at fault or their insurer. Here is how those cases stand.</Trans>
            </Text>
            {grid.data.length > 0 ? (
              <GridTableOnDemand
                columns={columns}
                rows={grid.data}
                label={t`Subrogation cases`}
                money
                minWidth={720}
                rowKey={(row, index) => String(row.CASE ?? index)}
                rowTestId="subrogation-row"
              />
            ) : (
              <EmptyState title={<Trans>No subrogation cases</Trans>} />
            )}
          </Stack>
        );
      }}
    </PageState>
  );
}
