import { createEvent, createStore, merge, sample } from 'effector';
import { interval } from 'patronum';
import { RESEND_CODE_SECONDS } from '@/shared/config';

/**
 * The "send the code again" countdown (customer-portal.md §4, §9): starts at 120 s when a code was sent (or at the
 * seconds the server says are left, when it kept the code it sent before), ticks every second (patronum
 * `interval`) and wakes the button at 0.
 */
export function createResendTimer(seconds: number = RESEND_CODE_SECONDS) {
  /** A code was sent: count down from the start. */
  const started = createEvent();
  /** Count down from the seconds given (the server's `resend_after`, or what is left after a reload). */
  const startedFrom = createEvent<number>();
  /** Stop counting (the screen was left, or the countdown ended). */
  const stopped = createEvent();
  const $secondsLeft = createStore(0);
  const { tick, isRunning } = interval({ timeout: 1000, start: merge([started, startedFrom]), stop: stopped });

  $secondsLeft
    .on(started, () => seconds)
    .on(startedFrom, (_, from) => Math.max(0, Math.round(from)))
    .on(tick, (left) => Math.max(0, left - 1));
  $secondsLeft.reset(stopped);
  sample({ clock: tick, source: $secondsLeft, filter: (left) => left === 0, target: stopped });

  const $canResend = $secondsLeft.map((left) => left === 0);
  return { started, startedFrom, stopped, $secondsLeft, $canResend, $isRunning: isRunning };
}

export type ResendTimer = ReturnType<typeof createResendTimer>;
