import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountCreatedSchema, codeSentSchema, identityStepSchema, passwordResetSchema, recoveryCodeSchema } from '@/shared/api/accounts/schemas';
import { db } from '../../db';
import { DEMO, postApp, SIGN_IN } from '../../test/http';
import { CODE_TTL_MS, RESEND_AFTER_MS } from './codes';

const SEND = '/mobile/login/verification/send/';
const SIGNUP = '/mobile/login/customer-signup/';
const SOC = '/mobile/sss_policy_activation/';
const FORGOT = '/mobile/login/customer-pass-forgot/';
const PASSWORD = 'Ararat2027#';

const lastCode = () => db.read().outbox.at(-1)?.code ?? '';
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function emailVerified(email: string) {
  expect((await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: email })).status).toBe(200);
  const answer = await postApp(SIGNUP, { STEP: 'email-code', EMAIL: email, CODE: lastCode() });
  expect(answer.status).toBe(200);
  return v.parse(identityStepSchema, answer.body);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('registration by e-mail', () => {
  it('a code goes to the outbox; the e-mail of the register matches; the password creates the account and signs in', async () => {
    const sent = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'Armen.Grigoryan@example.am' });
    expect(v.parse(codeSentSchema, sent.body)).toMatchObject({ sent: true, resend_after: 120 });
    expect(db.read().outbox.at(-1)).toMatchObject({ channel: 'email', to: 'armen.grigoryan@example.am' });
    expect(lastCode()).toMatch(/^\d{6}$/);

    const step = v.parse(identityStepSchema, (await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'armen.grigoryan@example.am', CODE: lastCode() })).body);
    expect(step).toMatchObject({ matched: true, verified: 'email' });

    const created = await postApp(SIGNUP, { STEP: 'password', REGISTRATION: step.registration, PASSWORD, PASSWORD_CONFIRM: PASSWORD }, { lang: 'am' });
    expect(created.status).toBe(200);
    const body = v.parse(accountCreatedSchema, created.body);
    expect(created.headers.get('Authorization')).toBe(body.token);
    expect(body.user).toMatchObject({ EMAIL: 'armen.grigoryan@example.am', UID: '3456789012', fullname_en: 'Armen Grigoryan', lang: 'am' });
    expect(body.verified).toBe('email');

    // The new customer is persisted: signing in again works with the new password.
    expect((await postApp(SIGN_IN, { LOGIN: 'armen.grigoryan@example.am', PASSWORD })).status).toBe(200);
    expect((await postApp(SIGN_IN, { LOGIN: '3456789012', PASSWORD })).status).toBe(200);
  });

  it.each([
    [{ EMAIL: '' }, { EMAIL: ['E-mail field is required'] }],
    [{ EMAIL: 'anna@example' }, { EMAIL: ['Enter a valid e-mail address'] }],
  ])('send %j → 400 %j', async (fields, warnings) => {
    const answer = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: warnings });
  });

  it('a wrong code says how many tries are left; after 5 the address is locked, even for the right code and a new code', async () => {
    await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'new@example.am' });
    const code = lastCode();
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'new@example.am', CODE: wrong(code) });
      expect(answer.body).toEqual({ warning_d: { CODE: [left === 1 ? 'Wrong code. 1 try left.' : `Wrong code. ${left} tries left.`] } });
    }
    const locked = await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'new@example.am', CODE: wrong(code) }, { lang: 'ru' });
    expect(locked.body).toEqual({ warning_d: { CODE: ['Слишком много неверных попыток. Повторите через 15 минут.'] } });
    expect((await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'new@example.am', CODE: code })).status).toBe(400);
    vi.setSystemTime(Date.now() + RESEND_AFTER_MS);
    const resend = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'new@example.am' });
    expect(resend.status).toBe(400);
    expect(resend.body).toEqual({ warning_d: { EMAIL: ['Too many wrong tries. Try again in 13 minutes.'], CODE: ['Too many wrong tries. Try again in 13 minutes.'] } });
  });

  it('a code expires after 10 minutes; asked again within 120 s, the code already sent stays valid and no new one goes out', async () => {
    await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'late@example.am' });
    const code = lastCode();
    const sentBefore = db.read().outbox.length;
    vi.setSystemTime(Date.now() + 33_000);
    const soon = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'late@example.am' });
    expect(soon).toMatchObject({ status: 200, body: { sent: 0, resend_after: 87, expires_in: 567 } });
    expect(db.read().outbox.length).toBe(sentBefore);
    // After a reload the first code is entered: it works.
    const step = await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'late@example.am', CODE: code });
    expect(step.status).toBe(200);
  });

  it('an expired code says so; a new one can then be asked for', async () => {
    await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'late@example.am' });
    const code = lastCode();
    vi.setSystemTime(Date.now() + CODE_TTL_MS);
    const expired = await postApp(SIGNUP, { STEP: 'email-code', EMAIL: 'late@example.am', CODE: code }, { lang: 'am' });
    expect(expired.body).toEqual({ warning_d: { CODE: ['Կոդի ժամկետն անցել է։ Ստացեք նոր կոդ։'] } });
    expect((await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'late@example.am' })).status).toBe(200);
    expect(lastCode()).toMatch(/^\d{6}$/);
  });
});

describe('fallbacks: phone, then social card', () => {
  it('an e-mail not in the register falls back to the phone; a known phone gets an SMS code and matches', async () => {
    const step = await emailVerified('mariam.new@example.am');
    expect(step).toMatchObject({ matched: false, verified: null });

    const unknown = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'sms', REGISTRATION: step.registration, PHONE: '+374 (099) 999999' });
    expect(unknown.body).toEqual({ warning_d: { PHONE: ['This number is not in our records. Continue with your social card number.'] } });
    const invalid = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'sms', REGISTRATION: step.registration, PHONE: '0123' });
    expect(invalid.body).toEqual({ warning_d: { PHONE: ['Enter a 9-digit Armenian number in the 0xxxxxxxx format'] } });
    const taken = await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'sms', REGISTRATION: step.registration, PHONE: '+374 (091) 234567' });
    expect(taken.body).toEqual({ warning_d: { PHONE: ['An account with this phone number already exists. Sign in.'] } });

    expect((await postApp(SEND, { PURPOSE: 'signup', CHANNEL: 'sms', REGISTRATION: step.registration, PHONE: '+374 (093) 333444' })).status).toBe(200);
    expect(db.read().outbox.at(-1)).toMatchObject({ channel: 'sms', to: '+37493333444' });
    const phone = await postApp(SIGNUP, { STEP: 'phone-code', REGISTRATION: step.registration, PHONE: '+374 (093) 333444', CODE: lastCode() });
    expect(v.parse(identityStepSchema, phone.body)).toMatchObject({ matched: true, verified: 'phone' });
    const created = v.parse(accountCreatedSchema, (await postApp(SIGNUP, { STEP: 'password', REGISTRATION: step.registration, PASSWORD, PASSWORD_CONFIRM: PASSWORD })).body);
    expect(created.user).toMatchObject({ EMAIL: 'mariam.new@example.am', PHONE: '+37493333444', fullname_en: 'Mariam Sargsyan' });
  });

  it.each([
    ['', 'Social card number field is required'],
    ['12345', 'The social card number has 10 digits'],
    ['12345678ab', 'The social card number has 10 digits'],
    [DEMO.uid, 'An account with this social card number already exists. Sign in.'],
  ])('social card %j → 400 %s', async (ssn, message) => {
    const step = await emailVerified('someone@example.am');
    const answer = await postApp(SOC, { REGISTRATION: step.registration, SSN: ssn });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: { SSN: [message] } });
  });

  it('a social card of the register matches; an unknown one does not, and the account then needs a name', async () => {
    const step = await emailVerified('hayk@example.am');
    const soc = v.parse(identityStepSchema, (await postApp(SOC, { REGISTRATION: step.registration, SSN: '5678901234' })).body);
    expect(soc).toMatchObject({ matched: true, verified: 'soc' });

    const other = await emailVerified('nobody@example.am');
    const none = v.parse(identityStepSchema, (await postApp(SOC, { REGISTRATION: other.registration, SSN: '9876543210' })).body);
    expect(none).toMatchObject({ matched: false, verified: null });
    const nameless = await postApp(SIGNUP, { STEP: 'password', REGISTRATION: other.registration, PASSWORD, PASSWORD_CONFIRM: PASSWORD });
    expect(nameless.body).toEqual({ warning_d: { FIRSTNAME: ['First name field is required'], LASTNAME: ['Last name field is required'] } });
    const named = await postApp(SIGNUP, { STEP: 'password', REGISTRATION: other.registration, PASSWORD, PASSWORD_CONFIRM: PASSWORD, FIRSTNAME: 'Nare', LASTNAME: 'Avagyan' });
    expect(v.parse(accountCreatedSchema, named.body)).toMatchObject({ verified: null, user: { fullname_en: 'Nare Avagyan', UID: '9876543210' } });
    // The number typed is the personal ID the login page asks for: sign-in by it works (unverified until the review).
    expect((await postApp(SIGN_IN, { LOGIN: '9876543210', PASSWORD })).status).toBe(200);
    // … and nobody else can claim it.
    const third = await emailVerified('third@example.am');
    expect((await postApp(SOC, { REGISTRATION: third.registration, SSN: '9876543210' })).body).toEqual({
      warning_d: { SSN: ['An account with this social card number already exists. Sign in.'] },
    });
  });
});

describe('password policy (registration and recovery)', () => {
  it.each([
    [{ PASSWORD: 'short1!', PASSWORD_CONFIRM: 'short1!' }, { PASSWORD: ['The password needs at least 8 characters, a lower-case and an upper-case Latin letter, a digit and a symbol'] }],
    [{ PASSWORD: PASSWORD, PASSWORD_CONFIRM: 'Ararat2027$' }, { PASSWORD_CONFIRM: ['The passwords do not match'] }],
    [{ PASSWORD: '', PASSWORD_CONFIRM: '' }, { PASSWORD: ['Password field is required'], PASSWORD_CONFIRM: ['Repeat the password field is required'] }],
  ])('%j → %j', async (fields, warnings) => {
    const step = await emailVerified('armen.grigoryan@example.am');
    const answer = await postApp(SIGNUP, { STEP: 'password', REGISTRATION: step.registration, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ warning_d: warnings });
  });
});

describe('identity documents', () => {
  async function upload(token: string, owner: string, kind: string, name = 'front.png', type = 'image/png') {
    const form = new FormData();
    form.append('id', owner);
    form.append('data', JSON.stringify({ kind }));
    form.append('file', new File([new Uint8Array(2048)], name, { type }));
    const answer = await fetch('http://localhost:3000/app-api/files/upload', { method: 'POST', headers: { Authorization: token, Language: 'en' }, body: form });
    return ((await answer.json()) as { data: { id: string } }).data.id;
  }

  it('needs a session and every part of the set; a complete set goes to review', async () => {
    const step = await emailVerified('armen.grigoryan@example.am');
    const created = v.parse(accountCreatedSchema, (await postApp(SIGNUP, { STEP: 'password', REGISTRATION: step.registration, PASSWORD, PASSWORD_CONFIRM: PASSWORD })).body);
    const owner = `identity:${created.user.CUSTOMER}`;

    expect((await postApp(SIGNUP, { STEP: 'documents', DOCUMENT_TYPE: 'idCard', FILES: '' })).status).toBe(401);
    const front = await upload(created.token, owner, 'idCard-front');
    const back = await upload(created.token, owner, 'idCard-back', 'back.pdf', 'application/pdf');
    const partial = await postApp(SIGNUP, { STEP: 'documents', DOCUMENT_TYPE: 'idCard', FILES: `${front},${back}` }, { token: created.token });
    expect(partial.body).toEqual({ warning_d: { FILES: ['Upload every required part: selfie'] } });
    const badType = await postApp(SIGNUP, { STEP: 'documents', DOCUMENT_TYPE: 'driving', FILES: front }, { token: created.token });
    expect(badType.body).toEqual({ warning_d: { DOCUMENT_TYPE: ['Choose the document type'] } });

    const selfie = await upload(created.token, owner, 'idCard-selfie', 'me.jpg', 'image/jpeg');
    const done = await postApp(SIGNUP, { STEP: 'documents', DOCUMENT_TYPE: 'idCard', FILES: `${front},${back},${selfie}` }, { token: created.token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'review', message: 'Documents received. They are reviewed and your data updated within 1 working day.' });
    expect(db.read().customers.at(-1)?.identity).toEqual({ verifiedBy: 'email', documents: 'review', documentType: 'idCard', uploads: [front, back, selfie], sentAt: expect.any(String) });
  });
});

describe('password recovery', () => {
  it('e-mail → code → new password: signed in, old sessions ended, the old password refused, a notice e-mailed', async () => {
    const old = (await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password })).headers.get('Authorization');
    expect((await postApp(SEND, { PURPOSE: 'recovery', CHANNEL: 'email', EMAIL: DEMO.email })).status).toBe(200);
    const code = lastCode();
    const wrongAnswer = await postApp(FORGOT, { STEP: 'code', EMAIL: DEMO.email, CODE: wrong(code) });
    expect(wrongAnswer.body).toEqual({ warning_d: { CODE: ['Wrong code. 4 tries left.'] } });
    const reset = v.parse(recoveryCodeSchema, (await postApp(FORGOT, { STEP: 'code', EMAIL: DEMO.email, CODE: code })).body);

    const weak = await postApp(FORGOT, { STEP: 'password', RESET: reset.reset, PASSWORD: 'password', PASSWORD_CONFIRM: 'password' });
    expect(weak.status).toBe(400);
    const done = await postApp(FORGOT, { STEP: 'password', RESET: reset.reset, PASSWORD, PASSWORD_CONFIRM: PASSWORD });
    expect(v.parse(passwordResetSchema, done.body).user.EMAIL).toBe(DEMO.email);
    expect(db.read().outbox.at(-1)).toMatchObject({ to: DEMO.email, subject: 'Your password was changed' });
    expect(db.read().sessions.some((session) => session.token === old)).toBe(false);
    expect((await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password })).status).toBe(400);
    expect((await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD })).status).toBe(200);
    // The permission is used up.
    expect((await postApp(FORGOT, { STEP: 'password', RESET: reset.reset, PASSWORD, PASSWORD_CONFIRM: PASSWORD })).status).toBe(400);
  });

  it('an unknown address gets no code (nothing in the outbox)', async () => {
    const before = db.read().outbox.length;
    const answer = await postApp(SEND, { PURPOSE: 'recovery', CHANNEL: 'email', EMAIL: 'stranger@example.am' });
    expect(answer.body).toEqual({ sent: 1, resend_after: 120, expires_in: 600 });
    expect(db.read().outbox.length).toBe(before);
  });
});

/**
 * Every answer of a code chain, as the app would meet it, for one address: the e-mail step, asking again at once
 * and after a reload, wrong codes down to the lock, the locked address asking for a code, the lock's end, an
 * expired code, and a code step with no code asked for. The address itself is replaced, so two runs compare.
 */
async function codeChain(purpose: 'signup' | 'recovery', email: string, lang: 'am' | 'en' | 'ru') {
  const path = purpose === 'recovery' ? FORGOT : SIGNUP;
  const step = purpose === 'recovery' ? 'code' : 'email-code';
  const answers: unknown[] = [];
  const note = (answer: { status: number; body: unknown }) => answers.push(JSON.parse(JSON.stringify({ status: answer.status, body: answer.body }).replaceAll(email, '<address>')));
  const send = () => postApp(SEND, { PURPOSE: purpose, CHANNEL: 'email', EMAIL: email }, { lang });
  const check = (code: string) => postApp(path, { STEP: step, EMAIL: email, CODE: code }, { lang });
  // A code that is surely not the one sent (the outbox holds a code only for an address that may get one).
  const notTheCode = () => wrong(db.read().outbox.filter((message) => message.to === email).at(-1)?.code ?? '000000');

  note(await check('123456'));
  note(await send());
  vi.setSystemTime(Date.now() + 45_000);
  note(await send());
  for (let i = 0; i < 5; i += 1) note(await check(notTheCode()));
  note(await check('123456'));
  note(await send());
  vi.setSystemTime(Date.now() + 15 * 60_000);
  note(await send());
  vi.setSystemTime(Date.now() + CODE_TTL_MS);
  note(await check(notTheCode()));
  note(await check('12345'));
  return answers;
}

describe('recovery and registration answer alike for addresses with and without an account', () => {
  it.each(['en', 'am', 'ru'] as const)('recovery (%s): every answer of the chain is the same for a customer and a stranger; only the customer gets codes', async (lang) => {
    const outbox = db.read().outbox.length;
    const known = await codeChain('recovery', DEMO.email, lang);
    const codesToCustomer = db.read().outbox.length - outbox;
    const unknown = await codeChain('recovery', 'stranger@example.am', lang);
    expect(unknown).toEqual(known);
    expect(codesToCustomer).toBe(2);
    expect(db.read().outbox.length - outbox).toBe(2);
    // The chain did meet every answer: a new code, a kept one, wrong tries, the lock, an expired code.
    expect(known).toContainEqual({ status: 200, body: { sent: 0, resend_after: 75, expires_in: 555 } });
    expect(JSON.stringify(known)).toContain(lang === 'en' ? 'Wrong code. 1 try left.' : lang === 'ru' ? 'Осталась 1 попытка' : 'Մնացել է 1 փորձ');
    expect(JSON.stringify(known)).toContain(lang === 'en' ? 'Try again in 15 minutes.' : lang === 'ru' ? 'через 15 минут' : '15 րոպեից');
  });

  it('registration: a taken e-mail gets the answers a new one gets; its owner gets a notice instead of a code', async () => {
    const outbox = db.read().outbox.length;
    const fresh = await codeChain('signup', 'new.person@example.am', 'en');
    const taken = await codeChain('signup', DEMO.email, 'en');
    expect(taken).toEqual(fresh);
    const toOwner = db.read().outbox.slice(outbox).filter((message) => message.to === DEMO.email);
    expect(toOwner.map((message) => [message.subject, message.code ?? null])).toEqual([
      ['You already have an account', null],
      ['You already have an account', null],
    ]);
    expect(toOwner[0]?.body).toContain('Forgot your password?');
  });
});
