import { attach, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { saveInterfaceFormFx } from '@/shared/api';
import { createFormModel, createInterfaceButtons, createInterfaceGrid, PUBLIC_PARENT_ID, type WireValues } from '@/shared/form-engine';

/**
 * The form engine's showcase (simulator builds only, /dev/form-showcase): the simulator's TABID 9000 with
 * every field type, its buttons (get-buttons-list), and the public contract-summary grid (parent 5049).
 * Submitting saves through POST /api/interface/form/9000, which validates like the backend.
 */
export const SHOWCASE_TAB_ID = 9000;

export const ShowcaseGate = createGate({ name: 'FormShowcase' });

const saveShowcaseFx = attach({ effect: saveInterfaceFormFx, mapParams: (values: WireValues) => ({ id: SHOWCASE_TAB_ID, values }) });

export const showcaseForm = createFormModel({
  name: 'showcase',
  source: { kind: 'input-list', tabId: SHOWCASE_TAB_ID, access: 'public' },
  submitFx: saveShowcaseFx,
  referral: 'medicalCheckUp',
});
export const showcaseButtons = createInterfaceButtons({ name: 'showcase-buttons', parentId: SHOWCASE_TAB_ID, access: 'public' });
export const summaryGrid = createInterfaceGrid({ name: 'showcase-summary', parentId: PUBLIC_PARENT_ID });

/** What the last successful submit sent (shown on the page, read by the browser test). */
export const $sent = createStore<WireValues | null>(null)
  .on(showcaseForm.submitFx.done, (_, { params }) => params)
  .reset(ShowcaseGate.close);

sample({ clock: ShowcaseGate.open, fn: () => ({}), target: [showcaseForm.opened, showcaseButtons.opened, summaryGrid.opened] });
sample({ clock: ShowcaseGate.close, target: [showcaseForm.closed, showcaseButtons.closed, summaryGrid.closed] });

// "Start over" (type_view reset): forget everything and load the form again.
const restarted = sample({ clock: showcaseButtons.buttonPressed, filter: (button) => (button.type_view ?? '').toLowerCase() === 'reset' });
sample({ clock: restarted, target: showcaseForm.closed });
sample({ clock: restarted, fn: () => ({}), target: showcaseForm.opened });
$sent.reset(restarted);

/** A sample row of the summary grid (the purchase flows fill it with the contract being bought). */
export const SUMMARY_ROWS = [
  { CONTRACT_NUMBER: 'MC-2026-004518', PRODUCT: 'Medical check-up', CUSTOMER_FULLNAME: 'Anna Hakobyan', FROMDATE: '01/12/2026', TODATE: '30/11/2027', PREMIUMSPAY: 45000 },
];
