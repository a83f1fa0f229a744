export { ContractsScreen } from './ui/contracts-screen';
export { SubrogationScreen } from './ui/subrogation-screen';
export { ContractCard } from './ui/contract-card';
export { HealthCard } from './ui/health-card';
export {
  contractsQuery,
  loadContractsFx,
  subrogationQuery,
  loadSubrogationFx,
  groupChosen,
  $group,
  pdfClicked,
  saveFileFx,
  renewClicked,
} from './model/contracts';
export { renewalOf } from './lib/renewal';
