import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchClaimsFx, fetchContractGroupsFx, fetchContractsFx, fetchDebtFx, fetchIdentityStatusFx, fetchPurchaseDraftsFx } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { renderWithApp } from '@/shared/test/render';
import { OverviewScreen } from '@/widgets/profile-overview';
import { FrameGate } from './frame';

/** The overview's five reads, answered empty but for the contracts in force; each counts its calls. */
function overviewCalls() {
  const contracts = vi.fn(async () => ({ result: [] }));
  const handlers = [
    [fetchContractsFx, contracts],
    [fetchContractGroupsFx, vi.fn(async () => ({ result: [{ GROUP: 'appa', NAME: 'CMTPL', ACTIVE: 1, COUNT: 1 }] }))],
    [fetchDebtFx, vi.fn(async () => ({ result: [] }))],
    [fetchClaimsFx, vi.fn(async () => ({ result: [] }))],
    [fetchIdentityStatusFx, vi.fn(async () => ({ result: { status: 'verified' } }))],
    [fetchPurchaseDraftsFx, vi.fn(async () => ({ result: [] }))],
  ] as const;
  return { contracts, handlers: handlers as unknown as [never, never][] };
}

describe('the profile frame starts the overview with its menu (one round trip, not two)', () => {
  it('/profile/3152: the overview’s reads leave when the frame opens; its screen, mounted once the menu has answered, takes them', async () => {
    const { contracts, handlers } = overviewCalls();
    const scope = fork({ handlers });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(FrameGate.open, { scope, params: { tab: '3152' } });
    expect(contracts).toHaveBeenCalledTimes(1);
    await renderWithApp(<OverviewScreen />, { scope });
    expect(await screen.findByText('CMTPL')).toBeInTheDocument();
    expect(contracts).toHaveBeenCalledTimes(1);
  });

  it('another tab reads nothing of the overview; a warm load the customer moved away from is not shown later', async () => {
    const { contracts, handlers } = overviewCalls();
    const scope = fork({ handlers });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(FrameGate.open, { scope, params: { tab: 'contracts' } });
    expect(contracts).not.toHaveBeenCalled();
    await allSettled(FrameGate.close, { scope, params: { tab: 'contracts' } });

    await allSettled(FrameGate.open, { scope, params: { tab: 'overview' } });
    expect(contracts).toHaveBeenCalledTimes(1);
    // The customer moves to the contracts before the overview was shown; later the overview opens from the menu.
    await allSettled(FrameGate.open, { scope, params: { tab: 'contracts' } });
    await renderWithApp(<OverviewScreen />, { scope });
    expect(await screen.findByText('CMTPL')).toBeInTheDocument();
    expect(contracts).toHaveBeenCalledTimes(2);
  });
});
