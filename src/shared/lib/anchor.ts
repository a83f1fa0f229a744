import { ANCHOR_SCROLL_OFFSET_PX } from '@/shared/config';

/**
 * In-page anchors (public-site.md §2: call-to-action buttons scroll with an 80 px offset; tabs kept in
 * the URL hash). The hash names an anchor: an element id, or a token of an element's `data-anchors`
 * (a tab block answers to each of its tabs' ids).
 */

/** The anchor a URL hash names: `#vacancies` → `vacancies`; empty or `#` → null. Percent-encoding is undone. */
export function parseHash(hash: string | null | undefined): string | null {
  const raw = (hash ?? '').replace(/^#/, '').trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The tab a hash selects among `ids`, or the first tab when the hash names none of them. */
export function tabFromHash(hash: string | null | undefined, ids: readonly string[]): string | null {
  const anchor = parseHash(hash);
  return anchor !== null && ids.includes(anchor) ? anchor : (ids[0] ?? null);
}

/** Where to scroll so that an element sits `offset` px below the top of the viewport (never above 0). */
export function anchorScrollTop(input: { elementTop: number; scrollY: number; offset?: number }): number {
  return Math.max(0, Math.round(input.elementTop + input.scrollY - (input.offset ?? ANCHOR_SCROLL_OFFSET_PX)));
}

/** A link to an anchor of the current page (`#apply`), as opposed to a path (`/company#x`). */
export const isInPageAnchor = (href: string) => href.startsWith('#') && href.length > 1;

export function findAnchor(root: ParentNode, anchor: string): HTMLElement | null {
  const byId = root.querySelector<HTMLElement>(`[id="${CSS.escape(anchor)}"]`);
  if (byId) return byId;
  return root.querySelector<HTMLElement>(`[data-anchors~="${CSS.escape(anchor)}"]`);
}

/**
 * How the page scrolls to something it brings into view: smoothly, unless the customer asked their device for reduced
 * motion (then at once; WCAG 2.3.3, docs/decisions/reduced-motion.md).
 */
export function scrollMotion(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to an anchor with the header offset (smoothly, see scrollMotion). False when the page has no such anchor. */
export function scrollToAnchor(anchor: string, options: { behavior?: ScrollBehavior } = {}): boolean {
  if (typeof document === 'undefined') return false;
  const element = findAnchor(document, anchor);
  if (!element) return false;
  const top = anchorScrollTop({ elementTop: element.getBoundingClientRect().top, scrollY: window.scrollY });
  window.scrollTo({ top, behavior: options.behavior ?? scrollMotion() });
  return true;
}
