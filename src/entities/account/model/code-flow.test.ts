import { allSettled, createEffect, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { codeDigits, codeProblemOf, createCodeFlow } from './code-flow';

/**
 * The one verification-code flow (registration, recovery, the profile's contact change): resend countdown, wrong,
 * expired and locked codes. The hosts' chains keep their own tests (registration.test.ts, recovery.test.ts,
 * contact.test.ts); the resend/wrong-code/expired cases were first written there and are checked here once.
 */
type Request = { EMAIL: string };
type Confirm = { EMAIL: string; CODE: string };

function setup(verify: (params: Confirm) => Promise<{ ok: true }> = async () => ({ ok: true })) {
  const sendFx = createEffect<Request, { sent: boolean; resend_after: number }, ApiError>();
  const confirmFx = createEffect<Confirm, { ok: true }, ApiError>();
  const flow = createCodeFlow({ sendFx, confirmFx, toConfirm: (sent, code) => ({ EMAIL: sent.EMAIL, CODE: code }) });
  const calls = { send: vi.fn(async () => ({ sent: true, resend_after: 120 })), verify: vi.fn(verify) };
  const scope = fork({ handlers: [[sendFx, calls.send], [confirmFx, calls.verify]] });
  return { flow, scope, calls };
}

/** Fires a unit and lets the effects finish, without waiting for the 120 s countdown to end. */
async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(20);
}

const warning = (CODE: string) => new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CODE: [CODE] }, messages: [CODE] });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the verification-code flow', () => {
  it('request → code (digits only) → confirm with the address it was sent to', async () => {
    const { flow, scope, calls } = setup();
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    expect(calls.send).toHaveBeenCalledWith({ EMAIL: 'anna@example.am' });
    expect(scope.getState(flow.$sentTo)).toEqual({ EMAIL: 'anna@example.am' });
    expect(scope.getState(flow.timer.$secondsLeft)).toBe(120);
    await run(scope, flow.codeChanged, '12 34-567 8');
    expect(scope.getState(flow.$code)).toBe('123456');
    await run(scope, flow.codeSubmitted);
    expect(calls.verify).toHaveBeenCalledWith({ EMAIL: 'anna@example.am', CODE: '123456' });
  });

  it('a code that is empty or not 6 digits is refused here and not sent', async () => {
    const { flow, scope, calls } = setup();
    const problems: unknown[] = [];
    createWatch({ unit: flow.codeChecked, scope, fn: (problem) => problems.push(problem) });
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    await run(scope, flow.codeSubmitted);
    await run(scope, flow.codeChanged, '123');
    await run(scope, flow.codeSubmitted);
    expect(problems).toEqual(['required', 'invalid']);
    expect(calls.verify).not.toHaveBeenCalled();
  });

  it('resend: refused while the 120 s countdown runs, sent again to the same address at 0, the code field emptied', async () => {
    const { flow, scope, calls } = setup();
    await run(scope, flow.resendClicked);
    expect(calls.send).not.toHaveBeenCalled();
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    await run(scope, flow.codeChanged, '111111');
    await run(scope, flow.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(scope.getState(flow.timer.$secondsLeft)).toBe(1);
    await run(scope, flow.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState(flow.timer.$canResend)).toBe(true);
    await run(scope, flow.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(2);
    expect(calls.send).toHaveBeenLastCalledWith({ EMAIL: 'anna@example.am' });
    expect(scope.getState(flow.timer.$secondsLeft)).toBe(120);
    expect(scope.getState(flow.$code)).toBe('');
  });

  it('a code the server kept (asked again within 120 s): the countdown goes on from the seconds it says', async () => {
    const { flow, scope, calls } = setup();
    calls.send.mockResolvedValueOnce({ sent: false, resend_after: 75 });
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    expect(scope.getState(flow.$codeKept)).toBe(true);
    expect(scope.getState(flow.timer.$secondsLeft)).toBe(75);
  });

  it.each([
    ['wrong', 'The code is wrong.'],
    ['expired', 'The code has expired. Get a new code.'],
    ['locked', 'Too many wrong codes. Try again in 15 minutes.'],
  ])('a %s code: the server’s warning comes back as the failure, the address and countdown stay', async (_, message) => {
    const { flow, scope } = setup(async () => Promise.reject(warning(message)));
    const failures: ApiError[] = [];
    createWatch({ unit: flow.confirmFx.failData, scope, fn: (error) => failures.push(error) });
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    await run(scope, flow.codeChanged, '654321');
    await run(scope, flow.codeSubmitted);
    expect(failures.map((error) => error.fieldWarnings.CODE)).toEqual([[message]]);
    expect(scope.getState(flow.$sentTo)).toEqual({ EMAIL: 'anna@example.am' });
    expect(scope.getState(flow.timer.$isRunning)).toBe(true);
    expect(scope.getState(flow.$pending)).toBe(false);
  });

  it('stopped: the countdown ends and the code, the address and the kept flag are forgotten', async () => {
    const { flow, scope } = setup();
    await run(scope, flow.codeRequested, { EMAIL: 'anna@example.am' });
    await run(scope, flow.codeChanged, '123456');
    await run(scope, flow.stopped);
    expect(scope.getState(flow.timer.$isRunning)).toBe(false);
    expect(scope.getState(flow.timer.$secondsLeft)).toBe(0);
    expect(scope.getState(flow.$code)).toBe('');
    expect(scope.getState(flow.$sentTo)).toBeNull();
  });

  it('rules: 6 digits; typing keeps the digits, at most 6', () => {
    expect(codeProblemOf('')).toBe('required');
    expect(codeProblemOf('12345')).toBe('invalid');
    expect(codeProblemOf('123456')).toBeNull();
    expect(codeDigits('a1b2 3-4567')).toBe('123456');
  });
});
