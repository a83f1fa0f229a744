import { createEvent, createStore, sample } from 'effector';
import { applicationSent } from '@/features/apply-for-compensation';
import { fetchClaimFx, fetchClaimGroupsFx, fetchClaimsFx, fetchPaidByYearFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

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
