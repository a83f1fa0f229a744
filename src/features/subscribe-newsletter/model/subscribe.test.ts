import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { signedOut } from '@/entities/session';
import { ApiError, subscribeFx } from '@/shared/api';
import { $email, $error, $failure, $subscribed, emailChanged, formSubmitted } from './subscribe';

const subscribing = (handler: () => Promise<unknown>) => {
  const send = vi.fn(handler);
  return { scope: fork({ handlers: [[subscribeFx, send]] }), send };
};

describe('newsletter subscription', () => {
  it('checks the address here, sends it trimmed, thanks and empties the field', async () => {
    const { scope, send } = subscribing(async () => ({}));
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toEqual({ type: 'required' });
    await allSettled(emailChanged, { scope, params: 'anna@' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toEqual({ type: 'email' });
    expect(send).not.toHaveBeenCalled();
    await allSettled(emailChanged, { scope, params: ' anna@example.am ' });
    await allSettled(formSubmitted, { scope });
    expect(send).toHaveBeenCalledWith({ email: 'anna@example.am' });
    expect(scope.getState($subscribed)).toBe(true);
    expect(scope.getState($email)).toBe('');
  });

  it("the server's warning for the address goes under the field", async () => {
    const { scope } = subscribing(async () => {
      throw new ApiError({ kind: 'warning', status: 400, fieldWarnings: { email: ['Already subscribed'] } });
    });
    await allSettled(emailChanged, { scope, params: 'anna@example.am' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toEqual({ type: 'server', message: 'Already subscribed' });
    expect(scope.getState($failure)).toBeNull();
  });

  it.each([
    ['network', 'network'],
    ['other', 'server'],
    ['server-error', null],
  ] as const)('a failure nothing else tells is said beneath the form (%s), the address stays', async (kind, reason) => {
    const { scope } = subscribing(async () => {
      throw new ApiError({ kind, status: kind === 'network' ? 0 : kind === 'other' ? 403 : 503 });
    });
    await allSettled(emailChanged, { scope, params: 'anna@example.am' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($failure)).toBe(reason);
    expect(scope.getState($email)).toBe('anna@example.am');
    expect(scope.getState($subscribed)).toBe(false);
    await allSettled(emailChanged, { scope, params: 'anna@example.org' });
    expect(scope.getState($failure)).toBeNull();
  });

  it('an address typed and not sent goes with the customer who signs out', async () => {
    const { scope } = subscribing(async () => ({}));
    await allSettled(emailChanged, { scope, params: 'anna@example.am' });
    await allSettled(signedOut, { scope });
    expect(scope.getState($email)).toBe('');
  });
});
