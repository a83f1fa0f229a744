import { createEffect, sample } from 'effector';
import { config } from '@/shared/config';
import { appStarted, loadThirdPartyScripts } from '@/shared/lib';

/** The chat widget and the push service: after the page is interactive, only when configured. */
export const loadThirdPartyFx = createEffect(() => {
  loadThirdPartyScripts(config);
});

sample({ clock: appStarted, target: loadThirdPartyFx });
