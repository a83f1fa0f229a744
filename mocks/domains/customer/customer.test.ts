import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerDataSchema } from '@/shared/api/application/schemas';
import { SESSION_TTL_MS } from '../../lib/session';
import { CAPTCHA, CUSTOMER_DATA, postApp, signInDemo } from '../../test/http';

describe('/mobile/get-cust-datas/', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a token: 401 with a localized detail', async () => {
    const en = await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { lang: 'en' });
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ detail: 'You are not signed in.' });
    const ru = await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { lang: 'ru', token: 'sim.unknown' });
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual({ detail: 'Вы не вошли в систему.' });
  });

  it('with the token: 200, the customer, and the same token in the Authorization header', async () => {
    const token = await signInDemo();
    const answer = await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { token });
    expect(answer.status).toBe(200);
    expect(v.parse(customerDataSchema, answer.body).result).toMatchObject({ CUSTOMER: '1001', fullname_en: 'Anna Hakobyan' });
    expect(answer.headers.get('Authorization')).toBe(token);
  });

  it('a "Bearer " prefix is accepted', async () => {
    const token = await signInDemo();
    expect((await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('public application answers echo a valid token too', async () => {
    const token = await signInDemo();
    const answer = await postApp(CAPTCHA, { LOGIN: '1234567890' }, { token });
    expect(answer.headers.get('Authorization')).toBe(token);
  });

  it('the session slides: 30 minutes after the last authorized request, real time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const token = await signInDemo();

    vi.setSystemTime(Date.now() + SESSION_TTL_MS - 60_000);
    expect((await postApp(CUSTOMER_DATA, {}, { token })).status).toBe(200);
    // 29 minutes after that request: still valid, because it moved the expiry.
    vi.setSystemTime(Date.now() + SESSION_TTL_MS - 60_000);
    expect((await postApp(CUSTOMER_DATA, {}, { token })).status).toBe(200);

    vi.setSystemTime(Date.now() + SESSION_TTL_MS + 1);
    const expired = await postApp(CUSTOMER_DATA, {}, { token, lang: 'am' });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Ձեր սեսիան ավարտվել է։ Խնդրում ենք կրկին մուտք գործել։' });
  });
});
