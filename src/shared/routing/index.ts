export { routerAttached, $navigator, $routerReady, locationChanged, $location, navigateFx, linkFollowed, codeWanted, safeRedirectTarget, hrefOf } from './model';
export type { Navigator, AppLocation } from './model';
export { leaveForPaymentFx, openSameOriginFx, releaseWindowFx, reserveWindowFx, UntrustedAddressError } from './trusted-urls';
export { brokerSearch, catalogAreaOf, isSignedInOnly, MAX_QUERY_LENGTH, normaliseQuery, searchHref } from './search';
export {
  isServiceType,
  isCharid,
  isGroupCharid,
  serviceGroupById,
  parseServiceType,
  parseCategoryParams,
  parseProductParams,
  parseTileParams,
  parseTermsId,
  servicesPath,
  categoryPath,
  productPath,
  checkoutPath,
  termsHref,
  langOfTermsQuery,
  termsLanguageRedirect,
  resolveMenuLink,
} from './services';
export type { ProductRef } from './services';
