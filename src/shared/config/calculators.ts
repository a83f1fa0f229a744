import { formIdOf } from './form-ids';

/**
 * The calculators (public-site.md §2 "Calculators page", §7), in the page's tab order; `/calculators` shows the
 * first. Each row: the URL segment (`id`), the TABID of the tab's form (get-popup-input-list) and the product's
 * calculation path. The one table of these facts: the page (which adds the labels), the product pages and the
 * simulator (its forms and calculation endpoints) all read it. TABIDs 3101–3108 are the calculators' own block
 * (docs/decisions/calculators.md).
 */
export const CALCULATORS = [
  { id: 'appa', tabId: formIdOf(3101), calcPath: '/product/appa/calc' },
  { id: 'apka', tabId: formIdOf(3102), calcPath: '/product/apka/calc' },
  { id: 'justCasco', tabId: formIdOf(3103), calcPath: '/product/just-casco/calc' },
  { id: 'travel', tabId: formIdOf(3104), calcPath: '/product/travel/calc' },
  { id: 'medicalCheckUpPlus', tabId: formIdOf(3105), calcPath: '/product/medical-checkup-plus/calc' },
  { id: 'socialMedCheckUp', tabId: formIdOf(3106), calcPath: '/product/social-med-checkup/calc' },
  { id: 'property', tabId: formIdOf(3107), calcPath: '/product/property/calc' },
  { id: 'petsInsurance', tabId: formIdOf(3108), calcPath: '/product/pets-insurance/calc' },
] as const satisfies readonly { id: string; tabId: number; calcPath: string }[];

export type CalculatorConfig = (typeof CALCULATORS)[number];
export type CalculatorTab = CalculatorConfig['id'];

/**
 * The tabs, in order. Written out (not mapped from the rows): the route's address check reads it before the first
 * render, and must not pull the rows' ids and paths (the overridable table) into the entry.
 */
export const CALCULATOR_TABS: readonly CalculatorTab[] = ['appa', 'apka', 'justCasco', 'travel', 'medicalCheckUpPlus', 'socialMedCheckUp', 'property', 'petsInsurance'];

export const isCalculatorTab = (value: unknown): value is CalculatorTab => typeof value === 'string' && (CALCULATOR_TABS as readonly string[]).includes(value);

/** The row of a tab. */
export const calculatorOf = <T extends CalculatorTab>(tab: T): Extract<CalculatorConfig, { id: T }> =>
  CALCULATORS.find((row) => row.id === tab) as Extract<CalculatorConfig, { id: T }>;
