/**
 * The calculators (public-site.md §2 "Calculators page", §7), in the page's tab order; `/calculators` shows the
 * first. Each row: the URL segment (`id`), the TABID of the tab's form (get-popup-input-list) and the product's
 * calculation path. The one table of these facts: the page (which adds the labels), the product pages and the
 * simulator (its forms and calculation endpoints) all read it. TABIDs 3101–3108 are the calculators' own block
 * (docs/decisions/calculators.md).
 */
export const CALCULATORS = [
  { id: 'appa', tabId: 3101, calcPath: '/product/appa/calc' },
  { id: 'apka', tabId: 3102, calcPath: '/product/apka/calc' },
  { id: 'justCasco', tabId: 3103, calcPath: '/product/just-casco/calc' },
  { id: 'travel', tabId: 3104, calcPath: '/product/travel/calc' },
  { id: 'medicalCheckUpPlus', tabId: 3105, calcPath: '/product/medical-checkup-plus/calc' },
  { id: 'socialMedCheckUp', tabId: 3106, calcPath: '/product/social-med-checkup/calc' },
  { id: 'property', tabId: 3107, calcPath: '/product/property/calc' },
  { id: 'petsInsurance', tabId: 3108, calcPath: '/product/pets-insurance/calc' },
] as const satisfies readonly { id: string; tabId: number; calcPath: string }[];

export type CalculatorConfig = (typeof CALCULATORS)[number];
export type CalculatorTab = CalculatorConfig['id'];

/** The tabs, in order. */
export const CALCULATOR_TABS: readonly CalculatorTab[] = CALCULATORS.map((row) => row.id);

export const isCalculatorTab = (value: unknown): value is CalculatorTab => typeof value === 'string' && (CALCULATOR_TABS as readonly string[]).includes(value);

/** The row of a tab. */
export const calculatorOf = <T extends CalculatorTab>(tab: T): Extract<CalculatorConfig, { id: T }> =>
  CALCULATORS.find((row) => row.id === tab) as Extract<CalculatorConfig, { id: T }>;
