import { createEvent, createStore } from 'effector';

/**
 * The consent's units that the first screen and the lazily loaded model share (their own module, so the lazy
 * chunk — consent-banner.view → consent.ts — does not import back the module that loads it).
 */
/** Simulator builds only: the chat/push configuration set at run time (mocks/README.md "Third-party scripts"). */
export const SIM_THIRD_PARTY_KEY = 'sim:third-party';

/** The consent model has loaded in this scope (consent.ts starts from it). */
export const consentStarted = createEvent();
/** The footer's "Chat and notifications settings": the banner opens again. */
export const consentSettingsOpened = createEvent();
/** Something is configured, so the footer offers the setting and the banner may show. */
export const $consentReady = createStore(false).on(consentStarted, () => true);
