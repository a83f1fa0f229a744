import { createEvent, createStore, sample } from 'effector';
import { applicationSent } from '@/features/apply-for-compensation';
import { fetchClaimFx, fetchClaimGroupsFx, fetchClaimsFx, fetchPaidByYearFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';
import { $location, navigateFx } from '@/shared/routing';
import { claimOfSearch, withoutClaim } from '../lib/claim-link';

/**
 * The claims screen (customer-portal.md §2 "Profile area: … claims", §7 "Claims"): the list, the same claims by
 * contract (get-list-group-by-detid), what was paid by year (paid/by-year) and one claim (get-retrieve) with its
 * history as a timeline. A filed application reloads the lists.
 */
export type ClaimsView = 'all' | 'contracts';

export const claimsQuery = createPageQuery({
  name: 'claims',
  effect: fetchClaimsFx,
});
export const groupsQuery = createPageQuery({
  name: 'claimGroups',
  effect: fetchClaimGroupsFx,
});
export const paidQuery = createPageQuery({
  name: 'claimsPaid',
  effect: fetchPaidByYearFx,
});
export const claimQuery = createPageQuery({
  name: 'claim',
  effect: fetchClaimFx,
});

export const viewChanged = createEvent<ClaimsView>();
export const $view = createStore<ClaimsView>('all').on(viewChanged, (_, view) => view);

/** The claim whose details are open (its ID), or null. */
export const claimOpened = createEvent<string>();
export const claimClosed = createEvent();
export const $openClaim = createStore<string | null>(null)
  .on(claimOpened, (_, id) => id)
  .reset(claimClosed);

sample({
  clock: applicationSent,
  target: [claimsQuery.retried, groupsQuery.retried],
});

// `?claim={ID}` (the overview's link to a claim waiting for documents) opens it; closing it drops the parameter, so
// that going back or reloading does not open it again.
sample({
  clock: [claimsQuery.Gate.open, $location.updates],
  source: { location: $location, open: $openClaim, screen: claimsQuery.Gate.status },
  filter: ({ location, open, screen }) => screen && claimOfSearch(location.search) !== null && claimOfSearch(location.search) !== open,
  fn: ({ location }) => claimOfSearch(location.search) as string,
  target: claimOpened,
});
sample({
  clock: claimClosed,
  source: $location,
  filter: (location) => claimOfSearch(location.search) !== null,
  fn: (location) => ({ href: `${location.pathname}${withoutClaim(location.search)}${location.hash}`, replace: true }),
  target: navigateFx,
});
$openClaim.reset(claimsQuery.Gate.close);
