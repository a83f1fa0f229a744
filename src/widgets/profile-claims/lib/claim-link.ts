/**
 * `?claim={ID}` on the claims screen opens that claim (the overview's "a claim waiting for documents" links here;
 * docs/decisions/profile-overview.md). The router may write the value JSON-quoted (`?claim=%225101%22`).
 */
export function claimOfSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('claim');
  if (!value) return null;
  const id = value.replace(/^"(.*)"$/, '$1').trim();
  return /^[\w-]{1,40}$/.test(id) ? id : null;
}

/** The same search without `claim` ('' when nothing else is left). */
export function withoutClaim(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('claim');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
