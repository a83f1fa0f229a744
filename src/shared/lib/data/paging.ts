/** Client-side pages of a list (the content API answers whole lists; see docs/decisions/content-pages.md). */

/** How many pages `total` items fill, at least 1 (an empty list is one empty page). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** A page number from the address made valid: whole, at least 1, at most the last page. */
export function clampPage(page: unknown, count: number): number {
  const value = typeof page === 'number' ? page : typeof page === 'string' ? Number(page) : Number.NaN;
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, count));
}

/** The items of page `page` (1-based). */
export const pageItems = <T>(items: readonly T[], page: number, size: number): T[] => items.slice((page - 1) * size, page * size);
