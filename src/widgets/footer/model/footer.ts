import { attach, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchFooterFx, type Footer } from '@/shared/api';
import { $lang } from '@/shared/i18n';

export const FooterGate = createGate('Footer');
export const loadFooterFx = attach({ effect: fetchFooterFx });
export const $footer = createStore<Footer | null>(null);
export const $footerLoading = loadFooterFx.pending;

sample({ clock: [FooterGate.open, $lang.updates], filter: FooterGate.status, fn: () => undefined, target: loadFooterFx });
sample({ clock: loadFooterFx.doneData, target: $footer });
