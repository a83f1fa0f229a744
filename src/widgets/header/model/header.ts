import { attach, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchHeaderFx, type Header } from '@/shared/api';
import { $lang } from '@/shared/i18n';

/** Header content (menu, phone) from `/header/`, reloaded when the language changes. */
export const HeaderGate = createGate('Header');

export const loadHeaderFx = attach({ effect: fetchHeaderFx });

export const $header = createStore<Header | null>(null);
export const $headerLoading = loadHeaderFx.pending;
/** The menu failed to load: the header still shows the logo, phone, search, languages and sign-in. */
export const $headerFailed = createStore(false)
  .on(loadHeaderFx.fail, () => true)
  .reset(loadHeaderFx.done);

sample({ clock: [HeaderGate.open, $lang.updates], filter: HeaderGate.status, fn: () => undefined, target: loadHeaderFx });
sample({ clock: loadHeaderFx.doneData, target: $header });
