import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import type { ContentSection, Person, ReportTab } from '@/shared/api';
import { parseHash, scrollToAnchor, tabFromHash } from '@/shared/lib';
import { $location, navigateFx } from '@/shared/routing';

/**
 * The shared state of the content sections (public-site.md §2 "Content page section types", §4):
 * - the person popup (leadership, team): opening it sets the page scroll to hidden, closing restores it;
 * - tabs kept in the URL hash (reports, subsection tabs): choosing a tab pushes `#tab` (back and forward
 *   walk through the tabs, a reload keeps the tab);
 * - in-page anchors (call-to-action buttons, `/company/about/newteam#vacancies`): scrolled to with the
 *   80 px offset once the sections are on the page;
 * - the vacancy dropdowns: one open at a time, closed by a click outside.
 */
export const SectionsGate = createGate<{ sections: ContentSection[] }>({ name: 'ContentSections' });

// ----- person popup and the page scroll

export const personOpened = createEvent<Person>();
export const popupClosed = createEvent();
export const $openedPerson = createStore<Person | null>(null, { serialize: 'ignore' })
  .on(personOpened, (_, person) => person)
  .reset([popupClosed, SectionsGate.close]);
export const $scrollLocked = $openedPerson.map((person) => person !== null);

/** Hides the page scroll; resolves with the value it replaced, to put back later. */
export const lockPageScrollFx = createEffect(() => {
  const previous = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return previous;
});
export const restorePageScrollFx = createEffect((previous: string) => {
  document.body.style.overflow = previous;
});
const $savedOverflow = createStore('', { serialize: 'ignore' }).on(lockPageScrollFx.doneData, (_, previous) => previous);

sample({ clock: $scrollLocked.updates, filter: (locked) => locked, target: lockPageScrollFx });
sample({ clock: $scrollLocked.updates, source: $savedOverflow, filter: (_, locked) => !locked, target: restorePageScrollFx });

// ----- tabs in the hash and anchors

export const $hash = $location.map((location) => location.hash);

export const tabSelected = createEvent<string>();
export const anchorFollowed = createEvent<string>();
export const sectionsShown = createEvent();

const hrefWithHash = (location: { pathname: string; search: string }, anchor: string) =>
  `${location.pathname}${location.search}#${encodeURIComponent(anchor)}`;

sample({
  clock: [tabSelected, anchorFollowed],
  source: $location,
  filter: (location, anchor) => parseHash(location.hash) !== anchor,
  fn: (location, anchor) => ({ href: hrefWithHash(location, anchor) }),
  target: navigateFx,
});

/** After the next paint (the tab the hash selects is rendered), scroll to the anchor with the offset. */
export const scrollToAnchorFx = createEffect(
  (anchor: string) =>
    new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollToAnchor(anchor))));
    }),
);

sample({ clock: anchorFollowed, target: scrollToAnchorFx });
sample({
  clock: sectionsShown,
  source: $hash,
  filter: (hash) => parseHash(hash) !== null,
  fn: (hash) => parseHash(hash) as string,
  target: scrollToAnchorFx,
});

/** The report tab the hash selects (its meta_* describe the page while it is shown). */
export function selectedReportTab(sections: ContentSection[], hash: string): ReportTab | null {
  for (const section of sections) {
    if (section.type !== 'reports') continue;
    const id = tabFromHash(hash, section.tabs.map((tab) => tab.charid));
    return section.tabs.find((tab) => tab.charid === id) ?? null;
  }
  return null;
}

// ----- vacancy dropdowns

export const vacancyToggled = createEvent<string>();
export const vacancyDropdownClosed = createEvent();
export const $openVacancy = createStore<string | null>(null)
  .on(vacancyToggled, (open, id) => (open === id ? null : id))
  .reset([vacancyDropdownClosed, SectionsGate.close]);
