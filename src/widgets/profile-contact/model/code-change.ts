import { createEvent, createStore, sample, type Effect, type Store } from 'effector';
import { not } from 'patronum';
import { createCodeFlow } from '@/entities/account';
import { unannouncedFailureOf, type ApiError, type ContactCodeSent, type ContactPayload, type Customer, type FailureReason } from '@/shared/api';
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
 * (request-…-change) → the code typed → confirm-…-change answers the profile as it is now. The code part is the one
 * verification-code flow (`createCodeFlow`, entities/account: the code, the 120 s resend, the check); this adds the
 * new value, its rule and where the messages stand. One instance for the phone, one for the e-mail.
 */
export function createCodeChange(spec: CodeChangeSpec) {
  const { field } = spec;
  const valueChanged = createEvent<string>();
  /** "Get a code" for the typed value. */
  const requested = createEvent();
  /** "Change the address" / "Cancel": back to typing the value, the code forgotten. */
  const cancelled = createEvent();
  /** The screen was left: everything starts afresh. */
  const closed = createEvent();

  const flow = createCodeFlow({
    sendFx: spec.requestFx,
    confirmFx: spec.confirmFx,
    toConfirm: (sent: ContactPayload, code: string): ContactPayload => ({ [field]: sent[field] as string, CODE: code }),
  });
  const { requestFx, resendFx, confirmFx, timer } = flow;

  const $value = createStore('');
  /** The address (as sent) the code went to; null while the value is being typed. */
  const $sentTo = flow.$sentTo.map((sent) => (sent ? String(sent[field]) : null));
  const $errors = createStore<CodeChangeErrors>({});
  /** Why the last call failed when nothing else says it (no connection…): beneath the form, what was typed kept. */
  const $failure = createStore<FailureReason | null>(null);
  /** The profile after a confirmed change (the screen hands it to the session). */
  const changed = confirmFx.doneData.map(({ result }) => result);

  $value.on(valueChanged, (_, value) => value).reset(changed, closed);
  $errors
    .on(valueChanged, ({ value: _, ...rest }) => rest)
    .on(flow.codeChanged, ({ code: _, ...rest }) => rest)
    .reset(requestFx.done, cancelled, changed, closed);

  const serverMessage = (error: ApiError, name: string): FieldError | undefined => {
    const message = error.fieldWarnings[name]?.[0];
    return message ? { type: 'server', message } : undefined;
  };

  // 1. The new value: checked here, then the code goes out.
  const checked = sample({
    clock: requested,
    source: { value: $value, current: spec.$current },
    filter: not(flow.$pending),
    fn: ({ value, current }) => spec.check(value, current),
  });
  sample({ clock: checked, fn: (problem): CodeChangeErrors => (problem ? { value: { type: problem } } : {}), target: $errors });
  sample({
    clock: checked,
    source: $value,
    filter: (_, problem) => problem === null,
    fn: (value): ContactPayload => ({ [field]: spec.toWire(value) }),
    target: flow.codeRequested,
  });
  sample({ clock: requestFx.failData, fn: (error): CodeChangeErrors => ({ value: serverMessage(error, field) }), target: $errors });

  // 2. Again, after the countdown.
  sample({ clock: resendFx.failData, fn: (error): CodeChangeErrors => ({ code: serverMessage(error, 'CODE') ?? serverMessage(error, field) }), target: $errors });

  // 3. The code.
  sample({ clock: flow.codeChecked, fn: (problem): CodeChangeErrors => (problem ? { code: { type: `code-${problem}` } } : {}), target: $errors });
  sample({
    clock: confirmFx.failData,
    fn: (error): CodeChangeErrors => {
      const code = serverMessage(error, 'CODE');
      return code ? { code } : { value: serverMessage(error, field) };
    },
    target: $errors,
  });
  sample({ clock: [requestFx.failData, resendFx.failData, confirmFx.failData], fn: unannouncedFailureOf, target: $failure });
  $failure.reset(requestFx, resendFx, confirmFx, valueChanged, flow.codeChanged, cancelled, closed);
  sample({ clock: [changed, cancelled, closed], target: flow.stopped });

  return {
    valueChanged,
    codeChanged: flow.codeChanged,
    requested,
    resendClicked: flow.resendClicked,
    confirmed: flow.codeSubmitted,
    cancelled,
    closed,
    changed,
    $value,
    $code: flow.$code,
    $sentTo,
    /** The request the code answered (as sent): what a story sets to open the code step. */
    $sentRequest: flow.$sentTo,
    $errors,
    $failure,
    $pending: flow.$pending,
    $resendPending: flow.$resendPending,
    timer,
  };
}

export type CodeChange = ReturnType<typeof createCodeChange>;
