export { PaymentResultPage } from './ui/payment-result-page';
export { TravelContractPage, AppaFinalPage, ContractFinalPage } from './ui/final-pages';
export type { PaymentQuery } from './model/outcome';
