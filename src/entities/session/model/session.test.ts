import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { $token, fetchHeaderProfileFx, sessionRejected } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $fullName, $isAuthorized, $sessionEnded, $user, sessionEndAcknowledged, sessionRestored, signedIn, signedOut, STATUS_401_KEY, USER_STORAGE_KEY } from './session';
import { anna } from '@/shared/test/customer';


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
