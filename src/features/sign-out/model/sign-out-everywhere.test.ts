import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user, signedIn } from '@/entities/session';
import { $token, requestFx } from '@/shared/api';
import { navigateFx } from '@/shared/routing';
import { anna } from '@/shared/test/customer';
import { $everywhereConfirmOpen, $everywhereFailed, everywhereCancelled, everywhereClicked, everywhereConfirmed } from './sign-out-everywhere';

/** "Sign out on all devices" (issue 22 item 4). */
async function signedInScope(answer: (params: { path: string; token: string | null }) => unknown) {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [navigateFx, vi.fn()],
      [
        requestFx,
        (params: { path: string; token: string | null }) => {
          // The session's IP lookup (client.ts) on sign-in is not ours.
          if (params.path !== '/client-info') calls.push(params.path);
          return answer(params);
        },
      ],
    ],
  });
  await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
  return { scope, calls };
}

describe('sign out on all devices', () => {
  it('asks first; "No" calls nothing', async () => {
    const { scope, calls } = await signedInScope(() => ({ status: 200, data: { result: { ENDED: 2 } }, token: '' }));
    await allSettled(everywhereClicked, { scope });
    expect(scope.getState($everywhereConfirmOpen)).toBe(true);
    await allSettled(everywhereCancelled, { scope });
    expect(scope.getState($everywhereConfirmOpen)).toBe(false);
    expect(calls).toEqual([]);
    expect(scope.getState($user)).toEqual(anna);
  });

  it('"Yes": one call ends every session, then this browser signs out', async () => {
    const { scope, calls } = await signedInScope(() => ({ status: 200, data: { result: { ENDED: 2 } }, token: '' }));
    await allSettled(everywhereClicked, { scope });
    await allSettled(everywhereConfirmed, { scope });
    expect(calls).toEqual(['/mobile/login/sign-out-all/']);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($everywhereFailed)).toBe(false);
  });

  it('the server cannot be reached: said beside the button, still signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope } = await signedInScope(() => Promise.reject(Object.assign(new Error('offline'), { kind: 'network', messages: [], fieldWarnings: {} })));
    await allSettled(everywhereClicked, { scope });
    await allSettled(everywhereConfirmed, { scope });
    expect(scope.getState($everywhereFailed)).toBe(true);
    expect(scope.getState($user)).toEqual(anna);
  });
});
