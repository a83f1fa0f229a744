import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResendTimer } from './resend-timer';

describe('resend timer (120 s, controlled clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 120 once a second and wakes the button at 0', async () => {
    const timer = createResendTimer();
    const scope = fork();
    expect(scope.getState(timer.$canResend)).toBe(true);

    const running = allSettled(timer.started, { scope });
    expect(scope.getState(timer.$secondsLeft)).toBe(120);
    expect(scope.getState(timer.$canResend)).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState(timer.$secondsLeft)).toBe(119);
    await vi.advanceTimersByTimeAsync(118_000);
    expect(scope.getState(timer.$secondsLeft)).toBe(1);
    expect(scope.getState(timer.$canResend)).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    await running;
    expect(scope.getState(timer.$secondsLeft)).toBe(0);
    expect(scope.getState(timer.$canResend)).toBe(true);
    expect(scope.getState(timer.$isRunning)).toBe(false);

    // Stopped: nothing ticks any more.
    await vi.advanceTimersByTimeAsync(5000);
    expect(scope.getState(timer.$secondsLeft)).toBe(0);
  });

  it('a new code starts again from the full time; stopping resets', async () => {
    const timer = createResendTimer(10);
    const scope = fork();
    void allSettled(timer.started, { scope });
    await vi.advanceTimersByTimeAsync(4000);
    expect(scope.getState(timer.$secondsLeft)).toBe(6);
    void allSettled(timer.started, { scope });
    expect(scope.getState(timer.$secondsLeft)).toBe(10);
    await allSettled(timer.stopped, { scope });
    expect(scope.getState(timer.$secondsLeft)).toBe(0);
    expect(scope.getState(timer.$canResend)).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(scope.getState(timer.$secondsLeft)).toBe(0);
  });

  it('starts from the seconds the server says are left (it kept the code it sent before)', async () => {
    const timer = createResendTimer();
    const scope = fork();
    void allSettled(timer.startedFrom, { scope, params: 87 });
    expect(scope.getState(timer.$secondsLeft)).toBe(87);
    await vi.advanceTimersByTimeAsync(87_000);
    expect(scope.getState(timer.$secondsLeft)).toBe(0);
    expect(scope.getState(timer.$canResend)).toBe(true);
    expect(scope.getState(timer.$isRunning)).toBe(false);
  });

  it('two scopes count independently', async () => {
    const timer = createResendTimer(5);
    const a = fork();
    const b = fork();
    void allSettled(timer.started, { scope: a });
    await vi.advanceTimersByTimeAsync(2000);
    void allSettled(timer.started, { scope: b });
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.getState(timer.$secondsLeft)).toBe(2);
    expect(b.getState(timer.$secondsLeft)).toBe(4);
  });
});
