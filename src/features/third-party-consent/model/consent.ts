import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { thirdPartyConfig } from '@/shared/config';
import { loadThirdPartyScriptsLazily, persistStore, storage, type ThirdPartyConfig } from '@/shared/lib';
import { consentSettingsOpened, consentStarted, SIM_THIRD_PARTY_KEY } from './units';

/**
 * Consent before the third-party chat widget and push service are loaded (issue 22 item 3;
 * docs/decisions/third-party-consent.md). Asked only when one of them is configured (PUBLIC_CHAT_WIDGET_KEY,
 * PUBLIC_PUSH_KEY); remembered in local storage for this browser (a device's choice, not a customer's: sign-out keeps
 * it); asked again when the configured set changes. "No" means their scripts are never requested; the choice can be
 * changed from the footer. Loaded only when something is configured (start.ts).
 */
export type ConsentChoice = 'yes' | 'no';
interface StoredConsent {
  choice: ConsentChoice;
  /** What was asked about ("chat,push"): another set asks again. */
  asked: string;
}
export const CONSENT_STORAGE_KEY = 'thirdPartyConsent';

export const consentGiven = createEvent();
export const consentRefused = createEvent();
/** Escape on a banner opened again: the choice stays as it was. */
export const consentSettingsClosed = createEvent();

/** The chat widget's and the push service's configuration (the build's; a simulator build may be given one). */
export const $thirdParty = createStore<ThirdPartyConfig>({ chatWidgetKey: '', chatWidgetUrl: '', pushKey: '', pushUrl: '' });
const $asked = $thirdParty.map(({ chatWidgetKey, pushKey }) => [chatWidgetKey.trim() ? 'chat' : '', pushKey.trim() ? 'push' : ''].filter(Boolean).join(','));
/** A chat widget or a push service is configured: there is something to ask about. */
export const $consentAsked = $asked.map(Boolean);

const $stored = createStore<StoredConsent | null>(null);
persistStore({ store: $stored, key: CONSENT_STORAGE_KEY, area: 'local', pickup: consentStarted });
/** The choice for what is configured now (null: not asked yet). */
export const $consent = combine($asked, $stored, (asked, stored) => (asked && stored?.asked === asked ? stored.choice : null));

const $reopened = createStore(false);
export const $bannerOpen = combine($consentAsked, $consent, $reopened, (asked, consent, reopened) => asked && (consent === null || reopened));
/** The banner was opened from the footer: it takes the focus (a first showing does not). */
export const $bannerReopened = $reopened;

export const readThirdPartyFx = createEffect((): ThirdPartyConfig => {
  const built = { chatWidgetKey: thirdPartyConfig.chatWidgetKey, chatWidgetUrl: thirdPartyConfig.chatWidgetUrl, pushKey: thirdPartyConfig.pushKey, pushUrl: thirdPartyConfig.pushUrl };
  if (import.meta.env.PUBLIC_SIMULATOR !== 'on') return built;
  try {
    return { ...built, ...(JSON.parse(storage.get('local', SIM_THIRD_PARTY_KEY) ?? '{}') as Partial<ThirdPartyConfig>) };
  } catch {
    return built;
  }
});
sample({ clock: consentStarted, target: readThirdPartyFx });
sample({ clock: readThirdPartyFx.doneData, target: $thirdParty });

const chosen = (choice: ConsentChoice) => ({ source: { asked: $asked, consent: $consent }, fn: ({ asked, consent }: { asked: string; consent: ConsentChoice | null }) => ({ asked, previous: consent, choice }) });
const given = sample({ clock: consentGiven, ...chosen('yes') });
const refused = sample({ clock: consentRefused, ...chosen('no') });
$stored.on([given, refused], (_, { asked, choice }) => ({ choice, asked }));
$reopened.on(consentSettingsOpened, () => true).reset(consentGiven, consentRefused, consentSettingsClosed);

/** Allowed (on start, in another tab, or now): the configured scripts load, after the page is interactive (once:
 * loading again adds nothing). Without "yes" they are never requested. */
export const loadThirdPartyFx = createEffect((thirdParty: ThirdPartyConfig) => loadThirdPartyScriptsLazily(thirdParty));
sample({ clock: $consent.updates, source: $thirdParty, filter: (_, consent) => consent === 'yes', target: loadThirdPartyFx });

/** "No" after "Yes": scripts already on the page cannot be taken out of it; a reload leaves them out. */
export const reloadPageFx = createEffect(() => {
  window.location.reload();
});
sample({ clock: refused, filter: ({ previous }) => previous === 'yes', fn: () => undefined, target: reloadPageFx });
