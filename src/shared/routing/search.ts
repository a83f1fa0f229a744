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
