import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactChangedSchema } from '@/shared/api/contact/schemas';
import { autofillSchema, requestReceivedSchema } from '@/shared/api/profile/request-schemas';
import { db } from '../../db';
import { APP_API, postApp } from '../../test/http';
import { ANNA, signIn } from '../purchase/test-kit';
import { REQUEST_PATHS } from './requests';

type Warned = { warning_d?: Record<string, string[]> };
const warning = (body: unknown, field: string) => (body as Warned).warning_d?.[field]?.[0];

describe('/profile/data/autofill', () => {
  it.each([
    ['CITY', 'gy', 'en', {}, ['Gyumri']],
    ['CITY', 'Երև', 'am', {}, ['Երևան']],
    // A match in another language's name counts; the answer is in the request language.
    ['CITY', 'yere', 'ru', {}, ['Ереван']],
    ['STREET', 'tigran', 'en', { CITY: 'Yerevan' }, ['Tigran Mets Avenue', 'Tigranyan Street']],
    ['STREET', 'bat', 'en', { CITY: 'Vanadzor' }, ['Batumi Street']],
    ['STREET', 'bat', 'en', { CITY: 'Yerevan' }, []],
    ['CITY', 'y', 'en', {}, []],
  ])('%s %j (%s) → %j', async (field, value, lang, extra, expected) => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.autofill, { field, value, ...extra }, { token, lang: lang as 'en' });
    expect(answer.status).toBe(200);
    expect(v.parse(autofillSchema, answer.body).result).toEqual(expected);
  });

  it('answers at most 8, and refuses an unknown field or an empty value', async () => {
    const token = await signIn(ANNA);
    const many = await postApp(REQUEST_PATHS.autofill, { field: 'STREET', value: 'street' }, { token });
    expect(v.parse(autofillSchema, many.body).result).toHaveLength(8);
    const unknown = await postApp(REQUEST_PATHS.autofill, { field: 'ZIP', value: '00' }, { token });
    expect(unknown.status).toBe(400);
    expect(warning(unknown.body, 'field')).toBe('There are no suggestions for this field');
    const empty = await postApp(REQUEST_PATHS.autofill, { field: 'CITY', value: '' }, { token });
    expect(warning(empty.body, 'value')).toBe('City field is required');
  });

  it('is for signed-in customers only', async () => {
    expect((await postApp(REQUEST_PATHS.autofill, { field: 'CITY', value: 'gy' })).status).toBe(401);
  });
});

describe('/profile/data/save-address', () => {
  it('stores the address in the profile and answers the profile', async () => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.saveAddress, { CITY: 'Gyumri', STREET: 'Vardanants Street', HOUSE: '5/1', APARTMENT: '' }, { token });
    expect(answer.status).toBe(200);
    const parsed = v.parse(contactChangedSchema, answer.body);
    expect(parsed.message).toBe('Your address has been saved');
    expect((parsed.result as Record<string, unknown>).ADDRESS).toEqual({ CITY: 'Gyumri', STREET: 'Vardanants Street', HOUSE: '5/1', APARTMENT: '' });
    expect(db.read().customers.find((customer) => customer.profile.UID === ANNA)?.profile.ADDRESS?.CITY).toBe('Gyumri');
  });

  it.each([
    [{ CITY: '', STREET: 'A', HOUSE: '1' }, 'CITY', 'City field is required'],
    [{ CITY: 'Atlantis', STREET: 'A', HOUSE: '1' }, 'CITY', 'Choose the city from the list'],
    [{ CITY: 'Yerevan', STREET: '', HOUSE: '1' }, 'STREET', 'Street field is required'],
    [{ CITY: 'Yerevan', STREET: '<b>', HOUSE: '1' }, 'STREET', 'Letters, digits, hyphen, slash, full stop, comma and space only'],
    [{ CITY: 'Yerevan', STREET: 'Teryan Street', HOUSE: 'twelve' }, 'HOUSE', 'Enter the building number, e.g. 12 or 12/3'],
    [{ CITY: 'Yerevan', STREET: 'Teryan Street', HOUSE: '12', APARTMENT: '12345' }, 'APARTMENT', 'The flat number has up to 4 digits'],
  ])('refuses %j under %s', async (address, field, message) => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.saveAddress, address, { token });
    expect(answer.status).toBe(400);
    expect(warning(answer.body, field)).toBe(message);
  });
});

describe('/mobile/callback_order-doctor/', () => {
  it('books a callback under a number, mails it, and refuses a second one to the same number on the same topic', async () => {
    const token = await signIn(ANNA);
    const first = await postApp(REQUEST_PATHS.callback, { PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'morning', COMMENT: '' }, { token });
    expect(first.status).toBe(200);
    const received = v.parse(requestReceivedSchema, first.body);
    expect(received.result.NUMBER).toMatch(/^CB-\d{4}-000001$/);
    expect(received.message).toBe('Request received: we will call you');
    expect(db.read().customerRequests.at(-1)).toMatchObject({ kind: 'callback', values: { PHONE: '+37491234567', TOPIC: 'claim' } });
    expect(db.read().outbox.at(-1)?.subject).toBe(`Your request ${received.result.NUMBER}`);

    const again = await postApp(REQUEST_PATHS.callback, { PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'asap' }, { token });
    expect(again.status).toBe(400);
    expect(warning(again.body, 'PHONE')).toBe('A callback to this number on this topic is already booked: we will call you soon');
    const other = await postApp(REQUEST_PATHS.callback, { PHONE: '+374 (091) 234567', TOPIC: 'purchase', TIME: 'asap' }, { token });
    expect(v.parse(requestReceivedSchema, other.body).result.NUMBER).toMatch(/-000002$/);
  });

  it.each([
    [{ PHONE: '', TOPIC: 'claim', TIME: 'asap' }, 'PHONE', 'Phone field is required'],
    [{ PHONE: '0123', TOPIC: 'claim', TIME: 'asap' }, 'PHONE', 'Enter a 9-digit Armenian number in the 0xxxxxxxx format'],
    [{ PHONE: '+374 (091) 234567', TOPIC: 'weather', TIME: 'asap' }, 'TOPIC', 'Choose one from the list'],
    [{ PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: '' }, 'TIME', 'Time of the call field is required'],
    [{ PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'asap', COMMENT: 'x'.repeat(501) }, 'COMMENT', 'At most 500 characters'],
  ])('refuses %j under %s', async (fields, field, message) => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.callback, fields, { token });
    expect(answer.status).toBe(400);
    expect(warning(answer.body, field)).toBe(message);
  });
});

describe('/mobile/contract_order_fromsite/', () => {
  it('takes an order of a product not sold online', async () => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.contractOrder, { PRODUCT: 'cargo', PHONE: '+374 (091) 234567', EMAIL: 'Anna@Example.am', COMMENT: 'Two trucks' }, { token, lang: 'am' });
    expect(answer.status).toBe(200);
    expect(v.parse(requestReceivedSchema, answer.body).result.NUMBER).toMatch(/^OR-\d{4}-000001$/);
    expect(db.read().customerRequests.at(-1)?.values).toMatchObject({ PRODUCT: 'cargo', EMAIL: 'anna@example.am' });
  });

  it.each([
    [{ PRODUCT: '', PHONE: '+374 (091) 234567' }, 'PRODUCT', 'Insurance field is required'],
    [{ PRODUCT: 'appa', PHONE: '+374 (091) 234567' }, 'PRODUCT', 'Choose one from the list'],
    [{ PRODUCT: 'cargo', PHONE: '+374 (091) 234567', EMAIL: 'anna@' }, 'EMAIL', 'Enter a valid e-mail address'],
  ])('refuses %j under %s', async (fields, field, message) => {
    const token = await signIn(ANNA);
    const answer = await postApp(REQUEST_PATHS.contractOrder, fields, { token });
    expect(warning(answer.body, field)).toBe(message);
  });
});

describe('/mobile/create-request/ (multipart)', () => {
  const send = async (token: string, fields: Record<string, string>, files: File[] = []) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) form.append('FILENAME[]', file);
    const response = await fetch(`${APP_API}${REQUEST_PATHS.request}`, { method: 'POST', headers: { Language: 'en', Authorization: token }, body: form });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('stores the request with its attachment', async () => {
    const token = await signIn(ANNA);
    const file = new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });
    const answer = await send(token, { SUBJECT: 'Policy copy', TEXT: 'Please send me a paper copy of my policy.' }, [file]);
    expect(answer.status).toBe(200);
    expect(v.parse(requestReceivedSchema, answer.body).result.NUMBER).toMatch(/^WR-/);
    expect(db.read().customerRequests.at(-1)?.files).toEqual([{ name: 'photo.png', type: 'image/png', size: 1000 }]);
  });

  it.each([
    [{ SUBJECT: '', TEXT: 'Please send me a paper copy.' }, [], 'SUBJECT', 'Subject field is required'],
    [{ SUBJECT: 'Copy', TEXT: 'Too short' }, [], 'TEXT', 'At least 20 characters'],
    [{ SUBJECT: 'Copy', TEXT: 'Please send me a paper copy.' }, [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' })], 'FILENAME', 'The file must be a jpg, jpeg, png or pdf'],
    [{ SUBJECT: 'Copy', TEXT: 'Please send me a paper copy.' }, [new File([new Uint8Array(4 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' })], 'FILENAME', 'The file is larger than 3 MB'],
  ])('refuses %j under the field', async (fields, files, field, message) => {
    const token = await signIn(ANNA);
    const answer = await send(token, fields, files);
    expect(answer.status).toBe(400);
    expect(warning(answer.body, field)).toBe(message);
  });
});
