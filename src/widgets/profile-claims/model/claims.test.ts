import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchClaimGroupsFx, fetchClaimsFx, fetchPaidByYearFx } from '@/shared/api';
import { $location, navigateFx } from '@/shared/routing';
import { $openClaim, claimClosed, claimsQuery } from './claims';

function setup(search: string) {
  // navigateFx is attached to the router: its handler gets the navigator (none here) and the params.
  const navigate = vi.fn((_navigator: unknown, _params: { href: string; replace?: boolean }) => undefined);
  const scope = fork({
    values: [[$location, { pathname: '/en/profile/claims', search, hash: '' }]],
    handlers: [
      [fetchClaimsFx, async () => ({ result: [] })],
      [fetchClaimGroupsFx, async () => ({ result: [] })],
      [fetchPaidByYearFx, async () => ({ result: [] })],
      [navigateFx, navigate],
    ],
  });
  return { scope, navigate };
}

describe('a link to one claim (?claim=)', () => {
  it('opens that claim when the claims screen opens, and closing it drops the parameter from the address', async () => {
    const { scope, navigate } = setup('?claim=%225101%22');
    await allSettled(claimsQuery.Gate.open, { scope, params: {} as never });
    expect(scope.getState($openClaim)).toBe('5101');
    await allSettled(claimClosed, { scope });
    expect(scope.getState($openClaim)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(null, { href: '/en/profile/claims', replace: true });
  });

  it('opens nothing without it, and closing then leaves the address alone', async () => {
    const { scope, navigate } = setup('');
    await allSettled(claimsQuery.Gate.open, { scope, params: {} as never });
    expect(scope.getState($openClaim)).toBeNull();
    await allSettled(claimClosed, { scope });
    expect(navigate).not.toHaveBeenCalled();
  });
});
