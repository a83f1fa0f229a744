export { CalculatorsPage } from './ui/calculators-page';
export { calculators, CalculatorsGate, $tab as $calculatorTab } from './model/calculators';
export type { Calculator } from './model/calculators';
export type { CalculationOutcome } from './model/outcome';
