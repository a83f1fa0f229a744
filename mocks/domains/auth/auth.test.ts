import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { captchaSchema, signInSchema } from '@/shared/api/application/schemas';
import { db } from '../../db';
import { CAPTCHA, DEMO, postApp, SIGN_IN, solve } from '../../test/http';

const fail = (login: string = DEMO.uid) => postApp(SIGN_IN, { LOGIN: login, PASSWORD: 'wrong-password' });

describe('sign-in', () => {
  it('with the personal ID: token in the body and the Authorization header, user in three scripts', async () => {
    const answer = await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password });
    expect(answer.status).toBe(200);
    const body = v.parse(signInSchema, answer.body);
    expect(answer.headers.get('Authorization')).toBe(body.token);
    expect(body.user).toMatchObject({
      CUSTOMER: '1001',
      UID: DEMO.uid,
      EMAIL: DEMO.email,
      lang: 'am',
      fullname_hy: 'Աննա Հակոբյան',
      fullname_en: 'Anna Hakobyan',
      fullname_ru: 'Анна Акопян',
    });
    expect(body.user.PHONE).toMatch(/^\+374\d{8}$/);
    expect(body.user).not.toHaveProperty('password');
  });

  it('with the e-mail, in any letter case; the second demo customer speaks English', async () => {
    expect((await postApp(SIGN_IN, { LOGIN: 'Anna.Hakobyan@Example.am', PASSWORD: DEMO.password })).status).toBe(200);
    const david = await postApp(SIGN_IN, { LOGIN: 'david.petrosyan@example.am', PASSWORD: DEMO.password });
    expect(v.parse(signInSchema, david.body).user).toMatchObject({ UID: '2345678901', lang: 'en', fullname_en: 'David Petrosyan' });
  });

  it('a wrong password: 400 warning_d.PASSWORD, localized (en, hy, ru)', async () => {
    const en = await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: 'nope' }, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ warning_d: { PASSWORD: ['Incorrect personal ID or password'] } });

    const hy = await postApp(SIGN_IN, { LOGIN: DEMO.email, PASSWORD: 'nope' }, { lang: 'am' });
    expect(hy.status).toBe(400);
    expect(hy.body).toEqual({ warning_d: { PASSWORD: ['Անձնական համարը կամ գաղտնաբառը սխալ է'] } });

    const ru = await postApp(SIGN_IN, { LOGIN: '9999999999', PASSWORD: 'nope' }, { lang: 'ru' });
    expect(ru.body).toEqual({ warning_d: { PASSWORD: ['Неверный личный номер или пароль'] } });
  });

  it('empty fields: 400 with a required message per field', async () => {
    const hy = await postApp(SIGN_IN, { LOGIN: '  ', PASSWORD: '' }, { lang: 'am' });
    expect(hy.status).toBe(400);
    expect(hy.body).toEqual({
      warning_d: { LOGIN: ['Անձնական համար կամ էլ. փոստ դաշտը պարտադիր է'], PASSWORD: ['Գաղտնաբառ դաշտը պարտադիր է'] },
    });
    const en = await postApp(SIGN_IN, {}, { lang: 'en' });
    expect(en.body).toEqual({
      warning_d: { LOGIN: ['Personal ID or e-mail field is required'], PASSWORD: ['Password field is required'] },
    });
  });

  it('success resets the failure count', async () => {
    await fail();
    expect(Object.values(db.read().failedLogins)).toEqual([1]);
    await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password });
    expect(db.read().failedLogins).toEqual({});
    await fail();
    expect(v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body).required).toBe(false);
  });
});

describe('captcha after 2 failed sign-ins in a row', () => {
  it('is not required at first, then asks a localized question', async () => {
    expect((await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body).toEqual({ required: 0 });
    await fail();
    expect((await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body).toEqual({ required: 0 });
    // The personal ID and the e-mail of one customer share the count.
    await fail(DEMO.email);

    const en = v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.uid }, { lang: 'en' })).body);
    expect(en.required).toBe(true);
    expect(en.captcha_id).toBeTruthy();
    expect(en.question).toMatch(/^Solve: \d+ [+-] \d+ = \?$/);
    const hy = v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.email }, { lang: 'am' })).body);
    expect(hy.question).toMatch(/^Լուծեք՝ \d+ [+-] \d+ = \?$/);
    // Another login is not affected.
    expect((await postApp(CAPTCHA, { LOGIN: '2345678901' })).body).toEqual({ required: 0 });
  });

  it('then sign-in needs the right answer, even with the right password', async () => {
    await fail();
    await fail();

    const missing = await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      front_warning: 'Please confirm you are not a robot: answer the check question.',
      warning_d: { CAPTCHA_ANSWER: ['Answer to the check question field is required'] },
    });

    const first = v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body);
    const wrong = await postApp(SIGN_IN, {
      LOGIN: DEMO.uid,
      PASSWORD: DEMO.password,
      CAPTCHA_ID: first.captcha_id,
      CAPTCHA_ANSWER: String(solve(first.question ?? '') + 1),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ warning_d: { CAPTCHA_ANSWER: ['The answer to the check question is wrong. Try a new question.'] } });

    // A challenge answers once: the right answer to a used challenge still fails.
    const reused = await postApp(SIGN_IN, {
      LOGIN: DEMO.uid,
      PASSWORD: DEMO.password,
      CAPTCHA_ID: first.captcha_id,
      CAPTCHA_ANSWER: String(solve(first.question ?? '')),
    });
    expect(reused.status).toBe(400);

    const fresh = v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body);
    const success = await postApp(SIGN_IN, {
      LOGIN: DEMO.uid,
      PASSWORD: DEMO.password,
      CAPTCHA_ID: fresh.captcha_id,
      CAPTCHA_ANSWER: String(solve(fresh.question ?? '')),
    });
    expect(success.status).toBe(200);
    expect(success.headers.get('Authorization')).toBeTruthy();
    expect((await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body).toEqual({ required: 0 });
  });

  it('a right answer with a wrong password still counts as a failure', async () => {
    await fail();
    await fail();
    const challenge = v.parse(captchaSchema, (await postApp(CAPTCHA, { LOGIN: DEMO.uid })).body);
    const answer = await postApp(SIGN_IN, {
      LOGIN: DEMO.uid,
      PASSWORD: 'still-wrong',
      CAPTCHA_ID: challenge.captcha_id,
      CAPTCHA_ANSWER: String(solve(challenge.question ?? '')),
    });
    expect(answer.body).toEqual({ warning_d: { PASSWORD: ['Incorrect personal ID or password'] } });
    expect(Object.values(db.read().failedLogins)).toEqual([3]);
  });
});

describe('sign out on all devices', () => {
  const SIGN_OUT_ALL = '/mobile/login/sign-out-all/';
  const tokenOf = async (login: string) => v.parse(signInSchema, (await postApp(SIGN_IN, { LOGIN: login, PASSWORD: DEMO.password })).body).token;

  it('ends every session of the customer, this one included; other customers stay signed in', async () => {
    const here = await tokenOf(DEMO.uid);
    const elsewhere = await tokenOf(DEMO.email);
    const david = await tokenOf('david.petrosyan@example.am');
    const answer = await postApp(SIGN_OUT_ALL, {}, { token: here });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: { ENDED: 2 } });
    expect(answer.headers.get('Authorization')).toBe('');
    expect((await postApp('/mobile/get-cust-datas/', {}, { token: elsewhere })).status).toBe(401);
    expect((await postApp('/mobile/get-cust-datas/', {}, { token: here })).status).toBe(401);
    expect((await postApp('/mobile/get-cust-datas/', {}, { token: david })).status).toBe(200);
  });

  it('without a session: 401', async () => {
    expect((await postApp(SIGN_OUT_ALL, {})).status).toBe(401);
  });
});
