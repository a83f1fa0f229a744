import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { persistStore, scrollMotion } from '@/shared/lib';
import { delay } from 'patronum';
import { fetchHomeFx, type Banner, type DocumentTile, type Home } from '@/shared/api';
import { CONTACT_SCROLL_DELAY_MS } from '@/shared/config';
import { $lang } from '@/shared/i18n';

/** The home page (public-site.md §2 "Home page"). */
export type ServicesTab = 'personal' | 'corporate';
export type HomeScrollTarget = 'subscribe';

/** Slides whose link the product fixes, whatever the content says (public-site.md §2). */
export const SLIDE_LINKS: Record<number, string> = {
  18: '/profile/newContracts/appa/search-car',
  19: '/profile/property-insurance/property/search-person',
};

/** The calculators tile the product adds to the document shortcuts. */
export const CALCULATORS_TILE_ID = -1;
export const CALCULATORS_TILE_URL = '/calculators/appa';
export const CONTRACT_TYPES_TILE_ID = 67;
export const VACANCIES_TILE_ID = 66;

export const HomeGate = createGate<{ scrollTo?: HomeScrollTarget }>('Home');
export const tabChanged = createEvent<ServicesTab>();
export const retried = createEvent();

export const loadHomeFx = attach({ effect: fetchHomeFx });
export const $home = createStore<Home | null>(null);
export const $loading = loadHomeFx.pending;
export const $failed = createStore(false).on(loadHomeFx.fail, (_, { error }) => error.kind !== 'cancelled').reset(loadHomeFx);
export const $tab = createStore<ServicesTab>('personal').on(tabChanged, (_, tab) => tab);

// This model loads with the page's chunk, after `appStarted`: it reads its saved value when the page opens.
persistStore({ store: $tab, key: 'homeServicesTab', area: 'local', pickup: HomeGate.open });

// The clocks carry gate props, a language, a click: the call itself takes no payload.
sample({ clock: [HomeGate.open, $lang.updates, retried], filter: HomeGate.status, fn: () => undefined, target: loadHomeFx });
sample({ clock: loadHomeFx.doneData, target: $home });

export const $slides = $home.map((home): Banner[] =>
  (home?.sliderData.data ?? []).map((slide) => (SLIDE_LINKS[slide.id] ? { ...slide, link: SLIDE_LINKS[slide.id] as string } : slide)),
);

export const $serviceGroups = combine($home, $tab, (home, tab) => (home ? home.servicesData[tab] : []));

/** Document shortcuts: the server's tiles plus the calculators tile. The label is translated by the UI. */
export const $documentTiles = $home.map((home): DocumentTile[] => {
  const tiles = home?.documentsData.data ?? [];
  return [...tiles, { id: CALCULATORS_TILE_ID, label: '', url: CALCULATORS_TILE_URL, children: [] }];
});

// `/contact` shows the home page and, 500 ms after it is ready, scrolls smoothly to the subscribe block.
export const scrollToSectionFx = createEffect((id: string) => {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollMotion(), block: 'start' });
});
const readyToScroll = sample({
  clock: loadHomeFx.done,
  source: HomeGate.state,
  filter: (state) => state.scrollTo !== undefined,
  fn: (state) => state.scrollTo as string,
});
sample({ clock: delay(readyToScroll, CONTACT_SCROLL_DELAY_MS), filter: HomeGate.status, target: scrollToSectionFx });
