export { storage, setCookie, getCookie } from './storage/storage';
export { persistStore } from './storage/persist';
export { readStoredJson } from './storage/stored-json';
export { isAdoptedBy, persistOwned, readOwned, readOwnedEntry, writeOwned } from './storage/owned';
export type { OwnedEntry, OwnedPersistence } from './storage/owned';
export { shareInFlight } from './requests/share-in-flight';
export { truncate } from './data/text';
export { without } from './data/object';
export { clientId } from './data/client-id';
export { telHref } from './data/tel';
export { isoOfDay } from './data/day';
export { appStarted } from './app-started';
export { retrying, lazyOr, lazyRetrying } from './lazy/retrying';
export type { LazyPart } from './lazy/retrying';
export { usePartsReady, type PartLoad } from './lazy/parts-ready';
export { rem } from './rem';
export { yieldToMain } from './scheduling/yield-to-main';
export { snapshotOnScreen } from './scheduling/snapshot';
export { parseHash, tabFromHash, anchorScrollTop, isInPageAnchor, findAnchor, scrollToAnchor, scrollMotion } from './anchor';
export { plannedScripts, whenIdle, injectScript, loadThirdPartyScripts } from './third-party/third-party';
export { loadThirdPartyScriptsLazily } from './third-party/third-party-lazy';
export type { ThirdPartyConfig, ThirdPartyScript } from './third-party/third-party';
export { pageCount, clampPage, pageItems } from './data/paging';
export {
  isEmail,
  normalizeEmail,
  SOCIAL_CARD_DIGITS,
  isSocialCardNumber,
  CODE_LENGTH,
  isCodeFormat,
  PASSWORD_MIN_LENGTH,
  PASSWORD_CHECKS,
  passwordChecks,
  failedPasswordChecks,
  isStrongPassword,
  DOCUMENT_TYPES,
  DOCUMENT_PARTS,
  isDocumentType,
  documentKind,
  missingDocumentParts,
} from './identity';
export type { PasswordCheck, DocumentType, DocumentPart } from './identity';
export { saveFile } from './download/save-file';
export { startVitals, whenFirstPainted } from './vitals/start';
export type { VitalsReporter } from './vitals/start';
export { routeTemplate } from './vitals/report';
export type { VitalsBeacon, VitalName, VitalRating } from './vitals/report';
