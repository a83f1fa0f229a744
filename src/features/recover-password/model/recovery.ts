import { attach, combine, createEvent, createStore, sample } from 'effector';
import { not, pending, reset } from 'patronum';
import { checkEmailField, checkNewPassword, createCodeFlow, serverFieldErrors, withoutField, type AccountErrors, type AccountFieldError } from '@/entities/account';
import { signedIn } from '@/entities/session';
import { failureReasonOf, resetPasswordFx, sendCodeFx, verifyRecoveryCodeFx, type ApiError, type FailureReason } from '@/shared/api';
import { DEFAULT_AFTER_LOGIN_TAB } from '@/shared/config';
import { $lang, localizePath } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { createErrorsRaised } from '@/shared/model';

/**
 * Password recovery at /forgotPassword (customer-portal.md §2 "Access"): e-mail → code → new password and its
 * check → signed in and on /profile/3152 (docs/decisions/password-policy.md). One address; the step is model state.
 */
export type RecoveryStep = 'email' | 'code' | 'password';
export type RecoveryField = 'EMAIL' | 'CODE' | 'PASSWORD' | 'PASSWORD_CONFIRM';
export type FieldError = AccountFieldError;
export type RecoveryErrors = AccountErrors<RecoveryField>;

export const emailChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const passwordConfirmChanged = createEvent<string>();
export const emailSubmitted = createEvent();
export const passwordSubmitted = createEvent();
/** "Use another e-mail": back to the first step. */
export const restarted = createEvent();
export const recoveryLeft = createEvent();

export const $step = createStore<RecoveryStep>('email');
export const $email = createStore('');
export const $password = createStore('');
export const $passwordConfirm = createStore('');
export const $errors = createStore<RecoveryErrors>({});
/** No connection: said beneath the form (a server error is the catalogue's toast; a refusal stands under its field). */
export const $failure = createStore<FailureReason | null>(null);
const $reset = createStore<string | null>(null);

/** The code to the e-mail: the one verification-code flow (entities/account). */
const code = createCodeFlow({
  sendFx: sendCodeFx,
  confirmFx: verifyRecoveryCodeFx,
  toConfirm: (sent, typed) => ({ STEP: 'code' as const, EMAIL: sent.EMAIL ?? '', CODE: typed }),
});
export const { codeChanged, codeSubmitted, resendClicked, $code, $codeKept, $resendPending, timer } = code;
/** The request the code answered (as sent). */
export const $codeSentTo = code.$sentTo;
/** The e-mail the code was sent to. */
export const $emailSent = code.$sentTo.map((sent) => sent?.EMAIL ?? null);
const { requestFx: sendFx, resendFx, confirmFx: verifyFx } = code;
const saveFx = attach({ effect: resetPasswordFx });

export const $pending = pending([sendFx, verifyFx, saveFx]);

$email.on(emailChanged, (_, value) => value);
$password.on(passwordChanged, (_, value) => value);
$passwordConfirm.on(passwordConfirmChanged, (_, value) => value);
const without = (field: RecoveryField) => withoutField<RecoveryField>(field);
$errors
  .on(emailChanged, without('EMAIL'))
  .on(codeChanged, without('CODE'))
  .on(passwordChanged, without('PASSWORD'))
  .on(passwordConfirmChanged, without('PASSWORD_CONFIRM'));

const RECOVERY_FIELDS: readonly RecoveryField[] = ['EMAIL', 'CODE', 'PASSWORD', 'PASSWORD_CONFIRM'];
const serverErrors = (error: ApiError): RecoveryErrors => serverFieldErrors(error, RECOVERY_FIELDS);
const isEmpty = (errors: RecoveryErrors) => Object.keys(errors).length === 0;
const $ready = not($pending);

const emailChecked = sample({ clock: emailSubmitted, source: $email, filter: $ready, fn: checkEmailField });
sample({ clock: emailChecked, target: $errors });
sample({
  clock: emailChecked,
  source: $email,
  filter: (_, errors) => isEmpty(errors),
  fn: (email) => ({ PURPOSE: 'recovery' as const, CHANNEL: 'email' as const, EMAIL: email.trim() }),
  target: code.codeRequested,
});
sample({ clock: sendFx.done, fn: (): RecoveryStep => 'code', target: $step });
$errors.reset(resendFx.done);

const codeChecked = sample({ clock: code.codeChecked, fn: (problem): RecoveryErrors => (problem ? { CODE: { type: problem } } : {}) });
sample({ clock: codeChecked, target: $errors });
sample({ clock: verifyFx.doneData, fn: ({ reset }) => reset, target: $reset });
sample({ clock: verifyFx.done, fn: (): RecoveryStep => 'password', target: $step });
sample({ clock: verifyFx.done, target: timer.stopped });

const $passwordForm = combine({ password: $password, confirm: $passwordConfirm });
const passwordChecked = sample({ clock: passwordSubmitted, source: $passwordForm, filter: $ready, fn: checkNewPassword });
sample({ clock: passwordChecked, target: $errors });
sample({
  clock: passwordChecked,
  source: { form: $passwordForm, reset: $reset },
  filter: ({ reset }, errors) => reset !== null && isEmpty(errors),
  fn: ({ form, reset }) => ({ STEP: 'password' as const, RESET: reset as string, PASSWORD: form.password, PASSWORD_CONFIRM: form.confirm }),
  target: saveFx,
});
sample({ clock: saveFx.doneData, target: signedIn });
sample({
  clock: saveFx.done,
  source: $lang,
  fn: (lang) => ({ href: localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, lang), replace: true }),
  target: navigateFx,
});
// An expired permission (front_warning) sends the customer back to the start.
sample({ clock: saveFx.failData, filter: (error) => Boolean(error.fieldWarnings.RESET), fn: (): RecoveryStep => 'email', target: $step });

const refused = sample({ clock: [sendFx.failData, resendFx.failData, verifyFx.failData, saveFx.failData], fn: serverErrors });
sample({ clock: refused, target: $errors });
/** The presses and refusals that left a field in error: each step's form moves the focus to the first. */
export const $errorsRaised = createErrorsRaised([emailChecked, codeChecked, passwordChecked, refused]);
sample({
  clock: [sendFx.failData, resendFx.failData, verifyFx.failData, saveFx.failData],
  fn: (error) => (failureReasonOf(error) === 'network' ? 'network' : null),
  target: $failure,
});
$failure.reset(emailSubmitted, codeSubmitted, resendClicked, passwordSubmitted, restarted, recoveryLeft);

sample({ clock: [recoveryLeft, restarted, saveFx.done], target: code.stopped });
reset({ clock: [recoveryLeft, saveFx.done], target: [$step, $email, $password, $passwordConfirm, $errors, $reset] });
reset({ clock: restarted, target: [$step, $password, $passwordConfirm, $errors, $reset] });
