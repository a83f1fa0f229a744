// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { HealthCard } from './ui/health-card';
export { loadContractsFx, loadSubrogationFx } from './model/contracts';
