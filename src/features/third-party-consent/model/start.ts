import { createEffect, createEvent, createStore, sample } from 'effector';
import { config } from '@/shared/config';
import { storage } from '@/shared/lib';

/**
 * What the first screen holds of the consent (issue 22 item 3): whether there is anything to ask about. The model and
 * the banner (consent.ts, ui/consent-banner.view.tsx: one chunk) load only when a chat widget or a push service is
 * configured; a build without them loads nothing more (docs/decisions/third-party-consent.md).
 */
/** Simulator builds only: the chat/push configuration set at run time (mocks/README.md "Third-party scripts"). */
export const SIM_THIRD_PARTY_KEY = 'sim:third-party';

/** The consent model has loaded in this scope (consent.ts starts from it). */
export const consentStarted = createEvent();
/** The footer's "Chat and notifications settings": the banner opens again. */
export const consentSettingsOpened = createEvent();
/** Something is configured, so the footer offers the setting and the banner may show. */
export const $consentReady = createStore(false).on(consentStarted, () => true);

const configured = () =>
  Boolean(config.chatWidgetKey.trim() || config.pushKey.trim() || (import.meta.env.PUBLIC_SIMULATOR === 'on' && storage.get('local', SIM_THIRD_PARTY_KEY)));

export const startConsentFx = createEffect(async () => {
  if (!configured()) return false;
  await import('../ui/consent-banner.view');
  return true;
});
sample({ clock: startConsentFx.doneData, filter: Boolean, fn: () => undefined, target: consentStarted });
