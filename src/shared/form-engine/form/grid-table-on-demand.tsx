import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyRetrying } from '@/shared/lib';
import type { GridTableProps } from './grid-table';

/**
 * The table itself is its own chunk: Mantine's Table brings ScrollArea, and ScrollArea Floating UI (~15 KB br), which
 * a form without a grid (CMTPL's first step) does not need before its first paint
 * (docs/decisions/choice-fields-on-demand.md). Until it is here, the grid's skeleton stands in its place.
 */
const GridTable = lazyRetrying<GridTableProps>(() => import('./grid-table'));

export const GRID_SKELETON = <Skeleton height={120} radius="md" data-placeholder="" />;

/**
 * A get-grid-list table whose columns and rows are here: the form engine's grids (InterfaceGrid) and a screen's own
 * (the subrogation's, whose answer carries both). The skeleton until its code is here.
 */
export function GridTableOnDemand(props: GridTableProps) {
  return (
    <Suspense fallback={GRID_SKELETON}>
      <GridTable {...props} />
    </Suspense>
  );
}
