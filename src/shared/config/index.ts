export { config } from './env';
export { thirdPartyConfig } from './third-party';
export { vitalsConfig } from './vitals';
export type { AppConfig } from './env';
export {
  REQUEST_DEBOUNCE_MS,
  SUCCESS_TOAST_MS,
  ERROR_TOAST_MS,
  ANCHOR_SCROLL_OFFSET_PX,
  HEADER_FIXED_AFTER_PX,
  SEARCH_RESET_MS,
  CONTACT_SCROLL_DELAY_MS,
  LANGUAGE_COOKIE_MINUTES,
  NEWS_PREVIEW_LENGTH,
  HOME_TILES_SLIDER_THRESHOLD,
  SLIDER_BREAKPOINTS,
  DEFAULT_AFTER_LOGIN_TAB,
  MAX_FILE_BYTES,
  MAX_COMPENSATION_TOTAL_BYTES,
  MAX_FORM_FILES_TOTAL_BYTES,
  MAP_INITIAL_ZOOM,
} from './constants';
export { FOREIGN_CARD_COMMISSION_PERCENT, PURCHASE_STORAGE_KEYS, RESEND_CODE_SECONDS, COMPENSATION_DRAFT_KEY, SESSION_TTL_MS, SESSION_WARNING_BEFORE_MS, SESSION_ACTIVITY_KEY, FIRST_CALLS_KEY } from './constants';
export { CUSTOMER_STORAGE, CUSTOMER_STORAGE_ENTRIES } from './customer-storage';
export type { CustomerStorageEntry } from './customer-storage';
export { SERVICE_TYPES, SERVICE_GROUPS } from './service-groups';
export type { ServiceType, ServiceGroupRef } from './service-groups';
export { CALCULATORS, CALCULATOR_TABS, isCalculatorTab, calculatorOf } from './calculators';
export type { CalculatorConfig, CalculatorTab } from './calculators';
export {
  PURCHASE_PRODUCTS,
  PURCHASE_DRAFT_DAYS,
  isPurchaseProductKey,
  paymentStepOf,
  purchaseAliasAt,
  purchaseEntryOf,
  purchaseProductAt,
  purchaseProductOf,
  purchaseProductOfCalculator,
  purchaseStepPath,
  paymentResultPath,
  stepOfForm,
} from './purchase';
export type { PurchaseProduct, PurchaseProductKey, PurchaseStep, RecordCall, StepLabelKey, SubmitLabelKey } from './purchase';
