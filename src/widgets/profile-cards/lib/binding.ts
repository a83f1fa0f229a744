/**
 * The bank's return of a card binding (customer-portal.md §3 "Payment return query"): the bank appends its query
 * to the profile's cards address. Only `orderID` matters: the outcome is asked from the backend (/mobile/card/save/),
 * never read from the query.
 */
export function bindingOrderOf(search: string): string | null {
  const order = new URLSearchParams(search).get('orderID')?.trim();
  return order ? order : null;
}

/** The cards address without the bank's query (a reload does not record the binding again). */
export const withoutQuery = (location: { pathname: string; hash: string }) => `${location.pathname}${location.hash}`;
