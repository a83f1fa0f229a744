import { Table, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/shared/i18n';
import { $lang } from '@/shared/i18n';
import type { GridColumn } from '@/shared/api';

/** A cell of a grid by its column TYPE: numbers grouped per language, the rest as given. */
function Cell({ type, value }: { type: string; value: unknown }) {
  const lang = useUnit($lang);
  if (value === null || value === undefined || value === '') return <Text c="gray.6">—</Text>;
  if ((type === 'float' || type === 'int' || type === 'number') && typeof value === 'number') return <>{formatNumber(value, lang)}</>;
  return <>{String(value)}</>;
}

export interface GridTableProps {
  columns: readonly GridColumn[];
  rows: readonly Record<string, unknown>[];
  caption?: string;
}

/** The grid's table (interface-lists.tsx): its columns over the rows, scrolling sideways on a narrow screen. */
export default function GridTable({ columns, rows, caption }: GridTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
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
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.ID}>
                  <Cell type={column.TYPE} value={row[column.FIELD_NAME]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
