import { describe, expect, it } from 'vitest';
import { canSend, checkCode, CODE_LOCK_MS, CODE_MAX_FAILURES, CODE_TTL_MS, issueCode, RESEND_AFTER_MS } from './codes';

const T0 = 1_800_000_000_000;
const fresh = () => issueCode('signup:email:a@example.am', '123456', T0);

describe('verification codes: lifetime, resend interval, lock', () => {
  it.each([
    ['the right code in time', '123456', T0 + 1000, 'ok'],
    ['the right code with spaces around', ' 123456 ', T0 + 1000, 'ok'],
    ['a wrong code', '654321', T0 + 1000, 'wrong'],
    ['the right code at the end of its life', '123456', T0 + CODE_TTL_MS - 1, 'ok'],
    ['the right code after its life', '123456', T0 + CODE_TTL_MS, 'expired'],
  ])('%s → %s', (_, typed, now, result) => {
    expect(checkCode(fresh(), typed, now).outcome.result).toBe(result);
  });

  it('a code that was never sent is missing; a used code is removed', () => {
    expect(checkCode(undefined, '123456', T0).outcome).toEqual({ result: 'missing' });
    expect(checkCode(fresh(), '123456', T0).next).toBeNull();
  });

  it(`${CODE_MAX_FAILURES} wrong tries in a row lock the address; even the right code is refused until the lock ends`, () => {
    let record = fresh();
    for (let attempt = 1; attempt < CODE_MAX_FAILURES; attempt += 1) {
      const { outcome, next } = checkCode(record, '000000', T0 + attempt);
      expect(outcome).toEqual({ result: 'wrong', triesLeft: CODE_MAX_FAILURES - attempt });
      record = next!;
    }
    const locked = checkCode(record, '000000', T0 + 10);
    expect(locked.outcome).toEqual({ result: 'locked', minutes: CODE_LOCK_MS / 60000 });
    record = locked.next!;
    expect(checkCode(record, '123456', T0 + 20).outcome.result).toBe('locked');
    expect(canSend(record, T0 + 20)).toMatchObject({ ok: false, reason: 'locked' });
    // After the lock: the old code is gone, a new one may be sent.
    expect(checkCode(record, '123456', T0 + 10 + CODE_LOCK_MS).outcome.result).toBe('missing');
    expect(canSend(record, T0 + 10 + CODE_LOCK_MS)).toEqual({ ok: true });
  });

  it.each([
    [0, { ok: false, reason: 'too-soon', seconds: 120 }],
    [RESEND_AFTER_MS - 1000, { ok: false, reason: 'too-soon', seconds: 1 }],
    [RESEND_AFTER_MS, { ok: true }],
  ])('a new code %i ms after the last → %j', (elapsed, expected) => {
    expect(canSend(fresh(), T0 + elapsed)).toEqual(expected);
  });
});
