import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $lang, formatDate, formatMoney, formatNumber, type Lang } from '@/shared/i18n';

/** What a column of get-grid-list says about its cells (the form engine's grids and the subrogation screen's). */
export interface GridTableColumn {
  ID: string | number;
  TEXT: string;
  FIELD_NAME: string;
  TYPE: string;
}

const NUMBER_TYPES = new Set(['float', 'int', 'number']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/;

/**
 * A cell by its column's TYPE: a date given as an ISO day is written DD/MM/YYYY; a number grouped per language, or
 * as an amount in ֏ (`money`); anything else, or a value that is not what its type says, as given; nothing as a
 * dimmed dash.
 */
export function gridCell(type: string, value: unknown, lang: Lang, money: boolean): ReactNode {
  if (value === null || value === undefined || value === '') return <Text span c="gray.6">—</Text>;
  if (type === 'date' && typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value.slice(0, 10)) || value;
  if (NUMBER_TYPES.has(type) && (typeof value === 'number' || typeof value === 'string')) {
    const number = Number(value);
    if (Number.isFinite(number)) return money ? formatMoney(number, lang) : formatNumber(number, lang);
  }
  return String(value);
}

export interface GridTableProps {
  columns: readonly GridTableColumn[];
  rows: readonly Record<string, unknown>[];
  /** A caption over the table; without one, `label` names it for assistive technology. */
  caption?: string;
  label?: string;
  /** Its number columns are amounts of money (֏). */
  money?: boolean;
  /** Below this width the table scrolls sideways (a phone). */
  minWidth?: number;
  /** A row's React key (its position by default) and test id. */
  rowKey?: (row: Record<string, unknown>, index: number) => string;
  rowTestId?: string;
}

/**
 * A get-grid-list table: its columns over the rows, scrolling sideways on a narrow screen. Its own chunk (Mantine's
 * Table brings ScrollArea and Floating UI), with Table's stylesheet: `GridTableOnDemand` loads it.
 */
export default function GridTable({ columns, rows, caption, label, money = false, minWidth = 560, rowKey, rowTestId }: GridTableProps) {
  const lang = useUnit($lang);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label={caption ? undefined : label}>
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
            <Table.Tr key={rowKey ? rowKey(row, index) : index} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td key={column.ID}>{gridCell(column.TYPE, row[column.FIELD_NAME], lang, money)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
