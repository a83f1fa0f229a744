import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { GridWithRows } from '@/shared/api';
import { $lang, formatDate, formatMoney, type Lang } from '@/shared/i18n';
import { EmptyState, PageState } from '@/shared/ui';
import { subrogationQuery } from '../model/contracts';

type Column = GridWithRows['result'][number];

function cellText(column: Column, value: string | number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column.TYPE === 'date' && typeof value === 'string') return formatDate(value);
  if ((column.TYPE === 'float' || column.TYPE === 'int' || column.TYPE === 'number') && value !== '') return formatMoney(Number(value), lang);
  return String(value);
}

/**
 * The subrogation grid (customer-portal.md §2): columns from get-grid-list (PARENTID 3158; those not GRANTED are
 * not shown), the customer's rows from the same answer. A table that scrolls sideways on a phone.
 */
export function SubrogationScreen() {
  const { t } = useLingui();
  useGate(subrogationQuery.Gate);
  const [grid, failed, retry, lang] = useUnit([subrogationQuery.$data, subrogationQuery.$failed, subrogationQuery.retried, $lang]);
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
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover withTableBorder aria-label={t`Subrogation cases`}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <Table.Th key={column.ID} scope="col">
                          {column.TEXT}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {grid.data.map((row, index) => (
                      <Table.Tr key={String(row.CASE ?? index)} data-testid="subrogation-row">
                        {columns.map((column) => (
                          <Table.Td key={column.ID}>{cellText(column, row[column.FIELD_NAME], lang)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <EmptyState title={<Trans>No subrogation cases</Trans>} />
            )}
          </Stack>
        );
      }}
    </PageState>
  );
}
