import { createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { thirdPartyConfig } from '@/shared/config';
import { storage } from '@/shared/lib';
import { consentStarted, SIM_THIRD_PARTY_KEY } from './units';

/**
 * The start of the consent (issue 22 item 3): whether there is anything to ask about. It loads with the footer, once
 * the router has shown the first page (app/layouts/site-layout.tsx; docs/decisions/router-budget-128kb.md). The model
 * and the banner (consent.ts, ui/consent-banner.view.tsx: one chunk) load only when a chat widget or a push service is
 * configured; a build without them loads nothing more (docs/decisions/third-party-consent.md).
 */
export { $consentReady, consentSettingsOpened, consentStarted, SIM_THIRD_PARTY_KEY } from './units';

const configured = () =>
  Boolean(thirdPartyConfig.chatWidgetKey.trim() || thirdPartyConfig.pushKey.trim() || (import.meta.env.PUBLIC_SIMULATOR === 'on' && storage.get('local', SIM_THIRD_PARTY_KEY)));

export const startConsentFx = createEffect(async () => {
  if (!configured()) return false;
  await import('../ui/consent-banner.view');
  return true;
});
/** Open while the banner's place is in the page (ConsentBanner): the consent starts when it opens. */
export const ConsentGate = createGate({ name: 'Consent' });
sample({ clock: ConsentGate.open, fn: () => undefined, target: startConsentFx });
sample({ clock: startConsentFx.doneData, filter: Boolean, fn: () => undefined, target: consentStarted });
