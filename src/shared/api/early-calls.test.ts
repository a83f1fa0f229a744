import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_WAIT_MS, EARLY_CALL_MAX_AGE_MS, takeEarlyCall, takeEarlyGetCall, takeEarlyJsonCall, type EarlyCall } from './early-calls';

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
  ])('$name: taken $taken', async ({ url, fields, now, taken }) => {
    const early = call();
    const took = takeEarlyCall(url, form(fields), [early], now);
    if (taken) expect(await took).toBe(await early.response);
    else expect(took).toBeNull();
  });

  it('answers once: a response body is read once', () => {
    const calls = [call()];
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).not.toBeNull();
    expect(takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).toBeNull();
  });

  it('takes the matching call out of several and leaves the others', async () => {
    const header = call({ url: 'http://localhost:3000/content-api/header/' });
    const home = call();
    const calls = [header, home];
    expect(await takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).toBe(await home.response);
    expect(calls).toEqual([header]);
  });

  it('a server error is dropped: the app asks itself, with its retries', async () => {
    const failed = call({ response: Promise.resolve(new Response('{"error":"x"}', { status: 503 })) });
    const calls = [failed];
    expect(await takeEarlyCall(URL_HOME, form({ lang: 'am' }), calls, 200)).toBeNull();
    expect(calls).toEqual([]);
  });

  describe('an answer that does not come (a connection that stalled)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`is waited for until ${EARLY_ANSWER_WAIT_MS} ms after the call left, then the app asks itself`, async () => {
      vi.useFakeTimers();
      const never = call({ response: new Promise<Response | null>(() => undefined) });
      const took = takeEarlyCall(URL_HOME, form({ lang: 'am' }), [never], 100 + EARLY_ANSWER_WAIT_MS - 50);
      let settled: Response | null | undefined;
      void took?.then((value) => (settled = value));
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeNull();
    });

    it('an answer in time is taken', async () => {
      vi.useFakeTimers();
      let answered: (response: Response) => void = () => undefined;
      const slow = call({ response: new Promise<Response | null>((resolve) => (answered = resolve)) });
      const took = takeEarlyCall(URL_HOME, form({ lang: 'am' }), [slow], 200);
      await vi.advanceTimersByTimeAsync(EARLY_ANSWER_WAIT_MS - 200);
      const response = new Response('{"ok":true}');
      answered(response);
      expect(await took).toBe(response);
    });
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

describe('takeEarlyJsonCall (the public application calls: the calculators form)', () => {
  const URL_LIST = 'http://localhost:3000/app-api/mobile/interface/get-popup-input-list/public/';
  const BODY = '{"TABID":4402}';
  const HEADERS = { Language: 'en', Scope: 'web', 'Content-Type': 'application/json' };
  const recorded = (overrides: Partial<EarlyCall> = {}): EarlyCall => ({
    url: URL_LIST,
    json: BODY,
    headers: { language: 'en', scope: 'web', 'content-type': 'application/json' },
    at: 100,
    response: answer(),
    ...overrides,
  });

  it.each([
    { name: 'the identical call (header names in any case)', url: URL_LIST, body: BODY, headers: HEADERS, taken: true },
    { name: 'another tab', url: URL_LIST, body: '{"TABID":4403}', headers: HEADERS, taken: false },
    { name: 'another language', url: URL_LIST, body: BODY, headers: { ...HEADERS, Language: 'ru' }, taken: false },
    { name: 'one header more', url: URL_LIST, body: BODY, headers: { ...HEADERS, Authorization: 'Bearer x' }, taken: false },
    { name: 'another address', url: 'http://localhost:3000/app-api/mobile/interface/get-popup-input-list/', body: BODY, headers: HEADERS, taken: false },
  ])('$name: taken $taken', async ({ url, body, headers, taken }) => {
    const early = recorded();
    const took = takeEarlyJsonCall(url, body, headers, [early], 200);
    if (taken) expect(await took).toBe(await early.response);
    else expect(took).toBeNull();
  });

  it('a signed-in call (the shell\'s reads of the last load) is taken only with the same token', async () => {
    const signedIn = recorded({ headers: { ...HEADERS, Authorization: 'tok-1' } });
    expect(takeEarlyJsonCall(URL_LIST, BODY, { ...HEADERS, Authorization: 'tok-2' }, [signedIn], 200)).toBeNull();
    expect(takeEarlyJsonCall(URL_LIST, BODY, HEADERS, [signedIn], 200)).toBeNull();
    expect(await takeEarlyJsonCall(URL_LIST, BODY, { ...HEADERS, Authorization: 'tok-1' }, [signedIn], 200)).toBe(await signedIn.response);
  });

  it('a GET made early is not a POST of the same address (and the other way round)', () => {
    const get = recorded({ method: 'GET', json: undefined });
    expect(takeEarlyJsonCall(URL_LIST, BODY, HEADERS, [get], 200)).toBeNull();
    expect(takeEarlyGetCall(URL_LIST, HEADERS, [recorded()], 200)).toBeNull();
  });

  it('a content call of the same address is not an application call (and the other way round)', () => {
    const content = call({ url: URL_LIST });
    expect(takeEarlyJsonCall(URL_LIST, BODY, HEADERS, [content], 200)).toBeNull();
    expect(takeEarlyCall(URL_LIST, form({ lang: 'am' }), [recorded()], 200)).toBeNull();
  });
});

describe('takeEarlyGetCall (the signed-in shell\'s reads: a form\'s descriptors)', () => {
  const URL_FORM = 'http://localhost:3000/app-api/api/interface/form/4301?';
  const HEADERS = { Language: 'am', Scope: 'web', Authorization: 'tok' };
  const made = (overrides: Partial<EarlyCall> = {}): EarlyCall => ({ method: 'GET', url: URL_FORM, headers: { ...HEADERS }, at: 100, response: answer(), ...overrides });

  it.each([
    { name: 'the identical call', url: URL_FORM, headers: HEADERS, taken: true },
    { name: 'another query', url: 'http://localhost:3000/app-api/api/interface/form/4301?ID=7', headers: HEADERS, taken: false },
    { name: 'another form', url: 'http://localhost:3000/app-api/api/interface/form/4302?', headers: HEADERS, taken: false },
    { name: 'another token', url: URL_FORM, headers: { ...HEADERS, Authorization: 'other' }, taken: false },
    { name: 'another language', url: URL_FORM, headers: { ...HEADERS, Language: 'en' }, taken: false },
  ])('$name: taken $taken', async ({ url, headers, taken }) => {
    const early = made();
    const took = takeEarlyGetCall(url, headers, [early], 200);
    if (taken) expect(await took).toBe(await early.response);
    else expect(took).toBeNull();
  });
});
