import * as v from 'valibot';
import type { captchaSchema, signInSchema } from '@/shared/api/application/schemas';
import type { signedOutEverywhereSchema } from '@/shared/api/sessions/calls';
import { db } from '../../db';
import type { CustomerRecord } from '../../db/types';
import { authorizedEndpoint, publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, msg, ok, requiredMessage, textField } from '../../lib/respond';
import { createSession, randomId } from '../../lib/session';

/**
 * Sign-in (customer-portal.md §7 Login): personal ID (10-digit social card number) or e-mail, and password.
 * After 2 failed sign-ins in a row for a login, `/mobile/login/i_am_a_not_robot/` asks an arithmetic
 * question and the sign-in needs its answer (docs/decisions/sign-in-captcha.md).
 */
export const CAPTCHA_AFTER_FAILURES = 2;
const CAPTCHA_TTL_MS = 10 * 60 * 1000;

const emailPattern = v.pipe(v.string(), v.email());

export function findCustomerByLogin(login: string): CustomerRecord | undefined {
  const value = login.trim();
  if (!value) return undefined;
  const isEmail = v.is(emailPattern, value);
  return db
    .read()
    .customers.find((customer) =>
      isEmail ? customer.profile.EMAIL.toLowerCase() === value.toLowerCase() : customer.profile.UID === value,
    );
}

/** Failures are counted per customer (personal ID and e-mail share one count), or per unknown login text. */
function loginKey(login: string): string {
  const customer = findCustomerByLogin(login);
  return customer ? `customer:${customer.profile.CUSTOMER}` : `login:${login.trim().toLowerCase()}`;
}

const failuresOf = (key: string) => db.read().failedLogins[key] ?? 0;

/** A small question with a non-negative answer: "Solve: 4 + 7 = ?". */
function newChallenge(): { a: number; op: '+' | '-'; b: number; answer: number } {
  const pick = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
  if (Math.random() < 0.5) {
    const a = pick(2, 9);
    const b = pick(2, 9);
    return { a, op: '+', b, answer: a + b };
  }
  const a = pick(10, 19);
  const b = pick(2, 9);
  return { a, op: '-', b, answer: a - b };
}

const captcha = publicEndpoint({
  client: 'application',
  path: '/mobile/login/i_am_a_not_robot/',
  title: 'Captcha check before sign-in (required after 2 failures)',
  warningFields: ['LOGIN', 'CAPTCHA_ANSWER'],
  resolve: ({ fields, lang }) => {
    const login = textField(fields, 'LOGIN');
    const key = loginKey(login);
    if (!login || failuresOf(key) < CAPTCHA_AFTER_FAILURES) {
      return ok({ required: 0 } satisfies v.InferInput<typeof captchaSchema>);
    }
    const challenge = newChallenge();
    const id = randomId('cap-', 8);
    const now = Date.now();
    db.update((state) => {
      state.captchas = state.captchas.filter((existing) => existing.expiresAt > now && existing.loginKey !== key);
      state.captchas.push({ id, loginKey: key, answer: challenge.answer, expiresAt: now + CAPTCHA_TTL_MS });
    });
    return ok({
      required: 1,
      captcha_id: id,
      question: msg('captchaQuestion', lang, { a: challenge.a, op: challenge.op, b: challenge.b }),
    } satisfies v.InferInput<typeof captchaSchema>);
  },
});

/** Checks and uses up the challenge: each one answers once. */
function takeCaptcha(key: string, id: string, answer: string): 'ok' | 'missing' | 'wrong' {
  if (!answer) return 'missing';
  const now = Date.now();
  return db.update((state) => {
    const challenge = state.captchas.find((candidate) => candidate.id === id && candidate.loginKey === key && candidate.expiresAt > now);
    state.captchas = state.captchas.filter((candidate) => candidate.id !== id);
    return challenge && /^-?\d+$/.test(answer) && Number(answer) === challenge.answer ? 'ok' : 'wrong';
  });
}

const signIn = publicEndpoint({
  client: 'application',
  path: '/mobile/login/customer-signin/',
  title: 'Sign-in with personal ID or e-mail and password',
  warningFields: ['LOGIN', 'PASSWORD'],
  resolve: ({ fields, lang }) => {
    const login = textField(fields, 'LOGIN');
    // Passwords are not trimmed: spaces are characters of the password.
    const password = typeof fields.PASSWORD === 'string' ? fields.PASSWORD : '';

    const missing: Record<string, string[]> = {};
    if (!login) missing.LOGIN = [requiredMessage('labelLogin', lang)];
    if (!password) missing.PASSWORD = [requiredMessage('labelPassword', lang)];
    if (Object.keys(missing).length > 0) return fieldWarnings(missing);

    const key = loginKey(login);
    if (failuresOf(key) >= CAPTCHA_AFTER_FAILURES) {
      const result = takeCaptcha(key, textField(fields, 'CAPTCHA_ID'), textField(fields, 'CAPTCHA_ANSWER'));
      if (result !== 'ok') {
        return fieldWarnings(
          { CAPTCHA_ANSWER: [result === 'missing' ? requiredMessage('labelCaptcha', lang) : msg('captchaWrong', lang)] },
          { front_warning: msg('captchaNeeded', lang) },
        );
      }
    }

    const customer = findCustomerByLogin(login);
    if (!customer || customer.password !== password) {
      db.update((state) => {
        state.failedLogins[key] = (state.failedLogins[key] ?? 0) + 1;
      });
      return fieldWarnings({ PASSWORD: [msg('wrongCredentials', lang)] });
    }

    db.update((state) => {
      delete state.failedLogins[key];
    });
    const session = createSession(customer);
    const body = { token: session.token, user: customer.profile } satisfies v.InferInput<typeof signInSchema>;
    return ok(body, { Authorization: session.token });
  },
});

/**
 * "Sign out on all devices" (issue 22 item 4; ours: docs/decisions/sign-out-everywhere.md): every session of the
 * customer ends, this one included; other browsers meet a 401 ("session has ended") on their next call. The answer
 * carries an empty Authorization header: there is no token left to echo.
 */
const signOutEverywhere = authorizedEndpoint({
  path: '/mobile/login/sign-out-all/',
  title: 'Sign out on all devices (ends every session of the customer)',
  resolve: ({ customer }) => {
    const ended = db.update((state) => {
      const before = state.sessions.length;
      state.sessions = state.sessions.filter((session) => session.customer !== customer.profile.CUSTOMER);
      return before - state.sessions.length;
    });
    const body = { result: { ENDED: ended } } satisfies v.InferInput<typeof signedOutEverywhereSchema>;
    return ok(body, { Authorization: '' });
  },
});

export const authEndpoints: readonly Endpoint[] = [captcha, signIn, signOutEverywhere];
