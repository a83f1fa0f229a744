export { ContractsScreen } from './ui/contracts-screen';
export { SubrogationScreen } from './ui/subrogation-screen';
