import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { languageDetected, type Lang } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import * as model from './recovery';

/**
 * The recovery chain against the simulator itself (no mocked calls): what the customer sees at each step —
 * the step, the messages under the fields, the countdown's start, "the code sent earlier is still valid" — is the
 * same for an address with an account and one without (docs/decisions/recovery-answers-alike.md).
 */

/** Lets the calls of the simulator finish (real I/O) while the countdown's timers stay still. */
async function settle(scope: Scope) {
  const until = performance.now() + 20_000;
  for (let round = 0; performance.now() < until; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(0);
    if (!scope.getState(model.$pending) && !scope.getState(model.$resendPending) && round > 2) return;
  }
  throw new Error('the calls did not finish');
}

async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await settle(scope);
}

/** A code that is not the one the address was sent (a stranger gets none). */
const notTheCode = (email: string) => {
  const sent = db.read().outbox.filter((message) => message.to === email).at(-1)?.code;
  return sent === '000000' ? '111111' : '000000';
};

async function chain(email: string, lang: Lang) {
  const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
  const countdowns: number[] = [];
  const unwatch = createWatch({ unit: model.timer.startedFrom, scope, fn: (seconds) => countdowns.push(seconds) });
  const seen: unknown[] = [];
  const look = (what: string) =>
    seen.push(
      JSON.parse(
        JSON.stringify({
          what,
          step: scope.getState(model.$step),
          errors: scope.getState(model.$errors),
          kept: scope.getState(model.$codeKept),
          sentTo: scope.getState(model.$emailSent),
          countdowns: [...countdowns],
        }).replaceAll(email, '<address>'),
      ),
    );
  await run(scope, languageDetected, lang);

  await run(scope, model.emailChanged, email);
  await run(scope, model.emailSubmitted);
  look('code asked for');
  // "Use another e-mail", then the same one again 45 s later: the code sent is kept, the countdown goes on.
  await run(scope, model.restarted);
  vi.setSystemTime(Date.now() + 45_000);
  await run(scope, model.emailSubmitted);
  look('asked again');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await run(scope, model.codeChanged, notTheCode(email));
    await run(scope, model.codeSubmitted);
    look(`wrong code ${attempt}`);
  }
  await run(scope, model.restarted);
  await run(scope, model.emailSubmitted);
  look('locked address asks for a code');
  vi.setSystemTime(Date.now() + 15 * 60_000);
  await run(scope, model.emailSubmitted);
  look('after the lock');
  vi.setSystemTime(Date.now() + 10 * 60_000);
  await run(scope, model.codeChanged, notTheCode(email));
  await run(scope, model.codeSubmitted);
  look('expired code');

  unwatch();
  await run(scope, model.recoveryLeft);
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('password recovery against the simulator: an unknown address sees what a known one sees', () => {
  it.each(['en', 'hy', 'ru'] as const)('every step in %s', async (lang) => {
    const known = await chain('anna.hakobyan@example.am', lang);
    const unknown = await chain('nobody.here@example.am', lang);
    expect(unknown).toEqual(known);

    // The chain went through every state it is meant to compare.
    expect(known.map((state) => (state as { step: string }).step)).toEqual(['code', 'code', 'code', 'code', 'code', 'code', 'code', 'email', 'code', 'code']);
    expect(known[1]).toMatchObject({ kept: true, countdowns: [120, 75] });
    expect(known[7]).toMatchObject({ errors: { EMAIL: { type: 'server' } } });
    expect(known[8]).toMatchObject({ kept: false, countdowns: [120, 75, 120] });
    // Only the customer got codes.
    expect(db.read().outbox.filter((message) => message.to === 'nobody.here@example.am')).toEqual([]);
    expect(db.read().outbox.filter((message) => message.to === 'anna.hakobyan@example.am')).toHaveLength(2);
  });
});
