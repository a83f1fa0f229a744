import { describe, expect, it } from 'vitest';
import { EARLY_CALL_MAX_AGE_MS, takeEarlyCall, type EarlyCall } from './early-calls';

const URL_HOME = 'http://localhost:3000/content-api/home/';
const answer = () => Promise.resolve(new Response('{"ok":true}'));
const call = (overrides: Partial<EarlyCall> = {}): EarlyCall => ({ url: URL_HOME, form: { lang: 'am' }, at: 100, response: answer(), ...overrides });
const form = (fields: Record<string, string | Blob | undefined>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  return data;
};

describe('takeEarlyCall', () => {
  it.each([
    { name: 'the identical call', url: URL_HOME, fields: { lang: 'am' }, now: 200, taken: true },
    { name: 'a relative address of the same call', url: '/content-api/home/', fields: { lang: 'am' }, now: 200, taken: true },
    { name: 'at the age limit', url: URL_HOME, fields: { lang: 'am' }, now: 100 + EARLY_CALL_MAX_AGE_MS, taken: true },
    { name: 'another address', url: 'http://localhost:3000/content-api/contacts/', fields: { lang: 'am' }, now: 200, taken: false },
    { name: 'another language', url: URL_HOME, fields: { lang: 'en' }, now: 200, taken: false },
    { name: 'one more field', url: URL_HOME, fields: { lang: 'am', pid: '7' }, now: 200, taken: false },
    { name: 'one field less', url: URL_HOME, fields: {}, now: 200, taken: false },
    { name: 'a file in the form', url: URL_HOME, fields: { lang: 'am', cv: new Blob(['x']) }, now: 200, taken: false },
    { name: 'older than the limit', url: URL_HOME, fields: { lang: 'am' }, now: 101 + EARLY_CALL_MAX_AGE_MS, taken: false },
  ])('$name: taken $taken', ({ url, fields, now, taken }) => {
    const early = call();
    expect(takeEarlyCall(url, form(fields), [early], now)).toBe(taken ? early.response : null);
  });

  it('answers once: a response body is read once', () => {
    const calls = [call()];
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).not.toBeNull();
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).toBeNull();
  });

  it('takes the matching call out of several and leaves the others', () => {
    const header = call({ url: 'http://localhost:3000/content-api/header/' });
    const home = call();
    const calls = [header, home];
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).toBe(home.response);
    expect(calls).toEqual([header]);
  });

  it('a stale call is dropped, not kept for later', () => {
    const calls = [call()];
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 100 + EARLY_CALL_MAX_AGE_MS + 1)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('without early calls (every page but the prerendered ones) there is nothing to take', () => {
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), undefined, 200)).toBeNull();
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), [], 200)).toBeNull();
  });
});
