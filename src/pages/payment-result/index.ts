export { PaymentResultPage } from './ui/payment-result-page';
export { TravelContractPage, AppaFinalPage, ContractFinalPage } from './ui/final-pages';
export { ResultView } from './ui/result-view';
export { pdfDownloadClicked } from './model/pdf';
export type { PaymentQuery } from './model/outcome';
