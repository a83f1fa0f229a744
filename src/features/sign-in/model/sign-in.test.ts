import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isAuthorized } from '@/entities/session';
import { ApiError, captchaAheadFx, captchaFx, signInFx } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx, routerAttached } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $captcha, $errors, $login, $pending, captchaAnswerChanged, formSubmitted, loginChanged, loginLeft, pageOpened, passwordChanged, validate } from './sign-in';
import { anna } from '@/shared/test/customer';

const user = anna;

/** No answer ahead (a network failure): the press asks the question itself, as the tests below it expect. */
const noAnswerAhead = async () => Promise.reject(new ApiError({ kind: 'network' }));
const fork = (config: { handlers: Array<[unknown, unknown]> }) =>
  forkScope({ handlers: (config.handlers.some(([unit]) => unit === captchaAheadFx) ? config.handlers : [[captchaAheadFx, noAnswerAhead], ...config.handlers]) as never });

async function fill(scope: ReturnType<typeof forkScope>, login: string, password: string) {
  await allSettled(loginChanged, { scope, params: login });
  await allSettled(passwordChanged, { scope, params: password });
}

describe('sign-in form model', () => {
  it('requires both fields and sends nothing', async () => {
    const signIn = vi.fn();
    const scope = fork({ handlers: [[signInFx, signIn], [captchaFx, vi.fn()]] });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({ LOGIN: { type: 'required' }, PASSWORD: { type: 'required' } });
    expect(signIn).not.toHaveBeenCalled();
    await allSettled(loginChanged, { scope, params: 'x' });
    expect(scope.getState($errors)).toEqual({ PASSWORD: { type: 'required' } });
  });

  it('checks the captcha, signs in, and goes to /profile/3152 in the page language', async () => {
    const navigate = vi.fn();
    const signIn = vi.fn(async () => ({ token: 't', user }));
    const scope = fork({ handlers: [[captchaFx, async () => ({ required: false })], [signInFx, signIn], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await fill(scope, ' 1234567890 ', 'Sevan2026!');
    await allSettled(formSubmitted, { scope });
    expect(signIn).toHaveBeenCalledWith({ LOGIN: '1234567890', PASSWORD: 'Sevan2026!', CAPTCHA_ID: undefined, CAPTCHA_ANSWER: undefined });
    expect(scope.getState($isAuthorized)).toBe(true);
    expect(navigations(navigate)).toContainEqual({ href: '/ru/profile/3152', replace: true });
    expect(scope.getState($login)).toBe('');
  });

  it('fetches the destination\'s code once the form is being filled in, once per visit of the page, and navigates nowhere', async () => {
    const preloadCode = vi.fn();
    const navigator = { history: { push: vi.fn(), replace: vi.fn() }, followLink: vi.fn(), preloadCode };
    const scope = fork({ handlers: [[captchaFx, vi.fn()], [signInFx, vi.fn()]] });
    await allSettled(routerAttached, { scope, params: navigator });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(pageOpened, { scope, params: {} });
    expect(preloadCode).not.toHaveBeenCalled();
    await fill(scope, '1', 'x');
    await fill(scope, '12', 'xy');
    expect(preloadCode).toHaveBeenCalledExactlyOnceWith('/ru/profile/3152');
    // The page opened again, sent back to a contract: its code this time.
    await allSettled(pageOpened, { scope, params: { redirect: '/ru/profile/contracts/3155' } });
    await allSettled(passwordChanged, { scope, params: 'p' });
    expect(preloadCode).toHaveBeenCalledTimes(2);
    expect(preloadCode).toHaveBeenLastCalledWith('/ru/profile/contracts/3155');
    expect(navigator.history.push).not.toHaveBeenCalled();
    expect(navigator.history.replace).not.toHaveBeenCalled();
  });

  it('returns to the page the user came from, but never to another site', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[captchaFx, async () => ({ required: false })], [signInFx, async () => ({ token: 't', user })], [navigateFx, navigate]] });
    await allSettled(pageOpened, { scope, params: { redirect: '/en/profile/3152?x=1' } });
    await fill(scope, 'a', 'b');
    await allSettled(formSubmitted, { scope });
    expect(navigations(navigate).at(-1)).toEqual({ href: '/en/profile/3152?x=1', replace: true });

    const evil = fork({ handlers: [[captchaFx, async () => ({ required: false })], [signInFx, async () => ({ token: 't', user })], [navigateFx, navigate]] });
    await allSettled(pageOpened, { scope: evil, params: { redirect: '//evil.example/x' } });
    await fill(evil, 'a', 'b');
    await allSettled(formSubmitted, { scope: evil });
    expect(navigations(navigate).at(-1)).toEqual({ href: '/profile/3152', replace: true });
  });

  it('shows the challenge when the backend asks, then sends the answer with the sign-in', async () => {
    const signIn = vi.fn(async () => ({ token: 't', user }));
    const scope = fork({
      handlers: [[captchaFx, async () => ({ required: true, captcha_id: 'c1', question: '4 + 7 = ?' })], [signInFx, signIn], [navigateFx, vi.fn()]],
    });
    await fill(scope, 'anna', 'pw');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($captcha)).toEqual({ id: 'c1', question: '4 + 7 = ?' });
    expect(signIn).not.toHaveBeenCalled();

    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({ CAPTCHA_ANSWER: { type: 'required' } });

    await allSettled(captchaAnswerChanged, { scope, params: '11' });
    await allSettled(formSubmitted, { scope });
    expect(signIn).toHaveBeenCalledWith({ LOGIN: 'anna', PASSWORD: 'pw', CAPTCHA_ID: 'c1', CAPTCHA_ANSWER: '11' });
  });

  it('puts the server field warnings under the fields', async () => {
    const scope = fork({
      handlers: [
        [captchaFx, async () => ({ required: false })],
        [signInFx, async () => Promise.reject(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { PASSWORD: ['Incorrect personal ID or password'] } }))],
      ],
    });
    await fill(scope, 'anna', 'bad');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({ PASSWORD: { type: 'server', message: 'Incorrect personal ID or password' } });
    expect(scope.getState($isAuthorized)).toBe(false);
  });

  it('asks ahead, once per login, when the customer moves on from it; a press then signs in without asking again', async () => {
    const ahead = vi.fn(async () => ({ required: false }));
    const ask = vi.fn(async () => ({ required: false }));
    const signIn = vi.fn(async () => ({ token: 't', user }));
    const scope = fork({ handlers: [[captchaAheadFx, ahead], [captchaFx, ask], [signInFx, signIn], [navigateFx, vi.fn()]] });
    await allSettled(loginChanged, { scope, params: ' anna ' });
    expect(ahead).not.toHaveBeenCalled();
    await allSettled(loginLeft, { scope });
    await allSettled(passwordChanged, { scope, params: 'p' });
    await allSettled(passwordChanged, { scope, params: 'pw' });
    expect(ahead).toHaveBeenCalledExactlyOnceWith({ LOGIN: 'anna' });
    expect(scope.getState($pending)).toBe(false);
    await allSettled(formSubmitted, { scope });
    expect(ask).not.toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledWith({ LOGIN: 'anna', PASSWORD: 'pw', CAPTCHA_ID: undefined, CAPTCHA_ANSWER: undefined });
  });

  it('asks at the press when the login changed since, when the answer ahead wants a challenge, or when it failed', async () => {
    for (const [answer, change] of [[async () => ({ required: false }), true], [async () => ({ required: true, captcha_id: 'c0', question: '?' }), false], [noAnswerAhead, false]] as const) {
      const ask = vi.fn(async () => ({ required: true, captcha_id: 'c1', question: '4 + 7 = ?' }));
      const signIn = vi.fn();
      const scope = fork({ handlers: [[captchaAheadFx, answer], [captchaFx, ask], [signInFx, signIn]] });
      await fill(scope, 'anna', 'pw');
      if (change) await allSettled(loginChanged, { scope, params: 'anna2' });
      await allSettled(formSubmitted, { scope });
      expect(ask).toHaveBeenCalledExactlyOnceWith({ LOGIN: change ? 'anna2' : 'anna' });
      expect(signIn).not.toHaveBeenCalled();
      expect(scope.getState($captcha)).toEqual({ id: 'c1', question: '4 + 7 = ?' });
    }
  });

  it('keeps no answer that comes after a press: a refused sign-in may make the next one need a challenge', async () => {
    let answerAhead: (value: { required: boolean }) => void = () => undefined;
    // The first question ahead is answered late (after the press); later ones at once.
    const ahead = vi.fn(async () => ({ required: false }));
    ahead.mockImplementationOnce(() => new Promise((resolve) => (answerAhead = resolve)));
    const ask = vi.fn(async () => ({ required: false }));
    const refusal = new ApiError({ kind: 'warning', status: 400, fieldWarnings: { PASSWORD: ['Incorrect personal ID or password'] } });
    const signIn = vi.fn(async () => Promise.reject(refusal));
    const scope = fork({ handlers: [[captchaAheadFx, ahead], [captchaFx, ask], [signInFx, signIn]] });
    await allSettled(loginChanged, { scope, params: 'anna' });
    // allSettled waits for every effect of the scope, the late answer's too: started, then awaited once it is given.
    const left = allSettled(loginLeft, { scope });
    const typed = allSettled(passwordChanged, { scope, params: 'bad' });
    const pressed = allSettled(formSubmitted, { scope });
    answerAhead({ required: false });
    await Promise.all([left, typed, pressed]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledTimes(1);
    // Typing again asks again ahead; that answer, given before the press, counts.
    await allSettled(passwordChanged, { scope, params: 'bad2' });
    expect(ahead).toHaveBeenCalledTimes(2);
    await allSettled(formSubmitted, { scope });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('shows the challenge when a sign-in without one is refused for want of it', async () => {
    const ask = vi.fn(async () => ({ required: true, captcha_id: 'c2', question: '2 + 2 = ?' }));
    const signIn = vi.fn(async () => Promise.reject(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CAPTCHA_ANSWER: ['Answer the question'] } })));
    const scope = fork({ handlers: [[captchaAheadFx, async () => ({ required: false })], [captchaFx, ask], [signInFx, signIn]] });
    await fill(scope, 'anna', 'pw');
    await allSettled(formSubmitted, { scope });
    expect(ask).toHaveBeenCalledExactlyOnceWith({ LOGIN: 'anna' });
    expect(scope.getState($captcha)).toEqual({ id: 'c2', question: '2 + 2 = ?' });
    expect(scope.getState($errors)).toEqual({ CAPTCHA_ANSWER: { type: 'server', message: 'Answer the question' } });
    // A wrong answer to a challenge on screen is not that case: the next press asks for a fresh one, as before.
    await allSettled(passwordChanged, { scope, params: 'pw' });
    await allSettled(captchaAnswerChanged, { scope, params: '5' });
    await allSettled(formSubmitted, { scope });
    expect(signIn).toHaveBeenLastCalledWith({ LOGIN: 'anna', PASSWORD: 'pw', CAPTCHA_ID: 'c2', CAPTCHA_ANSWER: '5' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(scope.getState($captcha)).toBeNull();
  });

  it('validate() is the single source of the client rules', () => {
    expect(validate({ login: ' ', password: '', captcha: null, answer: '' })).toEqual({ LOGIN: { type: 'required' }, PASSWORD: { type: 'required' } });
    expect(validate({ login: 'a', password: 'b', captcha: { id: '1', question: '?' }, answer: '' })).toEqual({ CAPTCHA_ANSWER: { type: 'required' } });
  });
});
