import { attach, combine, createEvent, createStore, sample } from 'effector';
import { not, pending, reset } from 'patronum';
import { checkCodeField, checkEmailField, createResendTimer, withoutField } from '@/entities/account';
import { signedIn } from '@/entities/session';
import { phoneToWire, sendCodeFx, checkSocialCardFx, createAccountFx, failureReasonOf, verifySignupCodeFx, type FailureReason } from '@/shared/api';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import type { DocumentType } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';
import { checkPassword, checkPhoneField, checkSsn, isEmpty, serverErrors, type RegisterErrors, type RegisterField } from './rules';
import { registerPath, type RegisterStep } from './steps';

/**
 * Registration (customer-portal.md §2 "Registration routes", §4, §5, §7): e-mail → code → (not matched) phone →
 * SMS code → (not matched) social card → password → identity documents → /profile/3152. The documents themselves are
 * the `send-identity-documents` feature's (the same upload list as the profile's, where they can be sent later).
 */
export type VerifiedBy = 'email' | 'phone' | 'soc';

export const emailChanged = createEvent<string>();
export const codeChanged = createEvent<string>();
export const phoneChanged = createEvent<string>();
export const ssnChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const passwordConfirmChanged = createEvent<string>();
export const firstNameChanged = createEvent<string>();
export const lastNameChanged = createEvent<string>();
export const emailSubmitted = createEvent();
export const codeSubmitted = createEvent();
export const resendClicked = createEvent();
export const phoneSubmitted = createEvent();
export const phoneCodeSubmitted = createEvent();
export const ssnSubmitted = createEvent();
export const passwordSubmitted = createEvent();
/** The customer picked a document type (identification screen): go to its upload screen. */
export const documentTypeChosen = createEvent<DocumentType>();
/** "Continue with the social card number" after an unknown phone. */
export const socialCardChosen = createEvent();
/** "Use another number" on the SMS code screen. */
export const phoneChangeAsked = createEvent();
/** The registration screens were left for good (another page). */
export const registrationLeft = createEvent();
/** A screen of the flow opened that the customer's progress does not allow (reload, typed address): go to the start. */
export const stepRefused = createEvent();

export const $email = createStore('');
export const $code = createStore('');
export const $phone = createStore('');
export const $ssn = createStore('');
export const $password = createStore('');
export const $passwordConfirm = createStore('');
export const $firstName = createStore('');
export const $lastName = createStore('');
export const $errors = createStore<RegisterErrors>({});
/** No connection: said beneath the step (a server error is the catalogue's toast; a refusal stands under its field). */
export const $failure = createStore<FailureReason | null>(null);
/** The e-mail a code was sent to. */
export const $emailSent = createStore<string | null>(null);
/** The server kept the code it sent less than 120 s ago (the same address asked again): that code is still valid. */
export const $codeKept = createStore(false);
/** The phone an SMS code was sent to, as it was sent (`+374 (0xx) rest`). */
export const $phoneSent = createStore<string | null>(null);
export const $registration = createStore<string | null>(null);
export const $verified = createStore<VerifiedBy | null>(null);
/** The social card was checked and did not match: the customer is told to call and send documents. */
export const $identityFailed = createStore(false);
export const $signedUp = createStore(false);

export const timer = createResendTimer();

const sendEmailCodeFx = attach({ effect: sendCodeFx });
const resendEmailCodeFx = attach({ effect: sendCodeFx });
const sendSmsFx = attach({ effect: sendCodeFx });
const resendSmsFx = attach({ effect: sendCodeFx });
const verifyEmailFx = attach({ effect: verifySignupCodeFx });
const verifyPhoneFx = attach({ effect: verifySignupCodeFx });
const socialCardFx = attach({ effect: checkSocialCardFx });
const accountFx = attach({ effect: createAccountFx });

export const $pending = pending([sendEmailCodeFx, sendSmsFx, verifyEmailFx, verifyPhoneFx, socialCardFx, accountFx]);
export const $resendPending = pending([resendEmailCodeFx, resendSmsFx]);
export const $progress = combine({ emailSent: $emailSent, registration: $registration, phoneSent: $phoneSent, signedUp: $signedUp }, (s) => ({
  emailSent: s.emailSent !== null,
  registration: s.registration !== null,
  phoneSent: s.phoneSent !== null,
  signedUp: s.signedUp,
}));

// Typing clears that field's message.
$email.on(emailChanged, (_, value) => value);
$code.on(codeChanged, (_, value) => value.replace(/\D/g, '').slice(0, 6));
$phone.on(phoneChanged, (_, value) => value);
$ssn.on(ssnChanged, (_, value) => value.replace(/\D/g, '').slice(0, 10));
$password.on(passwordChanged, (_, value) => value);
$passwordConfirm.on(passwordConfirmChanged, (_, value) => value);
$firstName.on(firstNameChanged, (_, value) => value);
$lastName.on(lastNameChanged, (_, value) => value);
const without = (field: RegisterField) => withoutField<RegisterField>(field);
$errors
  .on(emailChanged, without('EMAIL'))
  .on(codeChanged, without('CODE'))
  .on(phoneChanged, without('PHONE'))
  .on(ssnChanged, without('SSN'))
  .on(passwordChanged, without('PASSWORD'))
  .on(passwordConfirmChanged, without('PASSWORD_CONFIRM'))
  .on(firstNameChanged, without('FIRSTNAME'))
  .on(lastNameChanged, without('LASTNAME'));

const go = (step: RegisterStep) => (lang: Lang) => ({ href: localizePath(registerPath(step), lang) });
const $ready = not($pending);

// 1. E-mail: a code goes out, then the code screen.
const emailChecked = sample({ clock: emailSubmitted, source: $email, filter: $ready, fn: checkEmailField });
sample({ clock: emailChecked, target: $errors });
sample({
  clock: emailChecked,
  source: $email,
  filter: (_, errors) => isEmpty(errors),
  fn: (email) => ({ PURPOSE: 'signup' as const, CHANNEL: 'email' as const, EMAIL: email.trim() }),
  target: sendEmailCodeFx,
});
sample({ clock: sendEmailCodeFx.done, fn: ({ params }) => params.EMAIL ?? '', target: $emailSent });
// The countdown starts from what the server says: 120 s for a new code, the rest for the code it kept.
const codeAnswered = sample({ clock: [sendEmailCodeFx.doneData, sendSmsFx.doneData, resendEmailCodeFx.doneData, resendSmsFx.doneData] });
sample({ clock: codeAnswered, fn: (answer) => answer.resend_after, target: timer.startedFrom });
$codeKept.on(codeAnswered, (_, answer) => !answer.sent);
$code.reset(sendEmailCodeFx.done, sendSmsFx.done);
sample({ clock: sendEmailCodeFx.done, source: $lang, fn: go({ name: 'code' }), target: navigateFx });

// 2. The e-mail code: matched → password; not matched → phone.
const codeChecked = sample({ clock: codeSubmitted, source: $code, filter: $ready, fn: checkCodeField });
sample({ clock: codeChecked, target: $errors });
sample({
  clock: codeChecked,
  source: { email: $emailSent, code: $code },
  filter: ({ email }, errors) => email !== null && isEmpty(errors),
  fn: ({ email, code }) => ({ STEP: 'email-code' as const, EMAIL: email as string, CODE: code }),
  target: verifyEmailFx,
});
sample({ clock: [verifyEmailFx.doneData, verifyPhoneFx.doneData, socialCardFx.doneData], fn: (answer) => answer.registration, target: $registration });
sample({ clock: [verifyEmailFx.doneData, verifyPhoneFx.doneData, socialCardFx.doneData], fn: (answer) => answer.verified, target: $verified });
sample({ clock: socialCardFx.doneData, fn: (answer) => !answer.matched, target: $identityFailed });
sample({ clock: verifyEmailFx.doneData, source: $lang, fn: (lang, answer) => go(answer.matched ? { name: 'password' } : { name: 'phone' })(lang), target: navigateFx });

// Resend on either code screen, once the countdown is over.
sample({
  clock: resendClicked,
  source: { email: $emailSent, phone: $phoneSent, registration: $registration, canResend: timer.$canResend, busy: $resendPending },
  filter: ({ email, phone, canResend, busy }) => canResend && !busy && email !== null && phone === null,
  fn: ({ email }) => ({ PURPOSE: 'signup' as const, CHANNEL: 'email' as const, EMAIL: email as string }),
  target: resendEmailCodeFx,
});
sample({
  clock: resendClicked,
  source: { phone: $phoneSent, registration: $registration, canResend: timer.$canResend, busy: $resendPending },
  filter: ({ phone, registration, canResend, busy }) => canResend && !busy && phone !== null && registration !== null,
  fn: ({ phone, registration }) => ({ PURPOSE: 'signup' as const, CHANNEL: 'sms' as const, PHONE: phone as string, REGISTRATION: registration as string }),
  target: resendSmsFx,
});
$code.reset(resendEmailCodeFx.done, resendSmsFx.done);
$errors.reset(resendEmailCodeFx.done, resendSmsFx.done);

// 3. Phone: an SMS code; an unknown number is answered under the field with the way on (the social card).
const phoneChecked = sample({ clock: phoneSubmitted, source: $phone, filter: $ready, fn: checkPhoneField });
sample({ clock: phoneChecked, target: $errors });
sample({
  clock: phoneChecked,
  source: { phone: $phone, registration: $registration },
  filter: ({ registration }, errors) => registration !== null && isEmpty(errors),
  fn: ({ phone, registration }) => ({
    PURPOSE: 'signup' as const,
    CHANNEL: 'sms' as const,
    PHONE: phoneToWire(phone) as string,
    REGISTRATION: registration as string,
  }),
  target: sendSmsFx,
});
sample({ clock: sendSmsFx.done, fn: ({ params }) => params.PHONE ?? '', target: $phoneSent });
sample({ clock: sendSmsFx.done, source: $lang, fn: go({ name: 'phoneCode' }), target: navigateFx });

// 4. The SMS code: matched → password; not matched → social card.
const phoneCodeChecked = sample({ clock: phoneCodeSubmitted, source: $code, filter: $ready, fn: checkCodeField });
sample({ clock: phoneCodeChecked, target: $errors });
sample({
  clock: phoneCodeChecked,
  source: { phone: $phoneSent, registration: $registration, code: $code },
  filter: ({ phone, registration }, errors) => phone !== null && registration !== null && isEmpty(errors),
  fn: ({ phone, registration, code }) => ({ STEP: 'phone-code' as const, PHONE: phone as string, REGISTRATION: registration as string, CODE: code }),
  target: verifyPhoneFx,
});
sample({ clock: verifyPhoneFx.doneData, source: $lang, fn: (lang, answer) => go(answer.matched ? { name: 'password' } : { name: 'soc' })(lang), target: navigateFx });

// 5. Social card: matched or not, the password comes next (not matched: call us and send documents).
const ssnChecked = sample({ clock: ssnSubmitted, source: $ssn, filter: $ready, fn: checkSsn });
sample({ clock: ssnChecked, target: $errors });
sample({
  clock: ssnChecked,
  source: { ssn: $ssn, registration: $registration },
  filter: ({ registration }, errors) => registration !== null && isEmpty(errors),
  fn: ({ ssn, registration }) => ({ SSN: ssn, REGISTRATION: registration as string }),
  target: socialCardFx,
});
sample({ clock: socialCardFx.done, source: $lang, fn: go({ name: 'password' }), target: navigateFx });

// 6. Password (and the name when nothing matched): the account is created and the customer signed in.
const $passwordForm = combine({ password: $password, confirm: $passwordConfirm, first: $firstName, last: $lastName, verified: $verified }, (form) => ({
  ...form,
  needsName: form.verified === null,
}));
const passwordChecked = sample({ clock: passwordSubmitted, source: $passwordForm, filter: $ready, fn: checkPassword });
sample({ clock: passwordChecked, target: $errors });
sample({
  clock: passwordChecked,
  source: { form: $passwordForm, registration: $registration },
  filter: ({ registration }, errors) => registration !== null && isEmpty(errors),
  fn: ({ form, registration }) => ({
    STEP: 'password' as const,
    REGISTRATION: registration as string,
    PASSWORD: form.password,
    PASSWORD_CONFIRM: form.confirm,
    FIRSTNAME: form.needsName ? form.first.trim() : undefined,
    LASTNAME: form.needsName ? form.last.trim() : undefined,
  }),
  target: accountFx,
});
sample({ clock: accountFx.doneData, fn: ({ token, user }) => ({ token, user }), target: signedIn });
sample({ clock: accountFx.done, fn: () => true, target: $signedUp });
sample({ clock: accountFx.done, source: $lang, fn: (lang) => ({ ...go({ name: 'identification' })(lang), replace: true }), target: navigateFx });
reset({ clock: accountFx.done, target: [$password, $passwordConfirm] });

// 7. Identity documents: the type chosen opens its upload screen (the files and the sending are the
// send-identity-documents feature's; the page goes on to /profile/3152 once they are received).
sample({
  clock: documentTypeChosen,
  source: $lang,
  fn: (lang, type) => go({ name: 'personalData', type })(lang),
  target: navigateFx,
});

// Server answers under the fields.
sample({
  clock: [sendEmailCodeFx.failData, resendEmailCodeFx.failData, verifyEmailFx.failData, sendSmsFx.failData, resendSmsFx.failData, verifyPhoneFx.failData, socialCardFx.failData, accountFx.failData],
  fn: serverErrors,
  target: $errors,
});
sample({
  clock: [sendEmailCodeFx.failData, resendEmailCodeFx.failData, verifyEmailFx.failData, sendSmsFx.failData, resendSmsFx.failData, verifyPhoneFx.failData, socialCardFx.failData, accountFx.failData],
  fn: (error) => (failureReasonOf(error) === 'network' ? 'network' : null),
  target: $failure,
});
$failure.reset(emailSubmitted, codeSubmitted, resendClicked, phoneSubmitted, phoneCodeSubmitted, ssnSubmitted, passwordSubmitted, registrationLeft);

sample({ clock: socialCardChosen, source: $lang, fn: go({ name: 'soc' }), target: navigateFx });
sample({ clock: phoneChangeAsked, source: $lang, fn: go({ name: 'phone' }), target: navigateFx });
reset({ clock: phoneChangeAsked, target: [$phoneSent, $code, $errors] });

// A screen the progress does not allow, and the end of the flow: start again.
sample({ clock: stepRefused, source: $lang, fn: (lang) => ({ ...go({ name: 'email' })(lang), replace: true }), target: navigateFx });
sample({ clock: registrationLeft, target: timer.stopped });
reset({
  clock: registrationLeft,
  target: [
    $email, $code, $phone, $ssn, $password, $passwordConfirm, $firstName, $lastName, $errors, $emailSent, $codeKept, $phoneSent, $registration,
    $verified, $identityFailed, $signedUp,
  ],
});

