import type * as v from 'valibot';
import type {
  accountCreatedSchema,
  documentsSentSchema,
  identityStepSchema,
  passwordResetSchema,
  recoveryCodeSchema,
} from '@/shared/api/accounts/schemas';
import { DOCUMENT_PARTS, documentKind, isCodeFormat, isDocumentType, isEmail, isSocialCardNumber, isStrongPassword, missingDocumentParts, normalizeEmail } from '@/shared/lib/identity/rules';
import { db, sendToOutbox } from '../../db';
import type { CustomerRecord, DbState, IdentityRecord, RegistrationRecord } from '../../db/types';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, msg, ok, textField, unauthorized, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { readPhoneField } from '../../lib/phone';
import { createSession, randomId, tokenOf, touchSession } from '../../lib/session';
import { required, say } from './messages';
import { codeWarnings, sendCode, spendCode, type Delivery } from './verification';

/**
 * Registration and password recovery (customer-portal.md §2 "Access", "Registration routes", §7 Login):
 * e-mail → code → (not matched) phone → SMS code → (not matched) social card number → password → documents.
 * Rules and lifetimes: docs/decisions/registration.md, verification-codes.md; the register of people: registry.ts.
 */
export const REGISTRATION_TTL_MS = 60 * 60 * 1000;
export const RESET_TTL_MS = 15 * 60 * 1000;

type Purpose = 'signup' | 'recovery';
const verificationKey = (purpose: Purpose, channel: 'email' | 'sms', address: string) => `${purpose}:${channel}:${address}`;

const customerByEmail = (state: DbState, email: string) => state.customers.find((customer) => customer.profile.EMAIL.toLowerCase() === email);

function liveRegistration(id: string): RegistrationRecord | undefined {
  const now = Date.now();
  return db.read().registrations.find((registration) => registration.id === id && registration.expiresAt > now);
}

const registrationExpired = (lang: ServerLang) => fieldWarnings({ REGISTRATION: [say('registrationExpired', lang)] }, { front_warning: say('registrationExpired', lang) });

const sendVerification = publicEndpoint({
  client: 'application',
  path: '/mobile/login/verification/send/',
  title: 'Verification code by e-mail or SMS (registration, recovery)',
  warningFields: ['EMAIL', 'PHONE'],
  resolve: ({ fields, lang }) => {
    const purpose: Purpose = textField(fields, 'PURPOSE') === 'recovery' ? 'recovery' : 'signup';
    if (textField(fields, 'CHANNEL') === 'sms') {
      const registration = liveRegistration(textField(fields, 'REGISTRATION'));
      if (!registration) return registrationExpired(lang);
      const sent = readPhoneField(fields, 'PHONE', lang);
      if (sent.status === 'empty') return fieldWarnings({ PHONE: [required('labelPhone', lang)] });
      if (sent.status === 'invalid') return fieldWarnings({ PHONE: [sent.message] });
      const { phone } = sent;
      const state = db.read();
      if (state.customers.some((customer) => customer.profile.PHONE === phone)) return fieldWarnings({ PHONE: [say('phoneTaken', lang)] });
      if (!state.registry.some((person) => person.PHONE === phone)) return fieldWarnings({ PHONE: [say('phoneUnknown', lang)] });
      return sendCode(verificationKey('signup', 'sms', `${registration.id}:${phone}`), ['PHONE', 'CODE'], { kind: 'code', channel: 'sms', to: phone, subject: say('mailCodeSubject', lang) }, lang);
    }

    const typed = textField(fields, 'EMAIL');
    if (!typed) return fieldWarnings({ EMAIL: [required('labelEmail', lang)] });
    if (!isEmail(typed)) return fieldWarnings({ EMAIL: [say('emailInvalid', lang)] });
    const email = normalizeEmail(typed);
    const customer = customerByEmail(db.read(), email);
    // Neither flow says whether an address has an account: the same answers either way (resend, tries, lock), a
    // code only where it may go (docs/decisions/recovery-answers-alike.md). A taken e-mail's owner is told by
    // e-mail how to sign in instead; an unknown recovery address gets nothing.
    if (purpose === 'signup') {
      const delivery: Delivery = customer
        ? { kind: 'withheld', notice: { channel: 'email', to: email, subject: say('mailAccountExistsSubject', lang), body: say('mailAccountExistsBody', lang) } }
        : { kind: 'code', channel: 'email', to: email, subject: say('mailCodeSubject', lang) };
      return sendCode(verificationKey('signup', 'email', email), ['EMAIL', 'CODE'], delivery, lang);
    }
    const delivery: Delivery = customer ? { kind: 'code', channel: 'email', to: email, subject: say('mailRecoverySubject', lang) } : { kind: 'withheld' };
    return sendCode(verificationKey('recovery', 'email', email), ['EMAIL', 'CODE'], delivery, lang);
  },
});

function identityAnswer(registration: RegistrationRecord) {
  return ok({
    registration: registration.id,
    matched: registration.verifiedBy ? 1 : 0,
    verified: registration.verifiedBy,
  } satisfies v.InferInput<typeof identityStepSchema>);
}

const NAME = /^[\p{L}][\p{L} -]*$/u;

function createCustomer(registration: RegistrationRecord, password: string, names: { first: string; last: string }, lang: ServerLang): CustomerRecord {
  return db.update((state) => {
    const person = state.registry.find((candidate) => candidate.UID === registration.personUid);
    const next = Math.max(...state.customers.map((customer) => Number(customer.profile.CUSTOMER)), 1000) + 1;
    const typedName = `${names.first} ${names.last}`.trim();
    const identity: IdentityRecord = { verifiedBy: registration.verifiedBy, documents: 'none', documentType: null, uploads: [] };
    const record: CustomerRecord = {
      profile: {
        CUSTOMER: String(next),
        user_id: String(next - 500),
        EMAIL: registration.email,
        PHONE: registration.phone ?? person?.PHONE ?? '',
        lang,
        fullname_hy: person?.fullname_hy ?? typedName,
        fullname_en: person?.fullname_en ?? typedName,
        fullname_ru: person?.fullname_ru ?? typedName,
        // The social card number typed by a customer the register did not know is their personal ID from now on
        // (sign-in by it works, as the login page says), unverified until the documents are reviewed.
        UID: person?.UID ?? registration.ssn ?? '',
        avatar: null,
      },
      password,
      gender: person?.gender ?? 'female',
      birthDate: person?.birthDate ?? '',
      registeredAt: new Date().toISOString(),
      identity,
    };
    state.customers.push(record);
    if (person) state.registry = state.registry.filter((candidate) => candidate.UID !== person.UID);
    const stored = state.registrations.find((candidate) => candidate.id === registration.id);
    if (stored) stored.customer = record.profile.CUSTOMER;
    return structuredClone(record);
  });
}

function passwordWarnings(fields: Record<string, unknown>, lang: ServerLang): FieldWarnings {
  // Passwords are not trimmed: spaces are characters of the password.
  const password = typeof fields.PASSWORD === 'string' ? fields.PASSWORD : '';
  const confirm = typeof fields.PASSWORD_CONFIRM === 'string' ? fields.PASSWORD_CONFIRM : '';
  const warnings: FieldWarnings = {};
  if (!password) warnings.PASSWORD = [required('labelPassword', lang)];
  else if (!isStrongPassword(password)) warnings.PASSWORD = [say('passwordWeak', lang)];
  if (!confirm) warnings.PASSWORD_CONFIRM = [required('labelPasswordConfirm', lang)];
  else if (password && confirm !== password) warnings.PASSWORD_CONFIRM = [say('passwordMismatch', lang)];
  return warnings;
}

const signup = publicEndpoint({
  client: 'application',
  path: '/mobile/login/customer-signup/',
  title: 'Registration steps (STEP email-code, phone-code, password, documents)',
  warningFields: ['EMAIL', 'CODE'],
  resolve: ({ fields, lang, request }) => {
    const step = textField(fields, 'STEP');
    const code = textField(fields, 'CODE');

    if (step === 'email-code') {
      const typed = textField(fields, 'EMAIL');
      if (!isEmail(typed)) return fieldWarnings({ EMAIL: [say('emailInvalid', lang)] });
      if (!code) return fieldWarnings({ CODE: [required('labelCode', lang)] });
      if (!isCodeFormat(code)) return fieldWarnings({ CODE: [say('codeInvalid', lang)] });
      const email = normalizeEmail(typed);
      const outcome = spendCode(verificationKey('signup', 'email', email), code);
      if (outcome.result !== 'ok') return fieldWarnings(codeWarnings(outcome, lang));
      if (customerByEmail(db.read(), email)) return fieldWarnings({ EMAIL: [say('emailTaken', lang)] });
      const person = db.read().registry.find((candidate) => candidate.EMAIL === email);
      const registration: RegistrationRecord = {
        id: randomId('reg-', 8),
        email,
        phone: null,
        verifiedBy: person ? 'email' : null,
        personUid: person?.UID ?? null,
        ssn: null,
        expiresAt: Date.now() + REGISTRATION_TTL_MS,
        customer: null,
      };
      db.update((state) => {
        const now = Date.now();
        state.registrations = state.registrations.filter((candidate) => candidate.expiresAt > now);
        state.registrations.push(registration);
      });
      return identityAnswer(registration);
    }

    if (step === 'phone-code') {
      const registration = liveRegistration(textField(fields, 'REGISTRATION'));
      if (!registration) return registrationExpired(lang);
      const sent = readPhoneField(fields, 'PHONE', lang);
      if (sent.status !== 'ok') return fieldWarnings({ PHONE: [sent.status === 'invalid' ? sent.message : required('labelPhone', lang)] });
      const { phone } = sent;
      if (!code) return fieldWarnings({ CODE: [required('labelCode', lang)] });
      if (!isCodeFormat(code)) return fieldWarnings({ CODE: [say('codeInvalid', lang)] });
      const outcome = spendCode(verificationKey('signup', 'sms', `${registration.id}:${phone}`), code);
      if (outcome.result !== 'ok') return fieldWarnings(codeWarnings(outcome, lang));
      const person = db.read().registry.find((candidate) => candidate.PHONE === phone);
      const updated = db.update((state) => {
        const stored = state.registrations.find((candidate) => candidate.id === registration.id) as RegistrationRecord;
        stored.phone = phone;
        if (person) {
          stored.verifiedBy = 'phone';
          stored.personUid = person.UID;
        }
        return { ...stored };
      });
      return identityAnswer(updated);
    }

    if (step === 'password') {
      const registration = liveRegistration(textField(fields, 'REGISTRATION'));
      if (!registration || registration.customer) return registrationExpired(lang);
      const warnings = passwordWarnings(fields, lang);
      const names = { first: textField(fields, 'FIRSTNAME'), last: textField(fields, 'LASTNAME') };
      // Nothing matched: the account needs the name the customer gives (checked against the documents later).
      if (!registration.verifiedBy) {
        if (!names.first) warnings.FIRSTNAME = [required('labelFirstName', lang)];
        else if (!NAME.test(names.first)) warnings.FIRSTNAME = [say('nameInvalid', lang)];
        if (!names.last) warnings.LASTNAME = [required('labelLastName', lang)];
        else if (!NAME.test(names.last)) warnings.LASTNAME = [say('nameInvalid', lang)];
      }
      if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
      const customer = createCustomer(registration, fields.PASSWORD as string, names, lang);
      sendToOutbox({ channel: 'email', to: customer.profile.EMAIL, subject: say('mailWelcomeSubject', lang), body: say('mailWelcomeBody', lang) });
      const session = createSession(customer);
      return ok(
        { token: session.token, user: customer.profile, verified: registration.verifiedBy } satisfies v.InferInput<typeof accountCreatedSchema>,
        { Authorization: session.token },
      );
    }

    if (step === 'documents') {
      const lookup = touchSession(tokenOf(request));
      if (lookup.status !== 'valid') return unauthorized(msg('notSignedIn', lang));
      const type = textField(fields, 'DOCUMENT_TYPE');
      if (!isDocumentType(type)) return fieldWarnings({ DOCUMENT_TYPE: [say('documentsType', lang)] });
      const ids = textField(fields, 'FILES').split(',').filter(Boolean);
      const owner = `identity:${lookup.customer.profile.CUSTOMER}`;
      const uploads = db.read().uploads.filter((upload) => ids.includes(upload.id) && upload.owner === owner);
      const counts: Record<string, number> = {};
      for (const part of DOCUMENT_PARTS[type]) counts[part] = uploads.filter((upload) => upload.kind === documentKind(type, part)).length;
      const missing = missingDocumentParts(type, counts);
      if (missing.length > 0) return fieldWarnings({ FILES: [say('documentsMissing', lang, { parts: missing.join(', ') })] });
      db.update((state) => {
        const stored = state.customers.find((customer) => customer.profile.CUSTOMER === lookup.customer.profile.CUSTOMER);
        if (!stored) return;
        stored.identity = {
          verifiedBy: stored.identity?.verifiedBy ?? null,
          documents: 'review',
          documentType: type,
          uploads: uploads.map((upload) => upload.id),
          sentAt: new Date().toISOString(),
        };
      });
      return ok({ result: 'review', message: say('documentsReceived', lang) } satisfies v.InferInput<typeof documentsSentSchema>);
    }

    return fieldWarnings({ STEP: [required('labelCode', lang)] });
  },
});

const socialCard = publicEndpoint({
  client: 'application',
  path: '/mobile/sss_policy_activation/',
  title: 'Registration by social card number (when e-mail and phone did not match)',
  warningFields: ['SSN', 'REGISTRATION'],
  resolve: ({ fields, lang }) => {
    const registration = liveRegistration(textField(fields, 'REGISTRATION'));
    if (!registration) return registrationExpired(lang);
    const ssn = textField(fields, 'SSN');
    if (!ssn) return fieldWarnings({ SSN: [required('labelSsn', lang)] });
    if (!isSocialCardNumber(ssn)) return fieldWarnings({ SSN: [say('ssnInvalid', lang)] });
    const state = db.read();
    if (state.customers.some((customer) => customer.profile.UID === ssn)) return fieldWarnings({ SSN: [say('ssnTaken', lang)] });
    const person = state.registry.find((candidate) => candidate.UID === ssn);
    const updated = db.update((draft) => {
      const stored = draft.registrations.find((candidate) => candidate.id === registration.id) as RegistrationRecord;
      stored.verifiedBy = person ? 'soc' : stored.verifiedBy;
      stored.personUid = person ? person.UID : stored.personUid;
      stored.ssn = ssn;
      return { ...stored };
    });
    return identityAnswer(updated);
  },
});

const forgot = publicEndpoint({
  client: 'application',
  path: '/mobile/login/customer-pass-forgot/',
  title: 'Password recovery (STEP code, then password)',
  warningFields: ['CODE', 'PASSWORD'],
  resolve: ({ fields, lang }) => {
    const step = textField(fields, 'STEP');
    if (step === 'code') {
      const typed = textField(fields, 'EMAIL');
      if (!isEmail(typed)) return fieldWarnings({ EMAIL: [say('emailInvalid', lang)] });
      const code = textField(fields, 'CODE');
      if (!code) return fieldWarnings({ CODE: [required('labelCode', lang)] });
      if (!isCodeFormat(code)) return fieldWarnings({ CODE: [say('codeInvalid', lang)] });
      const email = normalizeEmail(typed);
      const outcome = spendCode(verificationKey('recovery', 'email', email), code);
      const customer = customerByEmail(db.read(), email);
      if (outcome.result !== 'ok' || !customer) return fieldWarnings(codeWarnings(outcome.result === 'ok' ? { result: 'missing' } : outcome, lang));
      const reset = { id: randomId('rst-', 8), customer: customer.profile.CUSTOMER, expiresAt: Date.now() + RESET_TTL_MS };
      db.update((state) => {
        const now = Date.now();
        state.passwordResets = state.passwordResets.filter((candidate) => candidate.expiresAt > now && candidate.customer !== reset.customer);
        state.passwordResets.push(reset);
      });
      return ok({ reset: reset.id } satisfies v.InferInput<typeof recoveryCodeSchema>);
    }
    if (step === 'password') {
      const now = Date.now();
      const reset = db.read().passwordResets.find((candidate) => candidate.id === textField(fields, 'RESET') && candidate.expiresAt > now);
      if (!reset) return fieldWarnings({ RESET: [say('recoveryExpired', lang)] }, { front_warning: say('recoveryExpired', lang) });
      const warnings = passwordWarnings(fields, lang);
      if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
      const customer = db.update((state) => {
        state.passwordResets = state.passwordResets.filter((candidate) => candidate.id !== reset.id);
        // A new password ends every other session and the failed sign-ins of the account.
        state.sessions = state.sessions.filter((session) => session.customer !== reset.customer);
        delete state.failedLogins[`customer:${reset.customer}`];
        const stored = state.customers.find((candidate) => candidate.profile.CUSTOMER === reset.customer) as CustomerRecord;
        stored.password = fields.PASSWORD as string;
        return structuredClone(stored);
      });
      sendToOutbox({ channel: 'email', to: customer.profile.EMAIL, subject: say('mailPasswordChangedSubject', lang), body: say('mailPasswordChangedBody', lang) });
      const session = createSession(customer);
      return ok({ token: session.token, user: customer.profile } satisfies v.InferInput<typeof passwordResetSchema>, { Authorization: session.token });
    }
    return fieldWarnings({ STEP: [say('recoveryExpired', lang)] });
  },
});

export const accountEndpoints: readonly Endpoint[] = [sendVerification, signup, socialCard, forgot];
