import { formIdOf } from './api-table';

/**
 * The calculators (public-site.md §2 "Calculators page", §7), in the page's tab order; `/calculators` shows the
 * first. Each row: the URL segment (`id`), the TABID of the tab's form (get-popup-input-list) and the product's
 * calculation path. The one table of these facts: the page (which adds the labels), the product pages and the
 * simulator (its forms and calculation endpoints) all read it. TABIDs 3101–3108 are the calculators' own block
 * (docs/decisions.md "Calculators").
 */
export const CALCULATORS = [
  { id: 'appa', tabId: formIdOf('calculator.appa'), calcPath: '/product/appa/calc' },
  { id: 'apka', tabId: formIdOf('calculator.apka'), calcPath: '/product/apka/calc' },
  { id: 'justCasco', tabId: formIdOf('calculator.justCasco'), calcPath: '/product/just-casco/calc' },
  { id: 'travel', tabId: formIdOf('calculator.travel'), calcPath: '/product/travel/calc' },
  { id: 'medicalCheckUpPlus', tabId: formIdOf('calculator.medicalCheckUpPlus'), calcPath: '/product/medical-checkup-plus/calc' },
  { id: 'socialMedCheckUp', tabId: formIdOf('calculator.socialMedCheckUp'), calcPath: '/product/social-med-checkup/calc' },
  { id: 'property', tabId: formIdOf('calculator.property'), calcPath: '/product/property/calc' },
  { id: 'petsInsurance', tabId: formIdOf('calculator.petsInsurance'), calcPath: '/product/pets-insurance/calc' },
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
