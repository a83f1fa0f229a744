import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createFormModel, type FormModel, type WireValues } from '@/shared/form-engine';
import { $lang } from '@/shared/i18n';
import { yieldToMain } from '@/shared/lib';
import { CALCULATORS, calculatorOf, type CalculatorConfig, type CalculatorTab } from '@/shared/config';
import { createCalculateFx, createCalculationOutcome, type CalculateFx } from './calculation';
import type { CalculationOutcome } from './outcome';

/**
 * The calculators page (public-site.md §2 "Calculators page", §4 "Calculator"). One server-driven form per
 * tab, each with its own calculation; a tab's form loads the first time the tab is shown and keeps its values
 * while the visitor looks at other tabs. Leaving the page forgets them.
 *
 * A tab's model (its form and calculation, ~300 units) is created the first time the tab is needed, not all
 * eight when the page's code loads: creating them all took ~120 ms of a phone's CPU before the page could
 * render (issue 13, docs/decisions/calculators-first-paint.md). Once created, it stays for the page's
 * life (the units are static from then on; every fork()ed scope holds its own state).
 */
export interface Calculator {
  tab: CalculatorConfig;
  form: FormModel<Awaited<ReturnType<CalculateFx>>>;
  calculateFx: CalculateFx;
  $outcome: ReturnType<typeof createCalculationOutcome>;
}

export const CalculatorsGate = createGate<{ tab: CalculatorTab }>('Calculators');

/** A tab shown for the first time since the page opened, once its calculator exists: its form loads. */
const calculatorShown = createEvent<CalculatorTab>();
/** What each calculator's form would send now, by tab (for "Buy this policy"). */
export const $payloads = createStore<Partial<Record<CalculatorTab, WireValues>>>({});

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

  sample({ clock: calculatorShown, filter: (shown) => shown === tab.id, fn: () => ({}), target: form.opened });
  sample({ clock: CalculatorsGate.close, target: form.closed });
  $payloads.on(form.$payload, (payloads, payload) => ({ ...payloads, [tab.id]: payload }));
  return { tab, form, calculateFx, $outcome };
}

/** The calculators created so far, by tab (the page reads the one of its tab once `$createdTabs` lists it). */
export const calculators: Partial<Record<CalculatorTab, Calculator>> = {};

/** The tab's calculator, created on first use (when the tab is first shown; tests create them up front). */
export function calculatorFor(tab: CalculatorTab): Calculator {
  const calculator = calculators[tab] ?? createCalculator(calculatorOf(tab));
  calculators[tab] = calculator;
  return calculator;
}

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
/**
 * Makes sure the tab's units exist (and are wired to `calculatorShown`) before its form is told to open. Each step in
 * a task of its own: the gate opens in the page's commit, and the ~300 units of a tab and the panel's render were one
 * long task with it (docs/decisions/boot-in-short-tasks.md).
 */
const calculatorNeededFx = createEffect(async (tab: CalculatorTab) => {
  await yieldToMain();
  const { id } = calculatorFor(tab).tab;
  await yieldToMain();
  return id;
});
/** Tabs whose calculator exists: the page renders their panel (it never creates a calculator itself). */
export const $createdTabs = createStore<CalculatorTab[]>([]).on(calculatorNeededFx.doneData, (tabs, tab) => (tabs.includes(tab) ? tabs : [...tabs, tab]));
sample({ clock: firstShown, target: calculatorNeededFx });
sample({ clock: calculatorNeededFx.doneData, target: calculatorShown });

export type { CalculationOutcome };
