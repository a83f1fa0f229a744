import { sample } from 'effector';
import { createInterfaceGrid } from '@/shared/form-engine';
import { $step, routeEntered, WizardGate } from './core';

/**
 * The header grid of a step (`headerGrid` in the product table; the medical check-ups' create-contract, §4
 * "4517 loads a header grid"): the columns come from get-grid-list with PARENTID = the step's form id, the row
 * is the contract so far.
 */
export const headerGrid = createInterfaceGrid({ name: 'purchase-header', parentId: 0, access: 'authorized' });

sample({
  clock: routeEntered,
  source: $step,
  filter: (step) => Boolean(step?.headerGrid && step.formId !== null),
  fn: (step) => ({ parentId: step?.formId as number }),
  target: headerGrid.opened,
});
sample({ clock: [WizardGate.close, sample({ clock: routeEntered, source: $step, filter: (step) => !step?.headerGrid })], fn: () => undefined, target: headerGrid.closed });
