import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isAuthorized } from '@/entities/session';
import { ApiError, resetPasswordFx, sendCodeFx, verifyRecoveryCodeFx } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import * as model from './recovery';
import { anna } from '@/shared/test/customer';

const user = anna;

async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(20);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('password recovery chain', () => {
  it('e-mail → code → new password and its check → signed in on /profile/3152', async () => {
    const send = vi.fn(async () => ({ sent: true, resend_after: 120, expires_in: 600 }));
    const verify = vi.fn(async () => ({ reset: 'rst-1' }));
    const save = vi.fn(async () => ({ token: 'tok', user }));
    const navigate = vi.fn();
    const scope = fork({ handlers: [[sendCodeFx, send], [verifyRecoveryCodeFx, verify], [resetPasswordFx, save], [navigateFx, navigate]] });
    await run(scope, languageDetected, 'hy');

    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ EMAIL: { type: 'required' } });
    await run(scope, model.emailChanged, 'anna.hakobyan@example');
    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ EMAIL: { type: 'invalid' } });
    await run(scope, model.emailChanged, 'anna.hakobyan@example.am');
    await run(scope, model.emailSubmitted);
    expect(send).toHaveBeenCalledWith({ PURPOSE: 'recovery', CHANNEL: 'email', EMAIL: 'anna.hakobyan@example.am' });
    expect(scope.getState(model.$step)).toBe('code');
    expect(scope.getState(model.timer.$secondsLeft)).toBe(120);

    await run(scope, model.codeChanged, '654321');
    await run(scope, model.codeSubmitted);
    expect(verify).toHaveBeenCalledWith({ STEP: 'code', EMAIL: 'anna.hakobyan@example.am', CODE: '654321' });
    expect(scope.getState(model.$step)).toBe('password');
    expect(scope.getState(model.timer.$isRunning)).toBe(false);

    await run(scope, model.passwordChanged, 'weakpass');
    await run(scope, model.passwordConfirmChanged, 'weakpass');
    await run(scope, model.passwordSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ PASSWORD: { type: 'invalid' } });
    await run(scope, model.passwordChanged, 'Ararat2027#');
    await run(scope, model.passwordSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ PASSWORD_CONFIRM: { type: 'mismatch' } });
    await run(scope, model.passwordConfirmChanged, 'Ararat2027#');
    await run(scope, model.passwordSubmitted);
    expect(save).toHaveBeenCalledWith({ STEP: 'password', RESET: 'rst-1', PASSWORD: 'Ararat2027#', PASSWORD_CONFIRM: 'Ararat2027#' });
    expect(scope.getState($isAuthorized)).toBe(true);
    expect(navigations(navigate)).toEqual([{ href: '/profile/3152', replace: true }]);
    expect(scope.getState(model.$step)).toBe('email');
    expect(scope.getState(model.$password)).toBe('');
  });

  it('a wrong or expired code stays on the code step with the message under the field; resend waits for the countdown', async () => {
    const send = vi.fn(async () => ({ sent: true, resend_after: 120, expires_in: 600 }));
    const verify = vi.fn(async () => Promise.reject(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CODE: ['The code has expired. Get a new code.'] } })));
    const scope = fork({ handlers: [[sendCodeFx, send], [verifyRecoveryCodeFx, verify], [navigateFx, vi.fn()]] });
    await run(scope, model.emailChanged, 'anna.hakobyan@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.codeChanged, '123456');
    await run(scope, model.codeSubmitted);
    expect(scope.getState(model.$step)).toBe('code');
    expect(scope.getState(model.$errors)).toEqual({ CODE: { type: 'server', message: 'The code has expired. Get a new code.' } });

    await run(scope, model.resendClicked);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    await run(scope, model.resendClicked);
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState(model.$errors)).toEqual({});
    expect(scope.getState(model.$code)).toBe('');
  });
});
