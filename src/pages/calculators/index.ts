export { CalculatorsPage } from './ui/calculators-page';
