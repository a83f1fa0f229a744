import { attach, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { customerDataCleared } from '@/entities/session';
import { subscribeFx, unannouncedFailureOf, type FailureReason } from '@/shared/api';

/** The home page's e-mail subscription block. */
export type SubscribeError = { type: 'required' } | { type: 'email' } | { type: 'server'; message: string };

export const emailChanged = createEvent<string>();
export const formSubmitted = createEvent();

export const $email = createStore('').on(emailChanged, (_, value) => value);
export const $error = createStore<SubscribeError | null>(null).reset(emailChanged);
export const $subscribed = createStore(false);

const sendFx = attach({ effect: subscribeFx });
export const $pending = sendFx.pending;

const emailSchema = v.pipe(v.string(), v.trim(), v.email());

export function validateEmail(value: string): SubscribeError | null {
  if (!value.trim()) return { type: 'required' };
  return v.safeParse(emailSchema, value).success ? null : { type: 'email' };
}

sample({ clock: formSubmitted, source: $email, fn: validateEmail, target: $error });
sample({
  clock: formSubmitted,
  source: $email,
  filter: (email) => validateEmail(email) === null,
  fn: (email) => ({ email: email.trim() }),
  target: sendFx,
});
sample({
  clock: sendFx.failData,
  fn: (error): SubscribeError | null => {
    const message = error.fieldWarnings.email?.[0];
    return message ? { type: 'server', message } : null;
  },
  target: $error,
});
/** Why the last subscription could not be sent, when nothing else says it (no connection…): beneath the form. */
export const $failure = createStore<FailureReason | null>(null).reset(emailChanged, sendFx);
sample({ clock: sendFx.failData, fn: unannouncedFailureOf, target: $failure });
$subscribed.on(sendFx.done, () => true).reset(emailChanged);
// Sent, or the customer who typed it signed out (a shared computer: the next person must not find it).
$email.reset(sendFx.done, customerDataCleared);
