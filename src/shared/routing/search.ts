import { splitLangFromPath, type CatalogArea } from '@/shared/i18n';

/**
 * `?BROKER=`: a broker named in the address; the contract bought from there is attributed to them
 * (customer-portal.md §1). Pages that lead into a purchase keep it (validateSearch of their routes).
 */
export function brokerSearch(search: Record<string, unknown>): { BROKER?: string } {
  const value = search.BROKER;
  if (typeof value === 'string' && value.trim() !== '') return { BROKER: value.trim() };
  if (typeof value === 'number') return { BROKER: String(value) };
  return {};
}

/** Addresses only a signed-in customer may open (customer-portal.md §2 "Access"), language-free: /profile and /shop at any depth. */
export const isSignedInOnly = (path: string): boolean => /^\/(profile|shop)(\/|$)/.test(path);

/** Which part of the catalog a page at `pathname` (with its language prefix) needs: the signed-in area's or the public one's. */
export const catalogAreaOf = (pathname: string): CatalogArea => (isSignedInOnly(splitLangFromPath(pathname).rest) ? 'portal' : 'site');

/** The longest text searched (a pasted paragraph is cut, not sent whole). */
export const MAX_QUERY_LENGTH = 100;

/** The text as searched, wherever it is typed (header, search page): spaces collapsed and trimmed, cut to MAX_QUERY_LENGTH. */
export const normaliseQuery = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();

/** Language-free address of a search: `/search/{text}` (public-site.md §2), or `/search` for none. */
export function searchHref(raw: string): string {
  const query = normaliseQuery(raw);
  return query ? `/search/${encodeURIComponent(query)}` : '/search';
}
