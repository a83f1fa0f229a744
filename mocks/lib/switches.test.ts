import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { homeSchema } from '@/shared/api/content/schemas';
import { db } from '../db';
import { CUSTOMER_DATA, postApp, postContent, SIGN_IN, signInDemo } from '../test/http';
import {
  applySwitchesFromUrl,
  clearSwitches,
  forceEndpoint,
  listSwitches,
  parseSwitchRule,
  removeSwitch,
  slowDelayMs,
  SWITCHES_STORAGE_KEY,
} from './switches';

const home = (lang: 'am' | 'en' | 'ru' = 'en') => postContent('/home/', lang);

describe('forced modes on /home/', () => {
  it.each([
    ['400', 'warning'],
    ['400-warning', 'warning'],
    ['400-detail', 'detail'],
    ['400-front_warning', 'front_warning'],
    ['400-error', 'error'],
  ])('%s answers 400 with a simulated "%s" string', async (mode, key) => {
    forceEndpoint('/home/', mode);
    const answer = await home();
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body as object)).toEqual([key]);
    expect((answer.body as Record<string, string>)[key]).toMatch(/^\[Simulator\] /);
  });

  it('400-warnings: two messages; 400-warning_d: two fields', async () => {
    forceEndpoint('/home/', '400-warnings');
    const warnings = await home();
    expect(warnings.status).toBe(400);
    expect(warnings.body).toEqual({ warnings: ['[Simulator] Forced warning 1 of 2.', '[Simulator] Forced warning 2 of 2.'] });

    forceEndpoint('/home/', '400-warning_d');
    const fields = await home();
    expect(Object.keys((fields.body as { warning_d: object }).warning_d)).toHaveLength(2);
  });

  it('400-warning_d names the endpoint\'s own fields when it has them', async () => {
    forceEndpoint(SIGN_IN, '400-warning_d');
    const answer = await postApp(SIGN_IN, { LOGIN: '1234567890', PASSWORD: 'x' });
    expect(Object.keys((answer.body as { warning_d: object }).warning_d)).toEqual(['LOGIN', 'PASSWORD']);
  });

  it('messages are in the request language', async () => {
    forceEndpoint('/home/', '400-warning');
    expect(((await home('am')).body as { warning: string }).warning).toBe(
      '[Սիմուլյատոր] Պարտադրված «warning» նախազգուշացում. հարցումը մերժվել է։',
    );
    expect(((await home('ru')).body as { warning: string }).warning).toMatch(/^\[Симулятор\] Принудительное/);
    forceEndpoint(CUSTOMER_DATA, '500');
    expect((await postApp(CUSTOMER_DATA, {}, { lang: 'am' })).body).toEqual({
      error: '[Սիմուլյատոր] Պարտադրված 500. սերվերի ներքին սխալ։ Խնդրում ենք փորձել ավելի ուշ։',
    });
  });

  it('401, 404 and 500', async () => {
    forceEndpoint('/home/', '401');
    const unauthorized = await home();
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toHaveProperty('detail');

    forceEndpoint('/home/', '404');
    expect((await home()).status).toBe(404);

    forceEndpoint('/home/', '500');
    const failed = await home();
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: '[Simulator] Forced 500: internal server error. Please try again later.' });
  });

  it('401 on an authorized endpoint wins over a valid token', async () => {
    const token = await signInDemo();
    forceEndpoint(CUSTOMER_DATA, '401', 1);
    expect((await postApp(CUSTOMER_DATA, {}, { token })).status).toBe(401);
    expect((await postApp(CUSTOMER_DATA, {}, { token })).status).toBe(200);
  });

  it('network: the request fails', async () => {
    forceEndpoint('/home/', 'network');
    await expect(home()).rejects.toThrow();
  });

  it('slow-<ms>: waits, then answers normally', async () => {
    forceEndpoint('/home/', 'slow-150');
    const started = Date.now();
    const answer = await home();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(v.parse(homeSchema, answer.body).newsData.data).toHaveLength(6);
    expect(slowDelayMs('slow')).toBe(3000);
    expect(slowDelayMs('500')).toBeNull();
  });

  it('times: the rule expires after that many requests', async () => {
    forceEndpoint('/home/', '500', 2);
    expect(listSwitches()).toEqual([{ path: '/home/', mode: '500', times: 2 }]);
    expect((await home()).status).toBe(500);
    expect(listSwitches()).toEqual([{ path: '/home/', mode: '500', times: 1 }]);
    expect((await home()).status).toBe(500);
    expect(listSwitches()).toEqual([]);
    expect((await home()).status).toBe(200);
  });

  it("omit-<FIELD>+<FIELD>: the normal answer without those fields, at any depth; the stored data keeps them", async () => {
    const token = await signInDemo();
    forceEndpoint(CUSTOMER_DATA, 'omit-EMAIL+fullname_en', 1);
    const stripped = await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { token });
    expect(stripped.status).toBe(200);
    expect(stripped.body).toMatchObject({ result: { CUSTOMER: '1001', PHONE: '+37491234567' } });
    expect((stripped.body as { result: Record<string, unknown> }).result).not.toHaveProperty('EMAIL');
    expect((stripped.body as { result: Record<string, unknown> }).result).not.toHaveProperty('fullname_en');
    expect(stripped.headers.get('Authorization')).toBe(token);
    expect((await postApp(CUSTOMER_DATA, { CUSTOMER: '1001' }, { token })).body).toMatchObject({ result: { EMAIL: 'anna.hakobyan@example.am' } });
    expect(parseSwitchRule('/product/appa/create-object:omit-ORDER_ID+SGUID')).toEqual({ path: '/product/appa/create-object', mode: 'omit-ORDER_ID+SGUID' });
    expect(typeof parseSwitchRule('/x:omit-')).toBe('string');
    expect(typeof parseSwitchRule('/x:omit-A+')).toBe('string');
  });

  it('a forced answer runs no endpoint logic (no failure is counted)', async () => {
    forceEndpoint(SIGN_IN, '500', 1);
    await postApp(SIGN_IN, { LOGIN: '1234567890', PASSWORD: 'wrong' });
    expect(db.read().failedLogins).toEqual({});
  });
});

describe('rules', () => {
  it('"*" applies to every endpoint; a rule of the exact path wins over it', async () => {
    forceEndpoint('*', '500');
    forceEndpoint('/home/', '404');
    expect((await postContent('/footer/', 'en')).status).toBe(500);
    expect((await postApp(SIGN_IN, {})).status).toBe(500);
    expect((await home()).status).toBe(404);
    removeSwitch('*');
    expect((await postContent('/footer/', 'en')).status).toBe(200);
  });

  it('one rule per path; clearSwitches removes all', () => {
    forceEndpoint('/home/', '500');
    forceEndpoint('/home/', 'slow', 3);
    forceEndpoint('/header/', 'network');
    expect(listSwitches()).toEqual([
      { path: '/home/', mode: 'slow', times: 3 },
      { path: '/header/', mode: 'network' },
    ]);
    clearSwitches();
    expect(listSwitches()).toEqual([]);
  });

  it('rejects unknown modes, bad paths and bad times', () => {
    expect(() => forceEndpoint('/home/', '418')).toThrow(/unknown mode/);
    expect(() => forceEndpoint('home', '500')).toThrow(/path/);
    expect(() => forceEndpoint('/home/', '500', 0)).toThrow(/times/);
    expect(listSwitches()).toEqual([]);
  });

  it('parses path:mode[:times]', () => {
    expect(parseSwitchRule('/home/:500')).toEqual({ path: '/home/', mode: '500' });
    expect(parseSwitchRule('/home/:slow-2000:1')).toEqual({ path: '/home/', mode: 'slow-2000', times: 1 });
    expect(parseSwitchRule('*:network:3')).toEqual({ path: '*', mode: 'network', times: 3 });
    expect(parseSwitchRule('/home/:teapot')).toEqual(expect.stringContaining('unknown mode'));
    expect(parseSwitchRule('/home/:500:x')).toEqual(expect.stringContaining('times'));
  });
});

describe('applySwitchesFromUrl', () => {
  it('adds rules from ?sim=', () => {
    const result = applySwitchesFromUrl('?sim=/mobile/get-cust-datas/:401:1,/header/:slow');
    expect(result.added).toHaveLength(2);
    expect(listSwitches()).toEqual([
      { path: '/mobile/get-cust-datas/', mode: '401', times: 1 },
      { path: '/header/', mode: 'slow' },
    ]);
  });

  it('works with other query parameters and URL encoding', () => {
    applySwitchesFromUrl(`?redirect=%2Fen&sim=${encodeURIComponent('/home/:500')}`);
    expect(listSwitches()).toEqual([{ path: '/home/', mode: '500' }]);
  });

  it('clear clears the rules; reset also re-seeds the db; items apply left to right', async () => {
    forceEndpoint('/home/', '500');
    applySwitchesFromUrl('?sim=clear');
    expect(listSwitches()).toEqual([]);

    await signInDemo();
    expect(db.read().sessions).toHaveLength(1);
    forceEndpoint('/footer/', '404');
    const result = applySwitchesFromUrl('?sim=reset,/home/:500');
    expect(result).toMatchObject({ reset: true, cleared: true, errors: [] });
    expect(db.read().sessions).toEqual([]);
    expect(listSwitches()).toEqual([{ path: '/home/', mode: '500' }]);
  });

  it('skips invalid items with a warning and keeps the valid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = applySwitchesFromUrl('?sim=/home/:bogus,/footer/:500');
    expect(result.errors).toHaveLength(1);
    expect(listSwitches()).toEqual([{ path: '/footer/', mode: '500' }]);
    expect(warn).toHaveBeenCalled();
  });

  it('no sim parameter: nothing happens', () => {
    expect(applySwitchesFromUrl('?lang=en')).toEqual({ reset: false, cleared: false, added: [], errors: [] });
  });
});

describe('browser storage', () => {
  it('with session storage attached, rules are read from it on every request (the app may clear it)', async () => {
    vi.resetModules();
    const fresh = await import('./switches');
    fresh.attachSwitchStorage(sessionStorage);
    fresh.forceEndpoint('/home/', '500', 2);
    expect(JSON.parse(sessionStorage.getItem(SWITCHES_STORAGE_KEY) ?? '[]')).toEqual([{ path: '/home/', mode: '500', times: 2 }]);
    expect(fresh.takeSwitch('/home/')).toMatchObject({ mode: '500' });
    expect(JSON.parse(sessionStorage.getItem(SWITCHES_STORAGE_KEY) ?? '[]')).toEqual([{ path: '/home/', mode: '500', times: 1 }]);
    sessionStorage.clear();
    expect(fresh.listSwitches()).toEqual([]);
    expect(fresh.takeSwitch('/home/')).toBeNull();
  });
});
