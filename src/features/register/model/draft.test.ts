import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountFx, sendCodeFx, verifySignupCodeFx, type Customer } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { REGISTRATION_DRAFT_KEY, registrationResumed, type RegistrationDraft } from './draft';
import * as model from './registration';

const user: Customer = {
  CUSTOMER: '1023',
  user_id: '523',
  EMAIL: 'nare@example.am',
  PHONE: '',
  lang: 'en',
  fullname_hy: 'Nare Avagyan',
  fullname_en: 'Nare Avagyan',
  fullname_ru: 'Nare Avagyan',
  UID: '9876543210',
  avatar: null,
};

async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(20);
}

function newScope(answers: { sent?: boolean; resendAfter?: number } = {}) {
  const calls = {
    send: vi.fn(async () => ({ sent: answers.sent ?? true, resend_after: answers.resendAfter ?? 120, expires_in: 600 })),
    verify: vi.fn(async () => ({ registration: 'reg-1', matched: false, verified: null })),
    account: vi.fn(async () => ({ token: 'tok', user, verified: null })),
    navigate: vi.fn(),
  };
  const scope = fork({
    handlers: [
      [sendCodeFx, calls.send],
      [verifySignupCodeFx, calls.verify],
      [createAccountFx, calls.account],
      [navigateFx, calls.navigate],
    ],
  });
  return { scope, calls };
}

const stored = () => JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null') as RegistrationDraft | null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('registration draft in session storage', () => {
  it('a reload on the code screen keeps the e-mail and the countdown; the first code can still be entered', async () => {
    const first = newScope();
    await run(first.scope, languageDetected, 'en');
    await run(first.scope, model.emailChanged, 'nare@example.am');
    await run(first.scope, model.emailSubmitted);
    expect(stored()).toMatchObject({ email: 'nare@example.am', emailSent: 'nare@example.am', registration: null });
    // 120 s after the answer (the test clock moved a few ms while the call was answered).
    expect((stored()?.resendAt ?? 0) - Date.parse('2026-11-24T10:02:00Z')).toBeLessThan(100);

    // 40 s later the page is reloaded: a new scope reads the draft back.
    await vi.advanceTimersByTimeAsync(40_000);
    const second = newScope();
    await run(second.scope, languageDetected, 'en');
    expect(second.scope.getState(model.$progress).emailSent).toBe(false);
    await run(second.scope, registrationResumed);
    expect(second.scope.getState(model.$emailSent)).toBe('nare@example.am');
    expect(second.scope.getState(model.$progress).emailSent).toBe(true);
    const left = second.scope.getState(model.timer.$secondsLeft);
    expect(left).toBeGreaterThanOrEqual(79);
    expect(left).toBeLessThanOrEqual(80);

    // The code sent before the reload is entered: no new code was asked for.
    await run(second.scope, model.codeChanged, '123456');
    await run(second.scope, model.codeSubmitted);
    expect(second.calls.send).not.toHaveBeenCalled();
    expect(second.calls.verify).toHaveBeenCalledWith({ STEP: 'email-code', EMAIL: 'nare@example.am', CODE: '123456' });
    expect(stored()).toMatchObject({ registration: 'reg-1' });
  });

  it('a reload on the SMS code screen: "send again" repeats the SMS and "Confirm" checks the SMS code', async () => {
    const first = newScope();
    await run(first.scope, languageDetected, 'en');
    await run(first.scope, model.emailChanged, 'nare@example.am');
    await run(first.scope, model.emailSubmitted);
    await run(first.scope, model.codeChanged, '123456');
    await run(first.scope, model.codeSubmitted);
    await run(first.scope, model.phoneChanged, '93-333-444');
    await run(first.scope, model.phoneSubmitted);
    expect(stored()).toMatchObject({ phoneSent: '+374 (093) 333444', registration: 'reg-1' });

    await vi.advanceTimersByTimeAsync(121_000);
    const second = newScope();
    await run(second.scope, registrationResumed);
    expect(second.scope.getState(model.$progress)).toMatchObject({ registration: true, phoneSent: true });
    await run(second.scope, model.resendClicked);
    expect(second.calls.send).toHaveBeenCalledWith({ PURPOSE: 'signup', CHANNEL: 'sms', PHONE: '+374 (093) 333444', REGISTRATION: 'reg-1' });
    await run(second.scope, model.codeChanged, '654321');
    await run(second.scope, model.phoneCodeSubmitted);
    expect(second.calls.verify).toHaveBeenCalledWith({ STEP: 'phone-code', PHONE: '+374 (093) 333444', REGISTRATION: 'reg-1', CODE: '654321' });
  });

  it('holds no password and no code; it is removed once the account exists', async () => {
    const { scope } = newScope();
    await run(scope, languageDetected, 'en');
    await run(scope, model.emailChanged, 'nare@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.codeChanged, '123456');
    await run(scope, model.codeSubmitted);
    await run(scope, model.firstNameChanged, 'Nare');
    await run(scope, model.lastNameChanged, 'Avagyan');
    await run(scope, model.passwordChanged, 'Ararat2027#');
    await run(scope, model.passwordConfirmChanged, 'Ararat2027#');
    const before = sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '';
    expect(before).toContain('Avagyan');
    expect(before).not.toContain('Ararat2027#');
    expect(before).not.toContain('123456');

    await run(scope, model.passwordSubmitted);
    expect(scope.getState(model.$signedUp)).toBe(true);
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });

  it('leaving the flow forgets it; an empty storage restores nothing', async () => {
    const { scope } = newScope();
    await run(scope, model.emailChanged, 'nare@example.am');
    await run(scope, model.emailSubmitted);
    expect(stored()).not.toBeNull();
    await run(scope, model.registrationLeft);
    expect(stored()).toBeNull();

    const fresh = newScope();
    await run(fresh.scope, registrationResumed);
    expect(fresh.scope.getState(model.$emailSent)).toBeNull();
    expect(fresh.scope.getState(model.timer.$secondsLeft)).toBe(0);
  });

  it('the code kept by the server (asked again within 120 s): the countdown starts from its seconds and the screen says so', async () => {
    const { scope } = newScope({ sent: false, resendAfter: 47 });
    await run(scope, model.emailChanged, 'nare@example.am');
    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$codeKept)).toBe(true);
    expect(scope.getState(model.timer.$secondsLeft)).toBe(47);
    const resendAt = stored()?.resendAt ?? 0;
    expect(resendAt).toBeGreaterThan(Date.now() + 46_000);
    expect(resendAt).toBeLessThanOrEqual(Date.now() + 47_000);
  });
});
