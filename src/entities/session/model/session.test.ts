import { allSettled, createStore, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { $token, fetchHeaderProfileFx, sessionCallsDropped, sessionRejected } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { appStarted } from '@/shared/lib';
import { $fullName } from './full-name';
import {
  $isAuthorized,
  $sessionEnded,
  $storageOwner,
  $user,
  customerDataCleared,
  sessionEndAcknowledged,
  sessionRestored,
  signedIn,
  signedOut,
  STATUS_401_KEY,
  USER_STORAGE_KEY,
} from './session';
import { anna } from '@/shared/test/customer';

const david = { ...anna, CUSTOMER: '1002', fullname_en: 'David Petrosyan' };
const $cleared = createStore(0).on(customerDataCleared, (count) => count + 1);
const $dropped = createStore(0).on(sessionCallsDropped, (count) => count + 1);
const owned = (owner: string, value: unknown) => JSON.stringify({ owner, value });


describe('session model', () => {
  it('signing in stores the user and the token and names the user in the page language', async () => {
    const scope = fork();
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    expect(scope.getState($isAuthorized)).toBe(true);
    expect(scope.getState($token)).toBe('tok');
    expect(scope.getState($fullName)).toBe('Աննա Հակոբյան');
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(scope.getState($fullName)).toBe('Анна Акопян');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({ CUSTOMER: '1001' });
  });

  it('signing out clears user, token, local and session storage and goes home', async () => {
    const navigate = vi.fn();
    const scope = fork({ values: [[$user, anna], [$token, 'tok']], handlers: [[navigateFx, navigate]] });
    sessionStorage.setItem('paramsData', '{}');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(anna));
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(signedOut, { scope });
    expect(scope.getState($isAuthorized)).toBe(false);
    expect(scope.getState($token)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('paramsData')).toBeNull();
    expect(navigations(navigate)).toContainEqual({ href: '/en' });
    // Answers still on their way are the gone customer's: dropped (shared/api wire.ts `send`).
    expect(scope.getState($dropped)).toBe(1);
  });

  it('a 401 logs out, flags it in session storage, shows "session ended" and goes to /login remembering the page', async () => {
    const navigate = vi.fn();
    const scope = fork({
      values: [[$user, anna], [$token, 'tok'], [$location, { pathname: '/ru/profile/3152', search: '?x=1', hash: '' }]],
      handlers: [[navigateFx, navigate]],
    });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(sessionRejected, { scope });
    expect(scope.getState($isAuthorized)).toBe(false);
    expect(sessionStorage.getItem(STATUS_401_KEY)).toBe('1');
    expect(scope.getState($sessionEnded)).toBe(true);
    expect(scope.getState($dropped)).toBe(1);
    expect(navigations(navigate)).toContainEqual({ href: `/ru/login?redirect=${encodeURIComponent('/ru/profile/3152?x=1')}`, replace: true });

    await allSettled(sessionEndAcknowledged, { scope });
    expect(scope.getState($sessionEnded)).toBe(false);
    expect(sessionStorage.getItem(STATUS_401_KEY)).toBeNull();
  });

  it('a 401 keeps a purchase in progress (paramsData and the typed steps) for signing in again; the rest of session storage goes', async () => {
    const scope = fork({ values: [[$user, anna], [$token, 'tok']], handlers: [[navigateFx, vi.fn()]] });
    sessionStorage.setItem('paramsData', '{"product":"appa"}');
    sessionStorage.setItem('purchaseDrafts', '{"4302":{"EMAIL":"a@b.am"}}');
    sessionStorage.setItem('other', 'x');
    await allSettled(sessionRejected, { scope });
    expect(sessionStorage.getItem('paramsData')).toBe('{"product":"appa"}');
    expect(sessionStorage.getItem('purchaseDrafts')).toBe('{"4302":{"EMAIL":"a@b.am"}}');
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem(STATUS_401_KEY)).toBe('1');
  });

  it('a 401 on the login page itself does not redirect again', async () => {
    const navigate = vi.fn();
    const scope = fork({ values: [[$location, { pathname: '/en/login', search: '', hash: '' }]], handlers: [[navigateFx, navigate]] });
    await allSettled(sessionRejected, { scope });
    expect(navigations(navigate)).toEqual([]);
  });

  it('restoring a session refreshes the profile; a failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = fork({
      values: [[$user, anna], [$token, 'tok']],
      handlers: [[fetchHeaderProfileFx, async () => ({ result: { ...anna, fullname_en: 'Anna H.' } })]],
    });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(sessionRestored, { scope });
    expect(scope.getState($fullName)).toBe('Anna H.');

    const failing = fork({
      values: [[$user, anna], [$token, 'tok']],
      handlers: [[fetchHeaderProfileFx, async () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(sessionRestored, { scope: failing });
    expect(failing.getState($user)).toEqual(anna);
    expect(warn).toHaveBeenCalled();
  });

  it('after a reload the stored 401 flag brings the dialog back', async () => {
    sessionStorage.setItem(STATUS_401_KEY, '1');
    const scope = fork();
    await allSettled(sessionRestored, { scope });
    expect(scope.getState($sessionEnded)).toBe(true);
  });

  it('the profile refresh goes through the real client with the token', async () => {
    let auth: string | null = null;
    server.use(
      http.post('*/app-api/mobile/get-cust-datas/', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ result: anna });
      }),
    );
    const scope = fork({ values: [[$user, anna], [$token, 'tok-9']] });
    await allSettled(sessionRestored, { scope });
    expect(auth).toBe('tok-9');
  });
});

describe('whose data the tab holds (issue 22)', () => {
  it('sign-out removes every local entry of CUSTOMER_STORAGE and the whole session storage, and tells the other tabs', async () => {
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('sevan-session');
    otherTab.onmessage = (event) => heard.push(event.data);
    const scope = fork({ values: [[$user, anna], [$token, 'tok']], handlers: [[navigateFx, vi.fn()]] });
    localStorage.setItem('sessionActivity', '123');
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('purchaseDrafts', owned('1001', { 4301: { PLATE: '35OO123' } }));
    await allSettled(signedOut, { scope });
    expect(localStorage.getItem('sessionActivity')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(sessionStorage.length).toBe(0);
    expect(scope.getState($cleared)).toBe(1);
    await vi.waitFor(() => expect(heard).toEqual(['signed-out']));
    otherTab.close();
  });

  it('another tab signed out: this tab forgets its own session storage and goes to the home page', async () => {
    const navigate = vi.fn();
    const scope = fork({ values: [[$location, { pathname: '/en/profile/3155', search: '', hash: '' }]], handlers: [[navigateFx, navigate]] });
    await allSettled(appStarted, { scope });
    await allSettled(languageDetected, { scope, params: 'en' });
    sessionStorage.setItem('purchaseDrafts', owned('1001', {}));
    const otherTab = new BroadcastChannel('sevan-session');
    otherTab.postMessage('signed-out');
    await vi.waitFor(() => expect(sessionStorage.getItem('purchaseDrafts')).toBeNull());
    await allSettled(scope);
    expect(navigations(navigate)).toContainEqual({ href: '/en' });
    expect(scope.getState($cleared)).toBe(1);
    otherTab.close();
  });

  it('a 401 keeps the owned drafts; the same customer signing in again keeps them and clears nothing', async () => {
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    sessionStorage.setItem('paramsData', owned('1001', { product: 'appa' }));
    await allSettled(sessionRejected, { scope });
    expect(scope.getState($storageOwner)).toBeNull();
    await allSettled(signedIn, { scope, params: { token: 'tok-2', user: anna } });
    expect(scope.getState($storageOwner)).toBe('1001');
    expect(scope.getState($cleared)).toBe(0);
    expect(sessionStorage.getItem('paramsData')).toBe(owned('1001', { product: 'appa' }));
  });

  it('somebody else signing in after a 401: the stores are emptied and the previous customer’s entries removed', async () => {
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    sessionStorage.setItem('paramsData', owned('1001', { product: 'appa' }));
    sessionStorage.setItem('compensationDraft', owned('1001', { step: 'form' }));
    await allSettled(sessionRejected, { scope });
    await allSettled(signedIn, { scope, params: { token: 'tok-d', user: david } });
    expect(scope.getState($cleared)).toBe(1);
    expect(scope.getState($storageOwner)).toBe('1002');
    expect(sessionStorage.getItem('paramsData')).toBeNull();
    expect(sessionStorage.getItem('compensationDraft')).toBeNull();
  });

  it('a visitor’s purchase values become the customer’s who signs in; a visitor’s compensation draft does not', async () => {
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    expect(scope.getState($storageOwner)).toBe('');
    sessionStorage.setItem('purchaseDrafts', owned('', { 4423: { DAYS: 7 } }));
    sessionStorage.setItem('compensationDraft', owned('', { step: 'form' }));
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    expect(sessionStorage.getItem('purchaseDrafts')).toBe(owned('1001', { 4423: { DAYS: 7 } }));
    expect(sessionStorage.getItem('compensationDraft')).toBeNull();
    expect(scope.getState($cleared)).toBe(0);
  });

  it('a user stored by another tab that signed in as somebody else: this tab forgets the previous customer', async () => {
    const scope = fork({ values: [[$user, anna]], handlers: [[navigateFx, vi.fn()]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    sessionStorage.setItem('purchaseDrafts', owned('1001', { 4301: {} }));
    // What persistStore does when local storage changes in another tab.
    await allSettled($user, { scope, params: david });
    expect(scope.getState($cleared)).toBe(1);
    expect(sessionStorage.getItem('purchaseDrafts')).toBeNull();
  });

});
