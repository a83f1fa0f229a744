export { routerAttached, $navigator, locationChanged, $location, navigateFx, safeRedirectTarget, hrefOf } from './model';
export type { Navigator, AppLocation } from './model';
export { brokerSearch } from './search';
