import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import { not, once, pending, reset } from 'patronum';
import { signedIn } from '@/entities/session';
import { captchaAheadFx, captchaFx, failureReasonOf, signInFx, type ApiError, type FailureReason, type SignInPayload } from '@/shared/api';
import { DEFAULT_AFTER_LOGIN_TAB } from '@/shared/config';
import { $lang, localizePath } from '@/shared/i18n';
import { codeWanted, navigateFx, safeRedirectTarget } from '@/shared/routing';
import { createErrorsRaised } from '@/shared/model';

/**
 * The sign-in form (customer-portal.md §2 Access, §7 Login): personal ID or e-mail and password,
 * with the simulator's "I am not a robot" challenge after repeated failures.
 */
export type SignInField = 'LOGIN' | 'PASSWORD' | 'CAPTCHA_ANSWER';
export type FieldError = { type: 'required' } | { type: 'server'; message: string };
export type SignInErrors = Partial<Record<SignInField, FieldError>>;

export const loginChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
/** The login field lost the focus (the customer moved on to the password). */
export const loginLeft = createEvent();
export const captchaAnswerChanged = createEvent<string>();
export const formSubmitted = createEvent();
/** The login page opened, with the `redirect` query it was given. */
export const pageOpened = createEvent<{ redirect?: string }>();
export const pageClosed = createEvent();

export const $login = createStore('');
export const $password = createStore('');
export const $captcha = createStore<{ id: string; question: string } | null>(null);
export const $captchaAnswer = createStore('');
export const $errors = createStore<SignInErrors>({});
export const $redirectTo = createStore<string | null>(null);
/** No connection: said beneath the form (a server error is the catalogue's toast; a refusal stands under its field). */
export const $failure = createStore<FailureReason | null>(null);

const checkCaptchaFx = attach({ effect: captchaFx });
const submitFx = attach({ effect: signInFx });

export const $pending = pending([checkCaptchaFx, submitFx]);

$login.on(loginChanged, (_, value) => value);
$password.on(passwordChanged, (_, value) => value);
$captchaAnswer.on(captchaAnswerChanged, (_, value) => value);
$errors
  .on(loginChanged, ({ LOGIN: _, ...rest }) => rest)
  .on(passwordChanged, ({ PASSWORD: _, ...rest }) => rest)
  .on(captchaAnswerChanged, ({ CAPTCHA_ANSWER: _, ...rest }) => rest);

sample({ clock: pageOpened, fn: ({ redirect }) => safeRedirectTarget(redirect), target: $redirectTo });

interface Form {
  login: string;
  password: string;
  captcha: { id: string; question: string } | null;
  answer: string;
}
const $form = combine({ login: $login, password: $password, captcha: $captcha, answer: $captchaAnswer });

export function validate(form: Form): SignInErrors {
  const errors: SignInErrors = {};
  if (!form.login.trim()) errors.LOGIN = { type: 'required' };
  if (!form.password) errors.PASSWORD = { type: 'required' };
  if (form.captcha && !form.answer.trim()) errors.CAPTCHA_ANSWER = { type: 'required' };
  return errors;
}

const toPayload = (form: Form): SignInPayload => ({
  LOGIN: form.login.trim(),
  PASSWORD: form.password,
  CAPTCHA_ID: form.captcha?.id,
  CAPTCHA_ANSWER: form.captcha ? form.answer.trim() : undefined,
});

// A second press while a request is out does nothing.
const submitted = sample({ clock: formSubmitted, filter: not($pending) });
const checked = sample({ clock: submitted, source: $form, fn: validate });
sample({ clock: checked, target: $errors });
const validSubmit = sample({
  clock: submitted,
  source: $form,
  filter: (form) => Object.keys(validate(form)).length === 0,
});

// Whether this login must prove it is not a robot is asked ahead, once the customer has moved on from the login (left
// the field, or typing the password): a press then sends the sign-in at once, one round trip sooner. Only a "no"
// is kept, for the login it was asked for, and only if no press came in between; a press without one asks as before.
const checkAheadFx = attach({ effect: captchaAheadFx });
/** The login last asked about ahead (null: none since the last press). */
const $askedAhead = createStore<string | null>(null);
/** The login for which the backend said, ahead, that no challenge is needed. */
const $clearedAhead = createStore<string | null>(null);
sample({
  clock: [loginLeft, passwordChanged],
  source: { form: $form, asked: $askedAhead, pending: $pending },
  filter: ({ form, asked, pending }) => !pending && form.captcha === null && form.login.trim() !== '' && asked !== form.login.trim(),
  fn: ({ form }) => ({ LOGIN: form.login.trim() }),
  target: checkAheadFx,
});
sample({ clock: checkAheadFx, fn: ({ LOGIN }) => LOGIN, target: $askedAhead });
sample({
  clock: checkAheadFx.done,
  source: $askedAhead,
  filter: (asked, { params, result }) => asked === params.LOGIN && !result.required,
  fn: (_, { params }) => params.LOGIN,
  target: $clearedAhead,
});

// First ask whether this login must prove it is not a robot (unless asked ahead); once the challenge is on screen, send it.
const cleared = (form: Form, login: string | null) => form.captcha === null && login === form.login.trim();
sample({
  clock: validSubmit,
  source: $clearedAhead,
  filter: (login, form) => form.captcha === null && !cleared(form, login),
  fn: (_, form) => ({ LOGIN: form.login.trim() }),
  target: checkCaptchaFx,
});
sample({ clock: validSubmit, source: $clearedAhead, filter: (login, form) => form.captcha !== null || cleared(form, login), fn: (_, form) => toPayload(form), target: submitFx });
// What a press sends forgets what was asked ahead: a refused sign-in may make the next one need a challenge.
reset({ clock: [checkCaptchaFx, submitFx], target: [$askedAhead, $clearedAhead] });
sample({
  clock: checkCaptchaFx.doneData,
  filter: (challenge) => challenge.required && Boolean(challenge.captcha_id),
  fn: (challenge) => ({ id: challenge.captcha_id as string, question: challenge.question ?? '' }),
  target: $captcha,
});
sample({ clock: checkCaptchaFx.doneData, source: $form, filter: (_, challenge) => !challenge.required, fn: toPayload, target: submitFx });

/** Server field warnings (warning_d) shown under the matching fields. */
export function serverErrors(error: ApiError): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of ['LOGIN', 'PASSWORD', 'CAPTCHA_ANSWER'] as const) {
    const message = error.fieldWarnings[field]?.[0];
    if (message) errors[field] = { type: 'server', message };
  }
  return errors;
}
const refused = sample({ clock: submitFx.failData, fn: serverErrors });
// Refused for want of a challenge none was shown for (the backend's count moved since it was asked ahead): ask now,
// and the challenge appears with the refusal's message under it.
sample({
  clock: submitFx.fail,
  filter: ({ params, error }) => params.CAPTCHA_ID === undefined && Boolean(error.fieldWarnings.CAPTCHA_ANSWER?.length),
  fn: ({ params }) => ({ LOGIN: params.LOGIN }),
  target: checkCaptchaFx,
});
sample({ clock: refused, target: $errors });
/** The presses and refusals that left a field in error: the form moves the focus to the first. */
export const $errorsRaised = createErrorsRaised([checked, refused]);
sample({ clock: [checkCaptchaFx.failData, submitFx.failData], fn: (error) => (failureReasonOf(error) === 'network' ? 'network' : null), target: $failure });
$failure.reset(formSubmitted);
$captchaAnswer.reset(submitFx.fail);
$password.reset(submitFx.fail);
// A wrong answer gets a fresh challenge on the next submit.
$captcha.reset(submitFx.fail);

/** Where a successful sign-in goes: the `redirect` the page was given, else the profile. */
const $destination = combine($redirectTo, $lang, (redirect, lang) => redirect ?? localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, lang));

sample({ clock: submitFx.doneData, target: signedIn });
sample({
  clock: submitFx.done,
  source: $destination,
  fn: (href) => ({ href, replace: true }),
  target: navigateFx,
});
// The customer has started filling the form in: the destination's code is fetched meanwhile, once per visit of the
// page, so that after the sign-in only its data is waited for (on a slow link its code was a second or more).
sample({
  clock: once({ source: merge([loginChanged, passwordChanged]), reset: pageOpened }),
  source: $destination,
  target: codeWanted,
});

reset({
  clock: [pageClosed, submitFx.done],
  target: [$login, $password, $captcha, $captchaAnswer, $errors, $failure, $askedAhead, $clearedAhead],
});
