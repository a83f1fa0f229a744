export { $contract, contractCreated, contractMerged, contractCleared } from './model/contract';
export type { StoredContract } from './model/contract';
export {
  travelDatesChanged,
  initialTravelValues,
  isReducedTravelForm,
  countriesOf,
  TRAVEL_FIELDS,
  PERIOD_FLAG,
  REDUCED_FORM_COUNTRY,
} from './lib/travel-dates';
export type { TravelField, TravelInput, TravelValues, TravelPatch, TravelChange } from './lib/travel-dates';
export {
  canPay,
  saveCardOffered,
  initialCardChoice,
  chooseOtherCard,
  selectCard,
  cardChoiceValue,
  OTHER_CARD,
  approvePayload,
  contractDocuments,
  discountOf,
  payableAmount,
  commissionOf,
} from './lib/payment';
export type { CardChoice } from './lib/payment';
