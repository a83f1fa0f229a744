export { ContractsScreen } from './ui/contracts-screen';
export { SubrogationScreen } from './ui/subrogation-screen';
export { HealthCard } from './ui/health-card';
export { loadContractsFx, loadSubrogationFx } from './model/contracts';
