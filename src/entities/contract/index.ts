export { $contract, contractCreated, contractMerged, contractIssued, pickUpContractFx } from './model/contract';
export type { StoredContract } from './model/contract';
export { purchaseResumed, purchaseDiscarded, withoutProduct } from './model/resumed';
export type { ResumedPurchase } from './model/resumed';
export { travelDatesChanged, initialTravelValues, TRAVEL_FIELDS } from './lib/travel-dates';
export type { TravelField } from './lib/travel-dates';
export { canPay, saveCardOffered, keptCardChoice, selectCard, cardChoiceValue, approvePayload, discountOf, payableAmount } from './lib/payment';
export type { CardChoice } from './lib/payment';
export { createContractPdfDownload } from './model/pdf-download';
