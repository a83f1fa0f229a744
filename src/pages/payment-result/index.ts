export { PaymentResultPage } from './ui/payment-result-page';
export { TravelContractPage, AppaFinalPage, ContractFinalPage } from './ui/final-pages';
export { ResultView } from './ui/result-view';
export type { ResultViewProps } from './ui/result-view';
export {
  paymentReturned,
  resultPageClosed,
  checkAgainClicked,
  recordPaymentFx,
  $view as $paymentResultView,
  $retryPath as $paymentRetryPath,
  $pollIntervalMs as $paymentPollIntervalMs,
} from './model/payment-result';
export { travelContractPageOpened, sendAgainClicked, sendContractFx, $travelView, $appaView, $travelContract, $appaContract } from './model/final';
export { pdfDownloadClicked, saveFileFx, $pdfPending, $pdfFailed, pdfFileName } from './model/pdf';
export {
  PAYMENT_QUERY_KEYS,
  POLL_INTERVAL_MS,
  MAX_CHECKS,
  recordPayloadOf,
  decideOutcome,
  paymentStepPath,
  finalStepPath,
  firstStepPath,
  paidContractOf,
  travelSendPayload,
} from './model/outcome';
export type { PaymentQuery, Outcome, ResultView as ResultViewState } from './model/outcome';
