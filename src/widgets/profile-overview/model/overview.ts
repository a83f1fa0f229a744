import { createEffect, sample } from 'effector';
import { draftsWarmDropped, draftsWarmed } from '@/features/resume-purchase';
import { fetchClaimsFx, fetchContractGroupsFx, fetchContractsFx, fetchDebtFx, fetchIdentityStatusFx, type ApiError } from '@/shared/api';
import { isoOfDay } from '@/shared/lib';
import { createPageQuery } from '@/shared/model';
import { attentionOf, type AttentionItem, type Holding } from '../lib/attention';

export interface Overview {
  holdings: Holding[];
  attention: AttentionItem[];
  /** Contracts in force (active or starting later). */
  inForce: number;
}

/**
 * The overview (/profile/3152): what the customer holds (get-contracts-group), what needs attention (get-dept,
 * claims waiting for documents from claim/get-list, contracts ending soon from get-contracts, identity documents to
 * send from identity/get-status). One load of the five; a failure of any is a failure of the screen.
 */
export const loadOverviewFx = createEffect<object, Overview, ApiError>(async () => {
  const [contracts, groups, debt, claims, identity] = await Promise.all([fetchContractsFx(), fetchContractGroupsFx(), fetchDebtFx(), fetchClaimsFx(), fetchIdentityStatusFx()]);
  const today = isoOfDay(new Date());
  return {
    holdings: groups.result.map((group) => ({ group: group.GROUP, name: group.NAME, active: group.ACTIVE, total: group.COUNT })),
    attention: attentionOf({ contracts: contracts.result, debt: debt.result, claims: claims.result, identity: identity.result, today }),
    inForce: contracts.result.filter((contract) => contract.STATUS !== 'ended').length,
  };
});

export const overviewQuery = createPageQuery({ name: 'ProfileOverview', effect: loadOverviewFx });

/**
 * Start the overview's load before its screen mounts, and forget it: the profile frame knows, from the address, that
 * the overview comes next while its menu is still on its way (createPageQuery `warmed`).
 */
export const { warmed: overviewWarmed, warmDropped: overviewWarmDropped } = overviewQuery;
// The overview shows the unfinished purchases above what needs attention: their list leaves with its reads, so it
// comes with them instead of a round trip after the overview has rendered (and moving it down when it came).
sample({ clock: loadOverviewFx, fn: (): void => undefined, target: draftsWarmed });
sample({ clock: overviewWarmDropped, target: draftsWarmDropped });
