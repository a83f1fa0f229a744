import { attach, combine, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchFaqPageFx, type FaqCategory } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { createPageQuery } from '@/shared/model';
import { navigateFx } from '@/shared/routing';

/**
 * The FAQ page (public-site.md §2 /faq): questions by category. The category is part of the address
 * (`/faq?category=travel`), so a category can be shared; without one (or with one the page does not
 * have) the first category shows.
 */
export const loadFaqFx = attach({ effect: fetchFaqPageFx });
export const faqQuery = createPageQuery({ name: 'faqPage', effect: loadFaqFx });

/** What the address asks for: `?category=`. */
export const FaqPageGate = createGate<{ category: string | null }>('FaqPage');
/** The visitor picked a category tab. */
export const categoryChosen = createEvent<string>();

export const $categories = faqQuery.$data.map((page): FaqCategory[] => page?.data ?? []);
const $requested = FaqPageGate.state.map((state) => state.category ?? null);
export const $activeCategory = combine($categories, $requested, (categories, requested) => categories.find((category) => category.charid === requested) ?? categories[0] ?? null);

export const faqHref = (category: string, lang: Parameters<typeof localizePath>[1]) =>
  localizePath(`/faq?category=${encodeURIComponent(category)}`, lang);

// Switching tabs replaces the address: Back leaves the FAQ instead of stepping through its tabs.
sample({
  clock: categoryChosen,
  source: { lang: $lang, active: $activeCategory },
  filter: ({ active }, category) => active?.charid !== category,
  fn: ({ lang }, category) => ({ href: faqHref(category, lang), replace: true }),
  target: navigateFx,
});

/** `#faq-12` opens question 12 (search results link to questions this way). */
export function questionFromHash(hash: string): string | null {
  return /^#?faq-([\w-]+)$/.exec(hash)?.[1] ?? null;
}
