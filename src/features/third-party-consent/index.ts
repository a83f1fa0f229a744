// Consent before the third-party chat widget and push service (issue 22 item 3).
export { ConsentBanner } from './ui/consent-banner';
export { ConsentSettingsLink } from './ui/consent-settings-link';
