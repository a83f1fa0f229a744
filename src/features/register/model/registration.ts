import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { not, pending, reset } from 'patronum';
import { checkCodeField, checkEmailField, checkNewPassword, createResendTimer, serverFieldErrors, withoutField, type AccountErrors, type AccountFieldError } from '@/entities/account';
import { signedIn } from '@/entities/session';
import { phoneToWire, sendCodeFx, checkSocialCardFx, createAccountFx, failureReasonOf, sendDocumentsFx, uploadFileFx, verifySignupCodeFx, type ApiError, type FailureReason } from '@/shared/api';
import { DEFAULT_AFTER_LOGIN_TAB, MAX_FILE_BYTES } from '@/shared/config';
import { checkPhone, MAX_FILES_PER_LIST, selectFiles, type FileProblem } from '@/shared/form-engine';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import {
  documentKind,
  isSocialCardNumber,
  missingDocumentParts,
  shrinkImage,
  type DocumentPart,
  type DocumentType,
} from '@/shared/lib';
import { navigateFx } from '@/shared/routing';
import { registerPath, type RegisterStep } from './steps';

/**
 * Registration (customer-portal.md §2 "Registration routes", §4, §5, §7): e-mail → code → (not matched) phone →
 * SMS code → (not matched) social card → password → identity documents → /profile/3152.
 */
export type RegisterField = 'EMAIL' | 'CODE' | 'PHONE' | 'SSN' | 'PASSWORD' | 'PASSWORD_CONFIRM' | 'FIRSTNAME' | 'LASTNAME' | 'FILES';
export type FieldError = AccountFieldError;
export type RegisterErrors = AccountErrors<RegisterField>;
export type VerifiedBy = 'email' | 'phone' | 'soc';

/** One chosen document file and where its upload stands. */
export interface DocumentFile {
  key: string;
  part: DocumentPart;
  file: File;
  /** ready: chosen, not sent yet; waiting: in the queue. */
  status: 'ready' | 'waiting' | 'uploading' | 'done' | 'failed';
  uploadId: string | null;
  error: string | null;
}

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
/** The upload screen of a type opened (by the choice or by its address). */
export const documentsOpened = createEvent<DocumentType>();
/** "Continue with the social card number" after an unknown phone. */
export const socialCardChosen = createEvent();
/** "Use another number" on the SMS code screen. */
export const phoneChangeAsked = createEvent();
export const filesChosen = createEvent<{ part: DocumentPart; files: File[] }>();
export const fileRemoved = createEvent<string>();
/** Send the documents; after a failure the same button sends again the files that did not go (no new choice). */
export const documentsSubmitted = createEvent();
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
export const $documentType = createStore<DocumentType | null>(null);
export const $documents = createStore<DocumentFile[]>([], { serialize: 'ignore' });
export const $fileProblems = createStore<FileProblem[]>([]);

export const timer = createResendTimer();

const sendEmailCodeFx = attach({ effect: sendCodeFx });
const resendEmailCodeFx = attach({ effect: sendCodeFx });
const sendSmsFx = attach({ effect: sendCodeFx });
const resendSmsFx = attach({ effect: sendCodeFx });
const verifyEmailFx = attach({ effect: verifySignupCodeFx });
const verifyPhoneFx = attach({ effect: verifySignupCodeFx });
const socialCardFx = attach({ effect: checkSocialCardFx });
const accountFx = attach({ effect: createAccountFx });
const documentsFx = attach({ effect: sendDocumentsFx });

/** One file before upload: photos over 1024×1024 scaled down (§9). */
export const prepareDocumentFx = createEffect(async ({ item, owner, type }: { item: DocumentFile; owner: string; type: DocumentType }) => ({
  key: item.key,
  owner,
  kind: documentKind(type, item.part),
  file: await shrinkImage(item.file),
}));
/** Then /files/upload, owned by the new customer. */
const uploadDocumentFx = attach({
  effect: uploadFileFx,
  mapParams: ({ owner, kind, file }: { key: string; owner: string; kind: string; file: File }) => ({ id: owner, file, kind }),
});

export const $pending = pending([sendEmailCodeFx, sendSmsFx, verifyEmailFx, verifyPhoneFx, socialCardFx, accountFx, documentsFx, prepareDocumentFx, uploadDocumentFx]);
export const $resendPending = pending([resendEmailCodeFx, resendSmsFx]);
export const $uploading = combine($documents, (files) => files.some((item) => item.status === 'uploading' || item.status === 'waiting'));
export const $uploadProgress = combine($documents, (files) => ({ done: files.filter((item) => item.status === 'done').length, total: files.length }));
export const $uploadFailed = $documents.map((files) => files.some((item) => item.status === 'failed'));
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

/** Rules of each screen (§5); the server checks the same and answers warning_d. */
export const checkPhoneField = (phone: string): RegisterErrors => (!phone ? { PHONE: { type: 'required' } } : checkPhone(phone) ? { PHONE: { type: 'invalid' } } : {});
export const checkSsn = (ssn: string): RegisterErrors => (!ssn ? { SSN: { type: 'required' } } : !isSocialCardNumber(ssn) ? { SSN: { type: 'invalid' } } : {});
const NAME = /^[\p{L}][\p{L} -]*$/u;
export function checkPassword(form: { password: string; confirm: string; first: string; last: string; needsName: boolean }): RegisterErrors {
  const errors: RegisterErrors = checkNewPassword(form);
  if (form.needsName) {
    if (!form.first.trim()) errors.FIRSTNAME = { type: 'required' };
    else if (!NAME.test(form.first.trim())) errors.FIRSTNAME = { type: 'invalid' };
    if (!form.last.trim()) errors.LASTNAME = { type: 'required' };
    else if (!NAME.test(form.last.trim())) errors.LASTNAME = { type: 'invalid' };
  }
  return errors;
}

/** Server field warnings (warning_d) under the matching fields. */
export const serverErrors = (error: ApiError): RegisterErrors => serverFieldErrors(error, ['EMAIL', 'CODE', 'PHONE', 'SSN', 'PASSWORD', 'PASSWORD_CONFIRM', 'FIRSTNAME', 'LASTNAME', 'FILES'] as const);

const go = (step: RegisterStep) => (lang: Lang) => ({ href: localizePath(registerPath(step), lang) });
const isEmpty = (errors: RegisterErrors) => Object.keys(errors).length === 0;
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

// 7. Identity documents: the set, the files (3 MB, jpg/jpeg/png/pdf, 8 per part), the upload one by one.
$documents.on(documentsOpened, (documents, type) => (documents.length > 0 && documents[0]?.key.startsWith(`${type}:`) ? documents : []));
$documentType.on(documentsOpened, (_, type) => type);
$errors.on(documentsOpened, without('FILES'));
sample({
  clock: documentTypeChosen,
  source: $lang,
  fn: (lang, type) => go({ name: 'personalData', type })(lang),
  target: navigateFx,
});
let counter = 0;
const chosen = sample({
  clock: filesChosen,
  source: { documents: $documents, type: $documentType },
  fn: ({ documents, type }, { part, files }) => {
    const existing = documents.filter((item) => item.part === part).map((item) => item.file);
    return { part, type, ...selectFiles(existing, files, { maxFiles: MAX_FILES_PER_LIST, maxBytes: MAX_FILE_BYTES }) };
  },
});
sample({ clock: chosen, fn: ({ problems }) => problems, target: $fileProblems });
$documents.on(chosen, (documents, { part, type, accepted }) => [
  ...documents,
  ...accepted.map((file): DocumentFile => {
    counter += 1;
    return { key: `${type ?? ''}:${part}-${counter}-${file.name}`, part, file, status: 'ready', uploadId: null, error: null };
  }),
]);
$documents.on(fileRemoved, (documents, key) => documents.filter((item) => item.key !== key));
$fileProblems.reset(fileRemoved, documentsOpened);
$errors.on(filesChosen, without('FILES'));

/** Uploads belong to the new customer: `identity:{CUSTOMER}`. */
const $owner = createStore<string | null>(null).on(accountFx.doneData, (_, { user }) => `identity:${user.CUSTOMER}`);

const submittedDocs = sample({
  clock: documentsSubmitted,
  source: { documents: $documents, type: $documentType },
  filter: ({ type }) => type !== null,
  fn: ({ documents, type }): RegisterErrors => {
    const counts: Record<string, number> = {};
    for (const item of documents) counts[item.part] = (counts[item.part] ?? 0) + 1;
    return missingDocumentParts(type as DocumentType, counts).length > 0 ? { FILES: { type: 'required' } } : {};
  },
});
sample({ clock: submittedDocs, target: $errors });
// Every file not sent yet (or failed) waits for its turn.
$documents.on(
  sample({ clock: submittedDocs, filter: (errors) => isEmpty(errors) }),
  (documents) => documents.map((item) => (item.status === 'done' ? item : { ...item, status: 'waiting', error: null })),
);

// The queue: the first waiting file goes when none is on its way.
const $next = combine($documents, (documents) => (documents.some((item) => item.status === 'uploading') ? null : (documents.find((item) => item.status === 'waiting') ?? null)));
sample({
  clock: $next,
  source: { owner: $owner, type: $documentType },
  filter: ({ owner, type }, next) => owner !== null && type !== null && next !== null,
  fn: ({ owner, type }, next) => ({ item: next as DocumentFile, owner: owner as string, type: type as DocumentType }),
  target: prepareDocumentFx,
});
sample({ clock: prepareDocumentFx.doneData, target: uploadDocumentFx });
const failed = (documents: DocumentFile[], key: string, error: unknown) =>
  documents.map((candidate) =>
    candidate.key === key ? { ...candidate, status: 'failed' as const, error: (error as Partial<ApiError>).messages?.[0] ?? null } : candidate,
  );
$documents
  .on(prepareDocumentFx, (documents, { item }) => documents.map((candidate) => (candidate.key === item.key ? { ...candidate, status: 'uploading' } : candidate)))
  .on(uploadDocumentFx.done, (documents, { params, result }) =>
    documents.map((candidate) => (candidate.key === params.key ? { ...candidate, status: 'done', uploadId: result.data.id } : candidate)),
  )
  .on(prepareDocumentFx.fail, (documents, { params, error }) => failed(documents, params.item.key, error))
  .on(uploadDocumentFx.fail, (documents, { params, error }) => failed(documents, params.key, error));

// All parts uploaded: the set goes for review.
sample({
  clock: uploadDocumentFx.finally,
  source: { documents: $documents, type: $documentType },
  filter: ({ documents }) => documents.length > 0 && documents.every((item) => item.status === 'done'),
  fn: ({ documents, type }) => ({
    STEP: 'documents' as const,
    DOCUMENT_TYPE: type as string,
    FILES: documents.map((item) => item.uploadId as string).join(','),
  }),
  target: documentsFx,
});
sample({
  clock: documentsFx.done,
  source: $lang,
  fn: (lang) => ({ href: localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, lang), replace: true }),
  target: navigateFx,
});

// Server answers under the fields.
sample({
  clock: [sendEmailCodeFx.failData, resendEmailCodeFx.failData, verifyEmailFx.failData, sendSmsFx.failData, resendSmsFx.failData, verifyPhoneFx.failData, socialCardFx.failData, accountFx.failData, documentsFx.failData],
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
  clock: [registrationLeft, documentsFx.done],
  target: [
    $email, $code, $phone, $ssn, $password, $passwordConfirm, $firstName, $lastName, $errors, $emailSent, $codeKept, $phoneSent, $registration,
    $verified, $identityFailed, $signedUp, $documentType, $documents, $fileProblems, $owner,
  ],
});

