import { attach, createEvent, createStore, sample, type Effect, type Store } from 'effector';
import { not, pending } from 'patronum';
import { createResendTimer } from '@/entities/account';
import type { ApiError, ContactCodeSent, ContactPayload, Customer } from '@/shared/api';
import { isCodeFormat } from '@/shared/lib';
import type { ContactProblem } from '../lib/rules';

/** A message under a field: one of ours, or the server's own sentence (warning_d). */
export type FieldError = { type: ContactProblem | 'code-required' | 'code-invalid' } | { type: 'server'; message: string };

export interface CodeChangeErrors {
  value?: FieldError;
  code?: FieldError;
}

type Field = 'PHONE' | 'EMAIL';
type Answer = { result: Customer; message: string };

interface CodeChangeSpec {
  field: Field;
  /** The rule of the new value; `current` is the profile's value. */
  check: (text: string, current: string | null) => ContactProblem | null;
  /** What is sent for the typed text. */
  toWire: (text: string) => string;
  /** The value held now (the profile's PHONE or EMAIL). */
  $current: Store<string | null>;
  requestFx: Effect<ContactPayload, ContactCodeSent, ApiError>;
  confirmFx: Effect<ContactPayload, Answer, ApiError>;
}

/**
 * A change with a code (customer-portal.md §7 "Profile", §4 "Resend timer"): the new address → a code to it
 * (request-…-change) → the code typed → confirm-…-change answers the profile as it is now. While a code is out,
 * "send the code again" waits 120 s (the accounts' countdown, `entities/account`). One instance for the phone,
 * one for the e-mail.
 */
export function createCodeChange(spec: CodeChangeSpec) {
  const { field } = spec;
  const valueChanged = createEvent<string>();
  const codeChanged = createEvent<string>();
  /** "Get a code" for the typed value. */
  const requested = createEvent();
  const resendClicked = createEvent();
  /** "Confirm" with the typed code. */
  const confirmed = createEvent();
  /** "Change the address" / "Cancel": back to typing the value, the code forgotten. */
  const cancelled = createEvent();
  /** The screen was left: everything starts afresh. */
  const closed = createEvent();

  const requestFx = attach({ effect: spec.requestFx });
  const resendFx = attach({ effect: spec.requestFx });
  const confirmFx = attach({ effect: spec.confirmFx });

  const timer = createResendTimer();
  const $value = createStore('');
  const $code = createStore('');
  /** The address (as sent) the code went to; null while the value is being typed. */
  const $sentTo = createStore<string | null>(null);
  const $errors = createStore<CodeChangeErrors>({});
  const $pending = pending([requestFx, confirmFx]);
  const $resendPending = pending([resendFx]);
  /** The profile after a confirmed change (the screen hands it to the session). */
  const changed = confirmFx.doneData.map(({ result }) => result);

  $value.on(valueChanged, (_, value) => value).reset(changed, closed);
  $code.on(codeChanged, (_, value) => value.replace(/\D/g, '').slice(0, 6)).reset(requestFx.done, cancelled, changed, closed);
  $sentTo
    .on(requestFx.done, (_, { params }) => String(params[field]))
    .reset(cancelled, changed, closed);
  $errors
    .on(valueChanged, ({ value: _, ...rest }) => rest)
    .on(codeChanged, ({ code: _, ...rest }) => rest)
    .reset(requestFx.done, cancelled, changed, closed);

  const serverMessage = (error: ApiError, name: string): FieldError | undefined => {
    const message = error.fieldWarnings[name]?.[0];
    return message ? { type: 'server', message } : undefined;
  };

  // 1. The new value: checked here, then the code goes out.
  const checked = sample({
    clock: requested,
    source: { value: $value, current: spec.$current },
    filter: not($pending),
    fn: ({ value, current }) => spec.check(value, current),
  });
  sample({ clock: checked, fn: (problem): CodeChangeErrors => (problem ? { value: { type: problem } } : {}), target: $errors });
  sample({
    clock: checked,
    source: $value,
    filter: (_, problem) => problem === null,
    fn: (value): ContactPayload => ({ [field]: spec.toWire(value) }),
    target: requestFx,
  });
  // From the server's seconds: 120 for a new code, the rest when it kept the one sent less than 120 s ago.
  sample({ clock: [requestFx.doneData, resendFx.doneData], fn: (answer) => answer.resend_after, target: timer.startedFrom });
  sample({ clock: requestFx.failData, fn: (error): CodeChangeErrors => ({ value: serverMessage(error, field) }), target: $errors });

  // 2. Again, after the countdown.
  sample({
    clock: resendClicked,
    source: $sentTo,
    filter: (sentTo) => sentTo !== null,
    fn: (sentTo): ContactPayload => ({ [field]: sentTo as string }),
    target: resendFx,
  });
  sample({ clock: resendFx.failData, fn: (error): CodeChangeErrors => ({ code: serverMessage(error, 'CODE') ?? serverMessage(error, field) }), target: $errors });

  // 3. The code.
  const codeChecked = sample({
    clock: confirmed,
    source: $code,
    filter: not($pending),
    fn: (code): FieldError | null => (!code ? { type: 'code-required' } : !isCodeFormat(code) ? { type: 'code-invalid' } : null),
  });
  sample({ clock: codeChecked, fn: (problem): CodeChangeErrors => (problem ? { code: problem } : {}), target: $errors });
  sample({
    clock: codeChecked,
    source: { sentTo: $sentTo, code: $code },
    filter: ({ sentTo }, problem) => problem === null && sentTo !== null,
    fn: ({ sentTo, code }): ContactPayload => ({ [field]: sentTo as string, CODE: code }),
    target: confirmFx,
  });
  sample({
    clock: confirmFx.failData,
    fn: (error): CodeChangeErrors => {
      const code = serverMessage(error, 'CODE');
      return code ? { code } : { value: serverMessage(error, field) };
    },
    target: $errors,
  });
  sample({ clock: [changed, cancelled, closed], target: timer.stopped });

  return {
    valueChanged,
    codeChanged,
    requested,
    resendClicked,
    confirmed,
    cancelled,
    closed,
    changed,
    $value,
    $code,
    $sentTo,
    $errors,
    $pending,
    $resendPending,
    timer,
    requestFx,
    confirmFx,
  };
}

export type CodeChange = ReturnType<typeof createCodeChange>;
