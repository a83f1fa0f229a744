import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { draftsWarmDropped } from '@/features/resume-purchase';
import { fetchClaimsFx, fetchContractGroupsFx, fetchContractsFx, fetchDebtFx, fetchIdentityStatusFx, fetchPurchaseDraftsFx } from '@/shared/api';
import { anna } from '@/shared/test/customer';
import { overviewQuery, overviewWarmDropped, overviewWarmed } from './overview';

function setup() {
  const drafts = vi.fn(() => ({ result: [] }));
  const empty = () => ({ result: [] });
  const scope = fork({
    values: [[$user, anna]],
    handlers: [
      [fetchContractsFx, empty],
      [fetchContractGroupsFx, empty],
      [fetchDebtFx, empty],
      [fetchClaimsFx, empty],
      [fetchIdentityStatusFx, () => ({ result: { status: 'verified' } })],
      [fetchPurchaseDraftsFx, drafts],
    ],
  });
  return { scope, drafts };
}

describe('the overview\'s reads', () => {
  it('read the unfinished purchases with them, ahead of the overview\'s rendering (warm or not)', async () => {
    const warm = setup();
    await allSettled(overviewWarmed, { scope: warm.scope, params: {} });
    expect(warm.drafts).toHaveBeenCalledTimes(1);
    expect(warm.scope.getState(overviewQuery.$data)).not.toBeNull();

    const opened = setup();
    await allSettled(overviewQuery.Gate.open, { scope: opened.scope, params: {} });
    expect(opened.drafts).toHaveBeenCalledTimes(1);
  });

  it('forget the read ahead with the overview\'s warm load', async () => {
    const { scope, drafts } = setup();
    const dropped = vi.fn();
    createWatch({ unit: draftsWarmDropped, fn: dropped, scope });
    await allSettled(overviewWarmed, { scope, params: {} });
    await allSettled(overviewWarmDropped, { scope });
    expect(scope.getState(overviewQuery.$data)).toBeNull();
    expect(drafts).toHaveBeenCalledTimes(1);
    expect(dropped).toHaveBeenCalledTimes(1);
  });
});
