import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createFormModel, type FormModel } from '@/shared/form-engine';
import { $lang } from '@/shared/i18n';
import { CALCULATORS, type CalculatorConfig, type CalculatorTab } from '@/shared/config';
import { createCalculateFx, createCalculationOutcome, type CalculateFx } from './calculation';
import type { CalculationOutcome } from './outcome';

/**
 * The calculators page (public-site.md §2 "Calculators page", §4 "Calculator"). One server-driven form per
 * tab, each with its own calculation; a tab's form loads the first time the tab is shown and keeps its values
 * while the visitor looks at other tabs. Leaving the page forgets them.
 */
export interface Calculator {
  tab: CalculatorConfig;
  form: FormModel<Awaited<ReturnType<CalculateFx>>>;
  calculateFx: CalculateFx;
  $outcome: ReturnType<typeof createCalculationOutcome>;
}

function createCalculator(tab: CalculatorConfig): Calculator {
  const calculateFx = createCalculateFx(tab.calcPath);
  const form = createFormModel({
    name: `calculator-${tab.id}`,
    source: { kind: 'input-list', tabId: tab.tabId, access: 'public' },
    // The engine validates, then sends; the outcome below reads the answer from calculateFx itself.
    submitFx: calculateFx,
  });
  // "The result is cleared on any input change": a change of what the form would send (typed, chosen, or
  // set by the on-change answer), and a new language (the text of the answer is in the old one).
  const $payloadKey = form.$payload.map((payload) => JSON.stringify(payload));
  const $outcome = createCalculationOutcome({ calculateFx, $payload: form.$payload, clearedBy: [$payloadKey.updates, $lang.updates] });
  return { tab, form, calculateFx, $outcome };
}

export const calculators = Object.fromEntries(CALCULATORS.map((tab) => [tab.id, createCalculator(tab)])) as Record<CalculatorTab, Calculator>;
const all = Object.values(calculators);

export const CalculatorsGate = createGate<{ tab: CalculatorTab }>('Calculators');

/** The tab in the URL. */
export const $tab = createStore<CalculatorTab>(CALCULATORS[0].id).on(CalculatorsGate.state, (current, { tab }) => tab ?? current);
/** Tabs whose form was opened since the page opened. */
const $openedTabs = createStore<CalculatorTab[]>([]).reset(CalculatorsGate.close);

const shown = sample({ clock: [CalculatorsGate.open, CalculatorsGate.state.updates], source: CalculatorsGate.status, filter: Boolean, fn: () => undefined });
const firstShown = sample({
  clock: shown,
  source: { tab: $tab, opened: $openedTabs },
  filter: ({ tab, opened }) => !opened.includes(tab),
  fn: ({ tab }) => tab,
});
$openedTabs.on(firstShown, (opened, tab) => [...opened, tab]);
for (const calculator of all) {
  sample({ clock: firstShown, filter: (tab) => tab === calculator.tab.id, fn: () => ({}), target: calculator.form.opened });
  sample({ clock: CalculatorsGate.close, target: calculator.form.closed });
}

export type { CalculationOutcome };
