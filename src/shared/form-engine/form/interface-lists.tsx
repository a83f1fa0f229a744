import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useList, useUnit } from 'effector-react';
import type { InterfaceButtonsModel, InterfaceGridModel } from '../factory/interface-lists';
import { GRID_SKELETON, GridTableOnDemand } from './grid-table-on-demand';
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

/** The granted columns of get-grid-list over the rows the page has (a list of records by FIELD_NAME). */
export function InterfaceGrid({ model, rows, caption }: { model: InterfaceGridModel; rows: readonly Record<string, unknown>[]; caption?: string }) {
  const [columns, loading, failed] = useUnit([model.$columns, model.$loading, model.$failed]);
  if (loading && columns.length === 0) return GRID_SKELETON;
  if (failed) {
    return (
      <Text c="red.8" role="alert">
        <Trans>The table could not be loaded.</Trans>
      </Text>
    );
  }
  return <GridTableOnDemand columns={columns} rows={rows} caption={caption} />;
}
