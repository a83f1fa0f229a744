import { attach, createEvent, createStore, merge, sample, type Effect, type Event } from 'effector';
import { not, pending, reset } from 'patronum';
import type { ApiError } from '@/shared/api';
import { CODE_LENGTH, isCodeFormat } from '@/shared/lib';
import { createResendTimer } from './resend-timer';

/** What is wrong with a typed code before it is sent: nothing typed, or not 6 digits. */
export type CodeProblem = 'required' | 'invalid';

/** The code screen's own check (customer-portal.md §5: 6 digits). */
export const codeProblemOf = (code: string): CodeProblem | null => (!code ? 'required' : !isCodeFormat(code) ? 'invalid' : null);

/** What typing leaves in the code field: its digits, at most 6. */
export const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** The answer of every "send a code" call: a new code (`sent`) or the one kept, and when one may be asked again. */
interface CodeSentAnswer {
  sent: boolean;
  resend_after: number;
}

interface CodeFlowSpec<Request, Sent extends CodeSentAnswer, Confirm, Answer> {
  /** The call that sends a code (the first time and again). */
  sendFx: Effect<Request, Sent, ApiError>;
  /** The call that checks the code. */
  confirmFx: Effect<Confirm, Answer, ApiError>;
  /** The check call's payload: the request the code answered and the code typed. */
  toConfirm: (sentTo: Request, code: string) => Confirm;
}

/**
 * The one verification-code flow (customer-portal.md §4 "Resend timer", §5, §7; docs/decisions/one-verification-flow.md):
 * a code is asked for (`codeRequested`, after the screen's own checks) → the code typed (`codeChanged`, digits only)
 * → `codeSubmitted`: checked here (`codeChecked` says the problem, or null), then sent with the request it answers.
 * "Send the code again" (`resendClicked`) repeats the last request once the countdown allows it (120 s, or what the
 * server says is left when it kept its code: `$codeKept`). Wrong, expired and locked codes are the server's
 * warnings: the screens show them from the failed effects. Registration, password recovery and the profile's
 * phone / e-mail change each hold one; what differs (the calls, where the errors stand, what comes next) is theirs.
 */
export function createCodeFlow<Request, Sent extends CodeSentAnswer, Confirm, Answer>(spec: CodeFlowSpec<Request, Sent, Confirm, Answer>) {
  /** A code to this address: the screen checked it. */
  const codeRequested = createEvent<Request>();
  const codeChanged = createEvent<string>();
  const codeSubmitted = createEvent();
  const resendClicked = createEvent();
  /** The flow is over (done, cancelled, the screen left): the countdown stops, the code and address are forgotten. */
  const stopped = createEvent();

  const requestFx = attach({ effect: spec.sendFx });
  const resendFx = attach({ effect: spec.sendFx });
  const confirmFx = attach({ effect: spec.confirmFx });

  const timer = createResendTimer();
  const $code = createStore('');
  /** The request the code went out for (as sent); null before. */
  const $sentTo = createStore<Request | null>(null);
  /** The server kept the code it sent less than 120 s ago (the same address asked again): that code is still valid. */
  const $codeKept = createStore(false);
  const $pending = pending([requestFx, confirmFx]);
  const $resendPending = pending([resendFx]);

  $code.on(codeChanged, (_, text) => codeDigits(text)).reset(requestFx.done, resendFx.done);
  sample({ clock: codeRequested, filter: not($pending), target: requestFx });
  sample({ clock: requestFx.done, fn: ({ params }) => params, target: $sentTo });
  // The countdown starts from what the server says: 120 s for a new code, the rest for the code it kept.
  const answered: Event<CodeSentAnswer> = merge([requestFx.doneData, resendFx.doneData]);
  sample({ clock: answered, fn: (answer) => answer.resend_after, target: timer.startedFrom });
  $codeKept.on(answered, (_, answer) => !answer.sent);

  sample({
    clock: resendClicked,
    source: { sentTo: $sentTo, canResend: timer.$canResend, busy: $resendPending },
    filter: ({ sentTo, canResend, busy }) => sentTo !== null && canResend && !busy,
    fn: ({ sentTo }) => sentTo as Request,
    target: resendFx,
  });

  const codeChecked = sample({ clock: codeSubmitted, source: $code, filter: not($pending), fn: codeProblemOf });
  sample({
    clock: codeChecked,
    source: { sentTo: $sentTo, code: $code },
    filter: ({ sentTo }, problem) => sentTo !== null && problem === null,
    fn: ({ sentTo, code }) => spec.toConfirm(sentTo as Request, code),
    target: confirmFx,
  });

  sample({ clock: stopped, target: timer.stopped });
  reset({ clock: stopped, target: [$code, $sentTo, $codeKept] });

  return {
    codeRequested,
    codeChanged,
    codeSubmitted,
    resendClicked,
    stopped,
    codeChecked,
    $code,
    $sentTo,
    $codeKept,
    $pending,
    $resendPending,
    timer,
    requestFx,
    resendFx,
    confirmFx,
  };
}
