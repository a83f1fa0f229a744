import { attach, combine, createEvent, createStore, sample, type Effect, type Store } from 'effector';
import { unannouncedFailureOf, type ApiError, type FailureReason, type RequestReceived } from '@/shared/api';
import type { RequestProblem, RequestProblems } from '../lib/rules';

/** A message under a field: one of ours, or the server's own sentence (warning_d). */
export type RequestFieldError = { type: RequestProblem } | { type: 'server'; message: string };
export type RequestErrors<V> = Partial<Record<keyof V & string, RequestFieldError>>;

interface RequestFormSpec<V extends object, P> {
  initial: V;
  check: (values: V) => RequestProblems<keyof V & string>;
  toWire: (values: V) => P;
  sendFx: Effect<P, RequestReceived, ApiError>;
  /** The wire name of a field when it differs (the attachment FILE is sent as FILENAME). */
  wireName?: Partial<Record<keyof V & string, string>>;
  /** True while something the form sends is not ready yet (a photo being prepared): Send waits. */
  $preparing?: Store<boolean>;
}

/**
 * One request form of the profile (a callback, a contract order, a written request;
 * docs/decisions/profile-requests.md): the values, the checks of lib/rules before sending, the server's warning_d
 * under the fields, and the answer (its number) once received. "Send another" and leaving the screen start afresh.
 */
export function createRequestForm<V extends object, P>(spec: RequestFormSpec<V, P>) {
  type Field = keyof V & string;
  const fieldChanged = createEvent<{ field: Field; value: V[Field] }>();
  /** Values to start with where the field is still empty (the customer's phone). */
  const prefilled = createEvent<Partial<V>>();
  const submitted = createEvent();
  /** "Send another": the form again, empty. */
  const restarted = createEvent();
  /** The screen was left. */
  const closed = createEvent();

  const sendFx = attach({ effect: spec.sendFx });

  const $values = createStore<V>(spec.initial);
  const $errors = createStore<RequestErrors<V>>({});
  /** The request as received (its number), or null while the form is being filled. */
  const $received = createStore<RequestReceived | null>(null);
  /** Why the last send failed when nothing else says it (no connection…): beneath the form; what was typed stays. */
  const $failure = createStore<FailureReason | null>(null);
  /** Sending, or waiting for an attachment to be prepared. */
  const $pending = spec.$preparing ? combine(sendFx.pending, spec.$preparing, (sending, preparing) => sending || preparing) : sendFx.pending;

  $values
    .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
    .on(prefilled, (values, given) => {
      const next = { ...values };
      for (const [field, value] of Object.entries(given) as [Field, V[Field]][]) {
        if (!next[field]) next[field] = value;
      }
      return next;
    })
    .reset(restarted, closed);
  $errors
    .on(fieldChanged, (errors, { field }) => {
      if (!(field in errors)) return errors;
      const { [field]: _, ...rest } = errors;
      return rest as RequestErrors<V>;
    })
    .reset(restarted, closed, sendFx.done);
  $received.on(sendFx.doneData, (_, answer) => answer).reset(restarted, closed);
  sample({ clock: sendFx.failData, fn: unannouncedFailureOf, target: $failure });
  $failure.reset(sendFx, fieldChanged, restarted, closed);

  const checked = sample({ clock: submitted, source: $values, filter: $pending.map((pending) => !pending), fn: (values) => ({ values, problems: spec.check(values) }) });
  sample({
    clock: checked,
    fn: ({ problems }): RequestErrors<V> => Object.fromEntries(Object.entries(problems).map(([field, type]) => [field, { type }])) as RequestErrors<V>,
    target: $errors,
  });
  sample({ clock: checked, filter: ({ problems }) => Object.keys(problems).length === 0, fn: ({ values }) => spec.toWire(values), target: sendFx });

  // The server's refusals stand under their fields (a dialog lists them too: customer-portal.md §8).
  sample({
    clock: sendFx.failData,
    source: $values,
    fn: (values, error): RequestErrors<V> => {
      const errors: RequestErrors<V> = {};
      for (const field of Object.keys(values) as Field[]) {
        const message = error.fieldWarnings[spec.wireName?.[field] ?? field]?.[0];
        if (message) errors[field] = { type: 'server', message };
      }
      return errors;
    },
    target: $errors,
  });

  return { fieldChanged, prefilled, submitted, restarted, closed, sendFx, $values, $errors, $received, $pending, $failure };
}

export type RequestForm<V extends object> = ReturnType<typeof createRequestForm<V, unknown>>;
