// For stories and tests only (never imported by the app; eslint refuses it there): what the public index keeps
// lazy. The banner's view is its own chunk, loaded only when a chat widget or push service is configured.
export { ConsentBannerBox } from './ui/consent-banner.view';
