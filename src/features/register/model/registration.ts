import { attach, combine, createEvent, createStore, sample, type EffectParams } from 'effector';
import { not, pending, reset } from 'patronum';
import { checkEmailField, createCodeFlow, withoutField } from '@/entities/account';
import { signedIn } from '@/entities/session';
import {
  phoneToWire,
  sendCodeFx,
  checkSocialCardFx,
  createAccountFx,
  failureReasonOf,
  verifySignupCodeFx,
  type FailureReason,
} from '@/shared/api';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import type { DocumentType } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';
import { checkPassword, checkPhoneField, checkSsn, isEmpty, serverErrors, type RegisterErrors, type RegisterField } from './rules';
import { registerPath, type RegisterStep } from './steps';
import { createErrorsRaised } from '@/shared/model';

/**
 * Registration (customer-portal.md §2 "Registration routes", §4, §5, §7): e-mail → code → (not matched) phone →
 * SMS code → (not matched) social card → password → identity documents → /profile/3152. The documents themselves are
 * the `send-identity-documents` feature's (the same upload list as the profile's, where they can be sent later).
 */
export type VerifiedBy = 'email' | 'phone' | 'soc';

export const emailChanged = createEvent<string>();
export const phoneChanged = createEvent<string>();
export const ssnChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const passwordConfirmChanged = createEvent<string>();
export const firstNameChanged = createEvent<string>();
export const lastNameChanged = createEvent<string>();
export const emailSubmitted = createEvent();
/** "Confirm" on the e-mail code screen. */
export const codeSubmitted = createEvent();
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
/** The phone an SMS code was sent to, as it was sent (`+374 (0xx) rest`). */
export const $phoneSent = createStore<string | null>(null);
export const $registration = createStore<string | null>(null);
export const $verified = createStore<VerifiedBy | null>(null);
/** The social card was checked and did not match: the customer is told to call and send documents. */
export const $identityFailed = createStore(false);
export const $signedUp = createStore(false);

type SendCodePayload = EffectParams<typeof sendCodeFx>;

/** The signup code requests of the two channels, as sent (and as the draft rebuilds them after a reload). */
export const emailCodeRequest = (email: string): SendCodePayload => ({ PURPOSE: 'signup', CHANNEL: 'email', EMAIL: email });
export const smsCodeRequest = (phone: string, registration: string): SendCodePayload => ({ PURPOSE: 'signup', CHANNEL: 'sms', PHONE: phone, REGISTRATION: registration });

/**
 * The one verification-code flow (entities/account, docs/decisions/one-verification-flow.md), carrying both channels:
 * one code field, one countdown and one "send again" for the e-mail code and then the SMS code, as the screens show
 * them. Its request is the last one sent (a new e-mail code, then the SMS); each code screen points it at its own
 * request before confirming, so the e-mail code screen still confirms the e-mail after an SMS went out.
 */
export const code = createCodeFlow({
  sendFx: sendCodeFx,
  confirmFx: verifySignupCodeFx,
  toConfirm: (sent, typed) =>
    sent.CHANNEL === 'email'
      ? { STEP: 'email-code' as const, EMAIL: sent.EMAIL ?? '', CODE: typed }
      : { STEP: 'phone-code' as const, PHONE: sent.PHONE ?? '', REGISTRATION: sent.REGISTRATION ?? '', CODE: typed },
});
export const { codeChanged, resendClicked, $code, $codeKept, $resendPending, timer } = code;
const { requestFx: sendCodeRequestFx, resendFx, confirmFx: verifyFx } = code;
const socialCardFx = attach({ effect: checkSocialCardFx });
const accountFx = attach({ effect: createAccountFx });

export const $pending = pending([sendCodeRequestFx, verifyFx, socialCardFx, accountFx]);
export const $progress = combine({ emailSent: $emailSent, registration: $registration, phoneSent: $phoneSent, signedUp: $signedUp }, (s) => ({
  emailSent: s.emailSent !== null,
  registration: s.registration !== null,
  phoneSent: s.phoneSent !== null,
  signedUp: s.signedUp,
}));

// Typing clears that field's message.
$email.on(emailChanged, (_, value) => value);
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
  fn: (email) => emailCodeRequest(email.trim()),
  target: code.codeRequested,
});
const emailCodeSent = sample({ clock: sendCodeRequestFx.done, filter: ({ params }) => params.CHANNEL === 'email' });
const smsSent = sample({ clock: sendCodeRequestFx.done, filter: ({ params }) => params.CHANNEL === 'sms' });
sample({ clock: emailCodeSent, fn: ({ params }) => params.EMAIL ?? '', target: $emailSent });
sample({ clock: emailCodeSent, source: $lang, fn: go({ name: 'code' }), target: navigateFx });

// 2. The e-mail code: matched → password; not matched → phone.
sample({
  clock: codeSubmitted,
  source: $emailSent,
  filter: (email) => email !== null,
  fn: (email) => emailCodeRequest(email as string),
  target: [code.$sentTo, code.codeSubmitted],
});
const codeChecked = sample({ clock: code.codeChecked, fn: (problem): RegisterErrors => (problem ? { CODE: { type: problem } } : {}) });
sample({ clock: codeChecked, target: $errors });
sample({ clock: [verifyFx.doneData, socialCardFx.doneData], fn: (answer) => answer.registration, target: $registration });
sample({ clock: [verifyFx.doneData, socialCardFx.doneData], fn: (answer) => answer.verified, target: $verified });
sample({ clock: socialCardFx.doneData, fn: (answer) => !answer.matched, target: $identityFailed });
sample({
  clock: verifyFx.done,
  source: $lang,
  fn: (lang, { params, result }) =>
    go(params.STEP === 'email-code' ? (result.matched ? { name: 'password' } : { name: 'phone' }) : result.matched ? { name: 'password' } : { name: 'soc' })(lang),
  target: navigateFx,
});
// "Send the code again" (either code screen) repeats the flow's request once the countdown allows it: the SMS once
// one went out, else the e-mail (a confirm from the other screen points it back afterwards).
const $lastRequest = combine({ email: $emailSent, phone: $phoneSent, registration: $registration }, ({ email, phone, registration }) =>
  phone !== null && registration !== null ? smsCodeRequest(phone, registration) : email !== null ? emailCodeRequest(email) : null,
);
sample({ clock: verifyFx.finally, source: $lastRequest, filter: (request) => request !== null, target: code.$sentTo });
$errors.reset(resendFx.done);

// 3. Phone: an SMS code; an unknown number is answered under the field with the way on (the social card).
const phoneChecked = sample({ clock: phoneSubmitted, source: $phone, filter: $ready, fn: checkPhoneField });
sample({ clock: phoneChecked, target: $errors });
sample({
  clock: phoneChecked,
  source: { phone: $phone, registration: $registration },
  filter: ({ registration }, errors) => registration !== null && isEmpty(errors),
  fn: ({ phone, registration }) => smsCodeRequest(phoneToWire(phone) as string, registration as string),
  target: code.codeRequested,
});
sample({ clock: smsSent, fn: ({ params }) => params.PHONE ?? '', target: $phoneSent });
sample({ clock: smsSent, source: $lang, fn: go({ name: 'phoneCode' }), target: navigateFx });

// 4. The SMS code: matched → password; not matched → social card.
sample({
  clock: phoneCodeSubmitted,
  source: { phone: $phoneSent, registration: $registration },
  filter: ({ phone, registration }) => phone !== null && registration !== null,
  fn: ({ phone, registration }) => smsCodeRequest(phone as string, registration as string),
  target: [code.$sentTo, code.codeSubmitted],
});

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
const refused = sample({
  clock: [sendCodeRequestFx.failData, resendFx.failData, verifyFx.failData, socialCardFx.failData, accountFx.failData],
  fn: serverErrors,
});
sample({ clock: refused, target: $errors });
/** The presses and refusals that left a field in error: each step's form moves the focus to the first. */
export const $errorsRaised = createErrorsRaised([emailChecked, codeChecked, phoneChecked, ssnChecked, passwordChecked, refused]);
sample({
  clock: [sendCodeRequestFx.failData, resendFx.failData, verifyFx.failData, socialCardFx.failData, accountFx.failData],
  fn: (error) => (failureReasonOf(error) === 'network' ? 'network' : null),
  target: $failure,
});
$failure.reset(emailSubmitted, codeSubmitted, resendClicked, phoneSubmitted, phoneCodeSubmitted, ssnSubmitted, passwordSubmitted, registrationLeft);

sample({ clock: socialCardChosen, source: $lang, fn: go({ name: 'soc' }), target: navigateFx });
sample({ clock: phoneChangeAsked, source: $lang, fn: go({ name: 'phone' }), target: navigateFx });
reset({ clock: phoneChangeAsked, target: [$phoneSent, $code, $errors] });
// Back to the e-mail's request: "send again" (the e-mail code screen) asks for the e-mail code again.
sample({ clock: phoneChangeAsked, source: $emailSent, filter: (email) => email !== null, fn: (email) => emailCodeRequest(email as string), target: code.$sentTo });

// A screen the progress does not allow, and the end of the flow: start again.
sample({ clock: stepRefused, source: $lang, fn: (lang) => ({ ...go({ name: 'email' })(lang), replace: true }), target: navigateFx });
sample({ clock: registrationLeft, target: code.stopped });
reset({
  clock: registrationLeft,
  target: [$email, $phone, $ssn, $password, $passwordConfirm, $firstName, $lastName, $errors, $emailSent, $phoneSent, $registration, $verified, $identityFailed, $signedUp],
});

