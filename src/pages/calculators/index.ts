export { CalculatorsPage } from './ui/calculators-page';
export { calculators, CalculatorsGate, $tab as $calculatorTab } from './model/calculators';
export type { Calculator } from './model/calculators';
export { CALCULATOR_TAB_CONFIG } from './model/tabs';
export type { CalculatorTabConfig } from './model/tabs';
export type { CalculationOutcome } from './model/outcome';
