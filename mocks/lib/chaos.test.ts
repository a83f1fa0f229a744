import { describe, expect, it } from 'vitest';
import { CUSTOMER_DATA, postApp, postContent, signInDemo } from '../test/http';
import { CHAOS_SLOW_MS, chaosRoll, chaosState, parseChaos, startChaos, stopChaos, takeChaos, type ChaosEvent } from './chaos';
import { applySwitchesFromUrl, forceEndpoint } from './switches';

/** What chaos does to `count` requests of each path, in the order given. */
function run(paths: string[], count: number, authorized = false): Array<ChaosEvent | null> {
  const outcomes: Array<ChaosEvent | null> = [];
  for (let index = 0; index < count; index += 1) for (const path of paths) outcomes.push(takeChaos(path, authorized));
  return outcomes;
}

/** A seed whose first request of `path` fails with `mode` (percent 100). */
function seedFor(path: string, mode: ChaosEvent['mode'], authorized = false): number {
  for (let seed = 1; seed < 10_000; seed += 1) {
    startChaos(100, seed);
    if (takeChaos(path, authorized)?.mode === mode) {
      startChaos(100, seed);
      return seed;
    }
  }
  throw new Error(`no seed gives ${mode}`);
}

describe('parsing chaos:<percent>[:<seed>]', () => {
  it.each([
    ['chaos:15:42', { percent: 15, seed: 42 }],
    ['chaos:15', { percent: 15, seed: 1 }],
    ['chaos:2.5:7', { percent: 2.5, seed: 7 }],
    ['chaos:0:1', { percent: 0, seed: 1 }],
    ['chaos:off', 'off'],
  ])('%s', (text, expected) => {
    expect(parseChaos(text)).toEqual(expected);
  });

  it.each(['chaos', 'chaos:', 'chaos:101', 'chaos:-1', 'chaos:x', 'chaos:15:-3', 'chaos:15:1.5', 'chaos:15:1:2', 'chaos:off:1'])('%s is refused', (text) => {
    expect(typeof parseChaos(text)).toBe('string');
    expect(parseChaos(text)).not.toBe('off');
  });
});

describe('chaos decides per endpoint and request number, by the seed', () => {
  it('the same seed repeats a run exactly; another seed gives another run', () => {
    startChaos(30, 42);
    const first = run(['/home/', '/header/', CUSTOMER_DATA], 40);
    startChaos(30, 42);
    expect(run(['/home/', '/header/', CUSTOMER_DATA], 40)).toEqual(first);
    startChaos(30, 43);
    expect(run(['/home/', '/header/', CUSTOMER_DATA], 40)).not.toEqual(first);
  });

  it('the order of other endpoints’ calls does not change an endpoint’s outcomes', () => {
    startChaos(30, 9);
    const alone = run(['/home/'], 50);
    startChaos(30, 9);
    const mixed = run(['/footer/', '/home/', '/footer/'], 50).filter((_, index) => index % 3 === 1);
    // Only /home/'s requests of the mixed run, in order: the same as when it was called alone.
    expect(mixed).toEqual(alone);
  });

  it('about the given share fails, split among network, 500, slow and 401', () => {
    let failed = 0;
    const modes = new Map<string, number>();
    for (let n = 1; n <= 4000; n += 1) {
      if (chaosRoll(4242, '/mobile/get-contracts/', n, 0) < 0.15) {
        failed += 1;
        const roll = chaosRoll(4242, '/mobile/get-contracts/', n, 1);
        const mode = roll < 0.3 ? 'network' : roll < 0.6 ? '500' : roll < 0.8 ? 'slow' : '401';
        modes.set(mode, (modes.get(mode) ?? 0) + 1);
      }
    }
    expect(failed / 4000).toBeGreaterThan(0.13);
    expect(failed / 4000).toBeLessThan(0.17);
    for (const mode of ['network', '500', 'slow', '401']) expect(modes.get(mode) ?? 0).toBeGreaterThan(failed * 0.12);
  });

  it('a 401 comes once per run, and only from an endpoint that needs a session', () => {
    startChaos(100, 5);
    const publicCalls = run(['/home/'], 300, false);
    expect(publicCalls.some((event) => event?.mode === '401')).toBe(false);
    const authorized = run([CUSTOMER_DATA], 300, true);
    expect(authorized.filter((event) => event?.mode === '401')).toHaveLength(1);
    expect(chaosState()?.unauthorizedGiven).toBe(true);
  });

  it('a slow answer waits several seconds; the log keeps every failure; stopping ends it', () => {
    startChaos(100, 77);
    const events = run(['/home/'], 60).filter((event): event is ChaosEvent => event !== null);
    const slow = events.filter((event) => event.mode === 'slow');
    expect(slow.length).toBeGreaterThan(0);
    for (const event of slow) {
      expect(event.delayMs).toBeGreaterThanOrEqual(CHAOS_SLOW_MS.min);
      expect(event.delayMs).toBeLessThanOrEqual(CHAOS_SLOW_MS.max);
    }
    expect(chaosState()?.log).toEqual(events);
    expect(chaosState()?.counts['/home/']).toBe(60);
    stopChaos();
    expect(takeChaos('/home/', false)).toBeNull();
  });

  it('0 % fails nothing; the bank’s own pages are left alone', () => {
    startChaos(0, 1);
    expect(run(['/home/'], 50).every((event) => event === null)).toBe(true);
    startChaos(100, 1);
    expect(takeChaos('/sim-bank/pay', false)).toBeNull();
  });
});

describe('chaos through the endpoints', () => {
  it('a 500 and a network failure reach the caller as the forced modes do', async () => {
    seedFor('/home/', '500');
    const answer = await postContent('/home/', 'en');
    expect(answer.status).toBe(500);
    expect((answer.body as { error: string }).error).toMatch(/^\[Simulator\]/);

    seedFor('/home/', 'network');
    await expect(postContent('/home/', 'en')).rejects.toThrow();
  });

  it('the 401 of a run ends an authorized call; an explicit rule wins over chaos', async () => {
    const token = await signInDemo();
    seedFor(CUSTOMER_DATA, '401', true);
    expect((await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { token })).status).toBe(401);

    startChaos(100, 3);
    forceEndpoint('/home/', '404');
    expect((await postContent('/home/', 'en')).status).toBe(404);
  });

  it('?sim=chaos:15:42 starts it (also after reset); chaos:off, clear and reset stop it', () => {
    expect(applySwitchesFromUrl('?sim=reset,chaos:15:42')).toMatchObject({ reset: true, chaos: { percent: 15, seed: 42 }, errors: [] });
    expect(chaosState()).toMatchObject({ percent: 15, seed: 42, log: [] });
    expect(applySwitchesFromUrl('?sim=chaos:off').chaos).toBe('off');
    expect(chaosState()).toBeNull();
    applySwitchesFromUrl('?sim=chaos:20');
    applySwitchesFromUrl('?sim=clear');
    expect(chaosState()).toBeNull();
    expect(applySwitchesFromUrl('?sim=chaos:200').errors).toHaveLength(1);
  });
});
