import { sample } from 'effector';
import { startConsentFx } from '@/features/third-party-consent';
import { $routerReady } from '@/shared/routing';

/**
 * The chat widget and the push service: only when configured AND allowed in this browser (the consent feature,
 * issue 22 item 3), after the page is interactive. Without consent their scripts are never requested; without a key
 * nothing of the consent loads either. It starts once the router has shown the first page (its words are in the page
 * catalog; nothing of it delays the first render).
 */
sample({ clock: $routerReady.updates, filter: Boolean, fn: () => undefined, target: startConsentFx });
