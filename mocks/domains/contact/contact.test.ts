import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactChangedSchema, contactCodeSentSchema, languageSavedSchema } from '@/shared/api/contact/schemas';
import { db } from '../../db';
import { APP_API, postApp } from '../../test/http';
import { ANNA, signIn } from '../purchase/test-kit';
import { CONTACT_PATHS } from './handlers';

type Warned = { warning_d?: Record<string, string[]> };
const warning = (body: unknown, field: string) => (body as Warned).warning_d?.[field]?.[0];
const lastCode = (to: string) => [...db.read().outbox].reverse().find((message) => message.to === to)?.code ?? '';
const annaProfile = () => db.read().customers.find((customer) => customer.profile.UID === ANNA)!.profile;

afterEach(() => vi.useRealTimers());

describe('phone change with a code', () => {
  it('sends an SMS code to the new number (in the inbox), confirms it and stores the number', async () => {
    const token = await signIn(ANNA);
    const sent = await postApp(CONTACT_PATHS.requestPhone, { PHONE: '+374 (077) 123456' }, { token, lang: 'en' });
    expect(sent.status).toBe(200);
    expect(v.parse(contactCodeSentSchema, sent.body).sent).toBe(true);
    const code = lastCode('+37477123456');
    expect(code).toMatch(/^\d{6}$/);
    expect(db.read().outbox.at(-1)?.channel).toBe('sms');

    const done = await postApp(CONTACT_PATHS.confirmPhone, { PHONE: '+374 (077) 123456', CODE: code }, { token, lang: 'en' });
    expect(done.status).toBe(200);
    const answer = v.parse(contactChangedSchema, done.body);
    expect(answer.result.PHONE).toBe('+37477123456');
    expect(answer.message).toBe('Your phone number has been changed');
    expect(annaProfile().PHONE).toBe('+37477123456');
    // The code is used up.
    const again = await postApp(CONTACT_PATHS.confirmPhone, { PHONE: '+374 (077) 123456', CODE: code }, { token, lang: 'en' });
    expect(again.status).toBe(400);
  });

  it.each([
    ['', 'Phone field is required'],
    ['0123', 'Enter a 9-digit Armenian number in the 0xxxxxxxx format'],
    ['+37477123456', 'Enter a 9-digit Armenian number in the 0xxxxxxxx format'],
    ['+374 (091) 234567', 'This is already your number'],
    ['+374 (099) 876543', 'This number is used by another account'],
  ])('refuses %j: %s', async (phone, message) => {
    const token = await signIn(ANNA);
    const answer = await postApp(CONTACT_PATHS.requestPhone, { PHONE: phone }, { token, lang: 'en' });
    expect(answer.status).toBe(400);
    expect(warning(answer.body, 'PHONE')).toBe(message);
  });

  it('a wrong code counts the tries; an expired code is refused; within 120 s no new code (the one sent stays valid)', async () => {
    const token = await signIn(ANNA);
    await postApp(CONTACT_PATHS.requestPhone, { PHONE: '+374 (077) 123456' }, { token, lang: 'en' });
    const code = lastCode('+37477123456');
    const wrong = await postApp(CONTACT_PATHS.confirmPhone, { PHONE: '+374 (077) 123456', CODE: code === '000000' ? '111111' : '000000' }, { token, lang: 'en' });
    expect(warning(wrong.body, 'CODE')).toBe('Wrong code. 4 tries left.');

    const soon = await postApp(CONTACT_PATHS.requestPhone, { PHONE: '+374 (077) 123456' }, { token, lang: 'en' });
    expect(soon.status).toBe(200);
    expect(soon.body).toMatchObject({ sent: 0 });
    expect(lastCode('+37477123456')).toBe(code);

    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ['Date'] });
    const fresh = await signIn(ANNA);
    const expired = await postApp(CONTACT_PATHS.confirmPhone, { PHONE: '+374 (077) 123456', CODE: code }, { token: fresh, lang: 'en' });
    expect(warning(expired.body, 'CODE')).toBe('The code has expired. Get a new code.');
    const resent = await postApp(CONTACT_PATHS.requestPhone, { PHONE: '+374 (077) 123456' }, { token: fresh, lang: 'en' });
    expect(resent.status).toBe(200);
  });

  it('needs a session', async () => {
    const answer = await postApp(CONTACT_PATHS.requestPhone, { PHONE: '+374 (077) 123456' }, { lang: 'en' });
    expect(answer.status).toBe(401);
  });
});

describe('e-mail change with a code', () => {
  it('sends the code to the new address, confirms, stores it in lower case', async () => {
    const token = await signIn(ANNA);
    const sent = await postApp(CONTACT_PATHS.requestEmail, { EMAIL: 'Anna.New@Example.am' }, { token, lang: 'ru' });
    expect(sent.status).toBe(200);
    const code = lastCode('anna.new@example.am');
    expect(db.read().outbox.at(-1)?.channel).toBe('email');
    const done = await postApp(CONTACT_PATHS.confirmEmail, { EMAIL: 'anna.new@example.am', CODE: code }, { token, lang: 'ru' });
    expect(v.parse(contactChangedSchema, done.body).result.EMAIL).toBe('anna.new@example.am');
    expect(annaProfile().EMAIL).toBe('anna.new@example.am');
  });

  it.each([
    ['nope', 'Enter a valid e-mail address'],
    ['anna.hakobyan@example.am', 'This is already your e-mail'],
    ['DAVID.petrosyan@example.am', 'This e-mail is used by another account'],
  ])('refuses %j', async (email, message) => {
    const token = await signIn(ANNA);
    const answer = await postApp(CONTACT_PATHS.requestEmail, { EMAIL: email }, { token, lang: 'en' });
    expect(warning(answer.body, 'EMAIL')).toBe(message);
  });

  it('a code of one address does not confirm another', async () => {
    const token = await signIn(ANNA);
    await postApp(CONTACT_PATHS.requestEmail, { EMAIL: 'one@example.am' }, { token, lang: 'en' });
    const code = lastCode('one@example.am');
    const other = await postApp(CONTACT_PATHS.confirmEmail, { EMAIL: 'two@example.am', CODE: code }, { token, lang: 'en' });
    expect(warning(other.body, 'CODE')).toBe('Get a code first.');
  });
});

describe('save-language', () => {
  it('stores am/en/ru and answers in the chosen language; anything else is a field warning', async () => {
    const token = await signIn(ANNA);
    const saved = await postApp(CONTACT_PATHS.language, { lang: 'ru' }, { token, lang: 'am' });
    expect(v.parse(languageSavedSchema, saved.body)).toMatchObject({ lang: 'ru', message: 'Язык сохранён' });
    expect(annaProfile().lang).toBe('ru');
    const wrong = await postApp(CONTACT_PATHS.language, { lang: 'de' }, { token, lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(warning(wrong.body, 'lang')).toBe('Choose am, en or ru');
  });
});

describe('upload-cust-avatar', () => {
  const send = (token: string | null, parts: Array<[string, Blob, string]>) => {
    const form = new FormData();
    for (const [key, blob, name] of parts) form.append(key, blob, name);
    return fetch(`${APP_API}${CONTACT_PATHS.avatar}`, { method: 'POST', headers: { Language: 'en', ...(token ? { Authorization: token } : {}) }, body: form });
  };
  const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], { type: 'image/png' });

  it('stores one picture as the avatar and answers the profile with it', async () => {
    const token = await signIn(ANNA);
    const answer = await send(token, [['FILENAME[]', png, 'me.png']]);
    expect(answer.status).toBe(200);
    const profile = v.parse(contactChangedSchema, await answer.json()).result;
    expect(profile.avatar).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(annaProfile().avatar).toBe(profile.avatar);
  });

  it.each([
    ['no file', [] as Array<[string, Blob, string]>, 'Choose a picture'],
    ['two files', [['FILENAME[]', png, 'a.png'], ['FILENAME[]', png, 'b.png']] as Array<[string, Blob, string]>, 'Choose a picture'],
    ['a pdf', [['FILENAME[]', new Blob(['%PDF'], { type: 'application/pdf' }), 'a.pdf']] as Array<[string, Blob, string]>, 'The picture must be a jpg or png'],
    ['over 3 MB', [['FILENAME[]', new Blob([new Uint8Array(3 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'a.jpg']] as Array<[string, Blob, string]>, 'The picture is larger than 3 MB'],
  ])('refuses %s', async (_, parts, message) => {
    const token = await signIn(ANNA);
    const answer = await send(token, parts);
    expect(answer.status).toBe(400);
    expect(warning(await answer.json(), 'FILENAME')).toBe(message);
  });
});
