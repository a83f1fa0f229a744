import { Trans } from '@lingui/react/macro';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useList, useUnit } from 'effector-react';
import { formatNumber } from '@/shared/i18n';
import { $lang } from '@/shared/i18n';
import type { InterfaceButtonsModel, InterfaceGridModel } from '../factory/interface-lists';
import './styles';

const VARIANTS = new Set(['filled', 'light', 'outline', 'subtle', 'default']);

/** The granted buttons of get-buttons-list; pressing one fires the model's `pressed` (type_view submit submits the surrounding form). */
export function InterfaceButtons({ model }: { model: InterfaceButtonsModel }) {
  const press = useUnit(model.pressed);
  const buttons = useList(model.$buttons, (button) => {
    const view = (button.type_view ?? '').toLowerCase();
    return (
      <Button
        type={view === 'submit' ? 'submit' : 'button'}
        variant={VARIANTS.has(view) ? view : view === 'submit' ? 'filled' : 'default'}
        color={button.color && button.color !== 'brand' ? button.color : undefined}
        onClick={() => press(button.ID)}
      >
        {button.TEXT}
      </Button>
    );
  });
  return <Group gap="sm">{buttons}</Group>;
}

/** A cell of a grid by its column TYPE: numbers grouped per language, the rest as given. */
function Cell({ type, value }: { type: string; value: unknown }) {
  const lang = useUnit($lang);
  if (value === null || value === undefined || value === '') return <Text c="gray.6">—</Text>;
  if ((type === 'float' || type === 'int' || type === 'number') && typeof value === 'number') return <>{formatNumber(value, lang)}</>;
  return <>{String(value)}</>;
}

/** The granted columns of get-grid-list over the rows the page has (a list of records by FIELD_NAME). */
export function InterfaceGrid({ model, rows, caption }: { model: InterfaceGridModel; rows: readonly Record<string, unknown>[]; caption?: string }) {
  const [columns, loading, failed] = useUnit([model.$columns, model.$loading, model.$failed]);
  if (loading && columns.length === 0) return <Skeleton height={120} radius="md" />;
  if (failed) {
    return (
      <Text c="red.8" role="alert">
        <Trans>The table could not be loaded.</Trans>
      </Text>
    );
  }
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
