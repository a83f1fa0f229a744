import { allSettled, fork, type Scope, type Unit } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $token, requestFx } from '@/shared/api';
import { appStarted } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';
import { anna } from '@/shared/test/customer';
import { navigations } from '@/shared/test/navigations';
import { $lastActivity, $renewFailed, $secondsLeft, $warningOpen, expiryWatchStarted, signOutClicked, staySignedInClicked } from './expiry';
import { $sessionEnded, $user, signedIn, signedOut } from './session';

/** The session-expiry warning on a controlled clock (issue 22 item 2). */
const MIN = 60_000;
const START = new Date('2026-11-27T10:00:00Z').getTime();

let requests: Array<{ path: string; token: string | null }>;
/** The one HTTP effect, answering like the backend: every answer echoes a (renewed) token. */
function answerEverything(params: { path: string; token: string | null }) {
  // The session's IP lookup (client.ts) on sign-in is this site's, not the backend's: no token in its answer.
  if (params.path === '/client-info') return { status: 200, data: { ip: '127.0.0.1' }, token: null };
  requests.push({ path: params.path, token: params.token });
  return { status: 200, data: { result: anna }, token: `${params.token}+` };
}

async function signedInScope() {
  const navigate = vi.fn<(params: unknown) => void>();
  const scope = fork({ handlers: [[navigateFx, navigate], [requestFx, answerEverything]] });
  await settle(appStarted, scope);
  await settle(signedIn, scope, { token: 'tok', user: anna });
  await settle(expiryWatchStarted, scope);
  return { scope, navigate };
}
/** The warning's timers keep effects pending for minutes, so `allSettled` would wait for them: launch, then let the promises run. */
async function settle(unit: Unit<never> | Unit<void> | Unit<{ token: string; user: typeof anna }>, scope: Scope, params?: unknown) {
  void allSettled(unit as never, { scope, params } as never);
  await vi.advanceTimersByTimeAsync(0);
}
const advance = async (_scope: Scope, ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  requests = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the moment of the last authorized answer', () => {
  it('answers within a second are one moment: nothing is written again until a second has passed', async () => {
    const { scope } = await signedInScope();
    const writes = vi.spyOn(localStorage, 'setItem');
    const activityWrites = () => writes.mock.calls.filter(([key]) => key === 'sessionActivity').map(([, value]) => Number(value));
    const answer = () => settle(requestFx as never, scope, { client: 'application', method: 'POST', path: '/mobile/get-dept/', token: 'tok' });
    await advance(scope, 400);
    await answer();
    await answer();
    expect(activityWrites()).toEqual([]);
    expect(scope.getState($lastActivity)).toBe(START);
    await advance(scope, 600);
    await answer();
    await answer();
    // One moment, written by the mark (and by the store that keeps it, persist.ts): the second answer wrote nothing.
    expect(new Set(activityWrites())).toEqual(new Set([START + 1000]));
    expect(activityWrites().length).toBeLessThanOrEqual(2);
    expect(scope.getState($lastActivity)).toBe(START + 1000);
    expect(localStorage.getItem('sessionActivity')).toBe(String(START + 1000));
  });
});

describe('session expiry warning', () => {
  it('opens 28 minutes after the last authorized answer, counts down, and ends the session at 30 as a 401 does', async () => {
    const { scope, navigate } = await signedInScope();
    sessionStorage.setItem('purchaseDrafts', JSON.stringify({ owner: '1001', value: { 4302: { EMAIL: 'typed@example.am' } } }));
    expect(scope.getState($lastActivity)).toBe(START);
    await advance(scope, 28 * MIN - 1000);
    expect(scope.getState($warningOpen)).toBe(false);
    await advance(scope, 1000);
    expect(scope.getState($warningOpen)).toBe(true);
    expect(scope.getState($secondsLeft)).toBe(120);
    await advance(scope, 30_000);
    expect(scope.getState($secondsLeft)).toBe(90);

    await advance(scope, 90_000);
    expect(scope.getState($warningOpen)).toBe(false);
    expect(scope.getState($sessionEnded)).toBe(true);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($token)).toBeNull();
    expect(navigations(navigate).some((call) => (call as { href: string }).href.startsWith('/login?redirect='))).toBe(true);
    // What was typed waits for the same customer.
    expect(sessionStorage.getItem('purchaseDrafts')).toContain('typed@example.am');
    expect(requests).toEqual([]);
  });

  it('any authorized answer in between (this tab or another) moves the warning', async () => {
    const { scope } = await signedInScope();
    await advance(scope, 10 * MIN);
    // Another tab's call: local storage changes there and this tab follows.
    localStorage.setItem('sessionActivity', String(START + 10 * MIN));
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionActivity' }));
    await advance(scope, 0);
    expect(scope.getState($lastActivity)).toBe(START + 10 * MIN);
    await advance(scope, 18 * MIN);
    expect(scope.getState($warningOpen)).toBe(false);
    await advance(scope, 10 * MIN);
    expect(scope.getState($warningOpen)).toBe(true);
  });

  it('"Stay signed in": one authorized call renews the token and the session; the warning closes and comes back 28 minutes later', async () => {
    const { scope } = await signedInScope();
    await advance(scope, 28 * MIN);
    expect(scope.getState($warningOpen)).toBe(true);
    await settle(staySignedInClicked, scope);
    expect(requests).toEqual([{ path: '/mobile/get-cust-datas/', token: 'tok' }]);
    expect(scope.getState($token)).toBe('tok+');
    expect(scope.getState($warningOpen)).toBe(false);
    expect(scope.getState($lastActivity)).toBe(START + 28 * MIN);
    expect(localStorage.getItem('sessionActivity')).toBe(String(START + 28 * MIN));
    await advance(scope, 2 * MIN + 1000);
    expect(scope.getState($sessionEnded)).toBe(false);
    await advance(scope, 26 * MIN);
    expect(scope.getState($warningOpen)).toBe(true);
  });

  it('another tab answered "Stay signed in": this tab’s warning closes', async () => {
    const { scope } = await signedInScope();
    await advance(scope, 28 * MIN + 5000);
    expect(scope.getState($warningOpen)).toBe(true);
    localStorage.setItem('sessionActivity', String(START + 28 * MIN + 5000));
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionActivity' }));
    await advance(scope, 0);
    expect(scope.getState($warningOpen)).toBe(false);
  });

  it('"Stay signed in" that cannot reach the server says so and keeps the dialog', async () => {
    const navigate = vi.fn<(params: unknown) => void>();
    const scope = fork({ handlers: [[navigateFx, navigate], [requestFx, () => Promise.reject(Object.assign(new Error('offline'), { kind: 'network', messages: [], fieldWarnings: {} }))]] });
    await settle(signedIn, scope, { token: 'tok', user: anna });
    await settle(expiryWatchStarted, scope);
    await advance(scope, 28 * MIN);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await settle(staySignedInClicked, scope);
    expect(scope.getState($renewFailed)).toBe(true);
    expect(scope.getState($warningOpen)).toBe(true);
  });

  it('"Sign out" signs out (every tab hears it); signing out anywhere closes the warning', async () => {
    const { scope, navigate } = await signedInScope();
    await advance(scope, 28 * MIN);
    await settle(signOutClicked, scope);
    expect(scope.getState($warningOpen)).toBe(false);
    expect(scope.getState($user)).toBeNull();
    expect(navigations(navigate)).toContainEqual({ href: '/' });
    // Nothing is counting any more.
    await advance(scope, 5 * MIN);
    expect(scope.getState($sessionEnded)).toBe(false);
  });

  it('a stored session last used over 30 minutes ago ends at once when the app starts', async () => {
    localStorage.setItem('sessionActivity', String(START - 45 * MIN));
    localStorage.setItem('user', JSON.stringify(anna));
    localStorage.setItem('token', JSON.stringify('tok'));
    const navigate = vi.fn<(params: unknown) => void>();
    const scope = fork({ handlers: [[navigateFx, navigate], [requestFx, answerEverything]] });
    await settle(appStarted, scope);
    await settle(expiryWatchStarted, scope);
    expect(scope.getState($sessionEnded)).toBe(true);
    expect(scope.getState($warningOpen)).toBe(false);
  });

  it('signed out: nothing counts', async () => {
    const { scope } = await signedInScope();
    await settle(signedOut, scope);
    expect(localStorage.getItem('sessionActivity')).toBeNull();
    await advance(scope, 31 * MIN);
    expect(scope.getState($warningOpen)).toBe(false);
    expect(scope.getState($sessionEnded)).toBe(false);
  });

  it('a counting scope still settles: allSettled does not wait for the warning (a reload while signed in loads)', async () => {
    const { scope } = await signedInScope();
    let settled = false;
    void allSettled(scope).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    // And with the dialog open (its countdown ticking).
    await advance(scope, 28 * MIN);
    expect(scope.getState($warningOpen)).toBe(true);
    settled = false;
    void allSettled(scope).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});
