import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { $token, fetchClientInfoFx } from '@/shared/api';
import { appStarted } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';
import { anna } from '@/shared/test/customer';
import { $client, CLIENT_STORAGE_KEY, clientFields } from './client';
import { $user, sessionRestored, signedIn, signedOut } from './session';

const lookups = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    // The method and the whole address: no query (nothing of the session, the token above all, in a URL).
    const url = new URL(request.url);
    if (url.pathname === '/client-info') seen.push(`${request.method}${url.search}`);
  });
  return seen;
};

describe("the session's country code and IP (public-site.md §3)", () => {
  it('without stored client data: country AM, code 374, no IP', () => {
    const scope = fork();
    expect(scope.getState($client)).toEqual({ countryCode: '374', country: 'AM', ip: null });
    expect(clientFields(scope.getState($client))).toEqual({ CLIENT_COUNTRY: 'AM' });
  });

  it('a session starts: the IP is looked up on the own host (GET /client-info), kept with the session and stored', async () => {
    const seen = lookups();
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    expect(seen).toEqual(['GET']);
    expect(scope.getState($client)).toEqual({ countryCode: '374', country: 'AM', ip: '127.0.0.1' });
    expect(JSON.parse(localStorage.getItem(CLIENT_STORAGE_KEY) ?? 'null')).toMatchObject({ ip: '127.0.0.1', country: 'AM' });
    expect(clientFields(scope.getState($client))).toEqual({ CLIENT_IP: '127.0.0.1', CLIENT_COUNTRY: 'AM' });
  });

  it('a restored session without an IP looks it up, with nothing of the session in the address', async () => {
    const seen = lookups();
    const scope = fork({ values: [[$user, anna], [$token, 'tok-restored']], handlers: [[navigateFx, vi.fn()]] });
    await allSettled(sessionRestored, { scope });
    expect(seen).toEqual(['GET']);
  });

  it('signing out forgets it: the stored client data is removed, the defaults are back', async () => {
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    expect(localStorage.getItem(CLIENT_STORAGE_KEY)).not.toBeNull();
    await allSettled(signedOut, { scope });
    expect(localStorage.getItem(CLIENT_STORAGE_KEY)).toBeNull();
    expect(scope.getState($client)).toEqual({ countryCode: '374', country: 'AM', ip: null });
  });

  it('a reload reads the stored client data and does not look the IP up again', async () => {
    localStorage.setItem(CLIENT_STORAGE_KEY, JSON.stringify({ countryCode: '+995', country: 'ge', ip: '203.0.113.7' }));
    const seen = lookups();
    const scope = fork({ values: [[$user, anna], [$token, 'tok']], handlers: [[navigateFx, vi.fn()]] });
    await allSettled(appStarted, { scope });
    await allSettled(sessionRestored, { scope });
    expect(scope.getState($client)).toEqual({ countryCode: '995', country: 'GE', ip: '203.0.113.7' });
    expect(seen).toEqual([]);
  });

  it('a host that does not answer /client-info leaves the IP unknown: no /notfound, no dialog, only a log line', async () => {
    server.use(http.get('*/client-info', () => HttpResponse.json({ detail: 'nope' }, { status: 404 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(signedIn, { scope, params: { token: 'tok', user: anna } });
    expect(scope.getState($client).ip).toBeNull();
    // Not the catalogue's "404 on a GET → /notfound": the call opts out, its failure is an ordinary one.
    const outcome = await allSettled(fetchClientInfoFx, { scope });
    expect(outcome).toEqual({ status: 'fail', value: expect.objectContaining({ kind: 'other', status: 404 }) });
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/client-info'), expect.anything());
    warn.mockRestore();
  });
});
