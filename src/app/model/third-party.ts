import { createEffect, sample } from 'effector';
import { config } from '@/shared/config';
import { appStarted, loadThirdPartyScriptsLazily } from '@/shared/lib';

/** The chat widget and the push service: after the page is interactive, only when configured. */
export const loadThirdPartyFx = createEffect(() => loadThirdPartyScriptsLazily(config));

sample({ clock: appStarted, target: loadThirdPartyFx });
