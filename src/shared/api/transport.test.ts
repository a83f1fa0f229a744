import { allSettled, createEvent, createStore, fork, sample, scopeBind, type Event } from 'effector';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { languageDetected } from '@/shared/i18n';
import { createCall, createDynamicCall } from './create-call';
import { fetchInputListFx } from './interface/calls';
import { invalidResponseReceived, notFoundReceived, serverErrorReceived, sessionRejected, successMessageReceived, warningReceived } from './events';
import { $token, sessionCallsDropped, tokenCleared, tokenReceived } from './session-token';
import { $lastFailure } from './failure';
import { firstCallsReset } from './first-calls';
import './early-calls';
import { FIRST_CALLS_KEY } from '@/shared/config';

const okSchema = v.object({ ok: v.literal(true) });
const appCallFx = createCall<typeof okSchema, { FLAG?: boolean; SKIP?: string; NAME?: string }>({
  client: 'application',
  path: '/test/echo/',
  schema: okSchema,
});
const contentCallFx = createCall<typeof okSchema, { pid?: number }>({ client: 'content', path: '/test/page/', schema: okSchema, notFoundRedirect: true });

/** Counts how often an event fired in a scope, and keeps the last payload. */
function recorder<T>(event: Event<T>) {
  const $calls = createStore<T[]>([], { serialize: 'ignore' });
  const reset = createEvent();
  sample({ clock: event, source: $calls, fn: (calls, payload) => [...calls, payload], target: $calls });
  $calls.reset(reset);
  return $calls;
}
const $rejected = recorder(sessionRejected);
const $warnings = recorder(warningReceived);
const $serverErrors = recorder(serverErrorReceived);
const $invalid = recorder(invalidResponseReceived);
const $notFound = recorder(notFoundReceived);
const $success = recorder(successMessageReceived);

describe('application client', () => {
  it('sends language, scope and token headers and a shaped JSON body', async () => {
    let seen: { headers: Headers; body: unknown } | null = null;
    server.use(
      http.post('*/app-api/test/echo/', async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    const scope = fork({ values: [[$token, 'token-1']] });
    await allSettled(languageDetected, { scope, params: 'hy' });
    await allSettled(appCallFx, { scope, params: { FLAG: true, SKIP: undefined, NAME: 'Աննա' } });
    expect(seen).not.toBeNull();
    const request = seen as unknown as { headers: Headers; body: unknown };
    expect(request.headers.get('Language')).toBe('am');
    expect(request.headers.get('Scope')).toBe('web-portal');
    expect(request.headers.get('Authorization')).toBe('token-1');
    expect(request.body).toEqual({ FLAG: 1, NAME: 'Աննա' });
  });

  it('replaces the token from the Authorization header of the response', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ ok: true }, { headers: { Authorization: 'token-2' } })));
    const scope = fork({ values: [[$token, 'token-1']] });
    await allSettled(appCallFx, { scope, params: {} });
    expect(scope.getState($token)).toBe('token-2');
  });

  it('an answer that arrives after the session ended is dropped: no token back, no data, no message', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.post('*/app-api/test/echo/', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ok: true }, { headers: { Authorization: 'token-1' } });
      }),
    );
    const scope = fork({ values: [[$token, 'token-1']] });
    const call = allSettled(appCallFx, { scope, params: {} });
    await vi.waitFor(() => expect(answer).not.toBeNull());
    // The customer signs out while the answer is on its way (the token goes with the sign-out).
    scopeBind(sessionCallsDropped, { scope })();
    scopeBind(tokenCleared, { scope })();
    (answer as unknown as () => void)();
    await expect(call).resolves.toEqual({ status: 'fail', value: expect.objectContaining({ kind: 'cancelled' }) });
    expect(scope.getState($token)).toBeNull();
    // The next session's calls are taken as usual.
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ ok: true }, { headers: { Authorization: 'token-9' } })));
    await allSettled(tokenReceived, { scope, params: 'token-9' });
    await expect(allSettled(appCallFx, { scope, params: {} })).resolves.toEqual({ status: 'done', value: { ok: true } });
    expect(scope.getState($token)).toBe('token-9');
  });

  it("the early answers the app never took go with the session (they are the gone customer's)", async () => {
    window.__earlyCalls = [];
    await allSettled(sessionCallsDropped, { scope: fork() });
    expect(window.__earlyCalls).toBeUndefined();
  });

  it('401: the session is rejected', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const scope = fork({ values: [[$token, 'token-1']] });
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    expect(scope.getState($rejected)).toHaveLength(1);
    expect(scope.getState($warnings)).toHaveLength(0);
  });

  it('401 to a call sent with no session (it left after the sign-out): no session ends, the caller gets the failure', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const scope = fork({ values: [[$token, null]] });
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    expect(result.status === 'fail' && result.value.kind).toBe('unauthorized');
    expect(scope.getState($rejected)).toHaveLength(0);
  });

  it('400 with warnings: the warning dialog gets every message and the call fails with the body', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ warnings: ['One', 'Two'], warning_d: { NAME: 'Bad name' } }, { status: 400 })));
    const scope = fork();
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    expect(scope.getState($warnings)).toEqual([{ messages: ['One', 'Two', 'Bad name'], fieldWarnings: { NAME: ['Bad name'] } }]);
    if (result.status === 'fail') expect(result.value.body).toEqual({ warnings: ['One', 'Two'], warning_d: { NAME: 'Bad name' } });
  });

  it('500: an error toast, and the call fails with the body', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    const scope = fork();
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    expect(scope.getState($serverErrors)).toEqual([{ messages: ['Down'] }]);
  });

  it('a 200 with message shows a success toast', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ ok: true, message: 'Done' })));
    const scope = fork();
    await allSettled(appCallFx, { scope, params: {} });
    expect(scope.getState($success)).toEqual([{ text: 'Done', autoCloseMs: 5000 }]);
  });

  it('an answer of the wrong shape is reported, never passed to the page', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ ok: 'yes' })));
    const scope = fork();
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('invalid-response');
    expect(scope.getState($invalid)).toHaveLength(1);
  });

  it('a network failure is passed on without dialogs; its reason is the latest failure (not the server)', async () => {
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.error()));
    const scope = fork();
    const result = await allSettled(appCallFx, { scope, params: {} });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('network');
    expect(scope.getState($warnings)).toHaveLength(0);
    expect(scope.getState($serverErrors)).toHaveLength(0);
    expect(scope.getState($lastFailure)).toBe('network');
    server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    await allSettled(appCallFx, { scope, params: {} });
    expect(scope.getState($lastFailure)).toBe('server');
  });

});

describe('when application calls leave (fake timers)', () => {
  afterEach(() => vi.useRealTimers());
  /** Lets the request reach the simulator without moving the (fake) clock: real macrotasks, no timers. */
  const drain = async (until: () => boolean) => {
    for (let turn = 0; turn < 100 && !until(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  it('a plain call (a form load, a dictionary, a button press) is sent at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let requests = 0;
    server.use(
      http.post('*/app-api/test/echo/', () => {
        requests += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const scope = fork();
    let status = '';
    void allSettled(appCallFx, { scope, params: { NAME: 'a' } }).then((result) => (status = result.status));
    await drain(() => status !== '');
    expect(requests).toBe(1);
    expect(status).toBe('done');
  });

  it('a form load (the real input-list call) reaches the backend without any timer moving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let requests = 0;
    server.use(
      http.post('*/app-api/mobile/interface/get-popup-input-list/public/', () => {
        requests += 1;
        return HttpResponse.json({ result: [] });
      }),
    );
    const scope = fork();
    let status = '';
    void allSettled(fetchInputListFx, { scope, params: { TABID: 1, access: 'public' } }).then((result) => (status = result.status));
    await drain(() => status !== '');
    expect(requests).toBe(1);
    expect(status).toBe('done');
  });

  /** A backend that holds every answer until `release()`, recording each request's body. */
  const heldEcho = () => {
    const sent: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/app-api/test/echo/', async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json({ ok: true });
      }),
    );
    return { sent, release: () => release() };
  };

  it('two identical calls at the same time are one request, and both callers get the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backend = heldEcho();
    const scope = fork();
    const calls = [allSettled(appCallFx, { scope, params: { NAME: 'a' } }), allSettled(appCallFx, { scope, params: { NAME: 'a' } })];
    await drain(() => backend.sent.length >= 1);
    await drain(() => false);
    expect(backend.sent).toEqual([{ NAME: 'a' }]);
    backend.release();
    expect((await Promise.all(calls)).map((result) => [result.status, result.value])).toEqual([
      ['done', { ok: true }],
      ['done', { ok: true }],
    ]);
    // Once answered, the same call goes out again.
    await allSettled(appCallFx, { scope, params: { NAME: 'a' } });
    expect(backend.sent).toHaveLength(2);
  });

  it('two calls with different payloads at the same time are two requests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backend = heldEcho();
    const scope = fork();
    const calls = [allSettled(appCallFx, { scope, params: { NAME: 'a' } }), allSettled(appCallFx, { scope, params: { NAME: 'b' } })];
    await drain(() => backend.sent.length >= 2);
    expect(backend.sent).toEqual([{ NAME: 'a' }, { NAME: 'b' }]);
    backend.release();
    expect((await Promise.all(calls)).map((result) => result.status)).toEqual(['done', 'done']);
  });
});

describe('a 400 whose messages stand under the fields the caller shows (shownFields)', () => {
  const formCallFx = createCall<typeof okSchema, { NAME?: string; CODE?: string }>({ client: 'application', path: '/test/echo/', schema: okSchema, shownFields: ['NAME', 'CODE'] });
  const payloadCallFx = createCall<typeof okSchema, { NAME?: string }>({ client: 'application', path: '/test/echo/', schema: okSchema, shownFields: 'payload' });
  const answer = (body: Record<string, unknown>) => server.use(http.post('*/app-api/test/echo/', () => HttpResponse.json(body as never, { status: 400 })));

  it('opens no warning dialog when every message is under a shown field; the call still fails with them', async () => {
    answer({ warning_d: { NAME: ['Bad name'], CODE: 'Wrong code' } });
    const scope = fork();
    const result = await allSettled(formCallFx, { scope, params: { NAME: 'x' } });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.fieldWarnings).toEqual({ NAME: ['Bad name'], CODE: ['Wrong code'] });
    expect(scope.getState($warnings)).toEqual([]);
  });

  it('lists in the dialog only what no field shows: another field, a message without a field, never a text a field shows', async () => {
    answer({ warning_d: { NAME: ['Bad name'], REGISTRATION: ['Expired'] }, front_warning: 'Expired', detail: 'Bad name' });
    const scope = fork();
    await allSettled(formCallFx, { scope, params: {} });
    expect(scope.getState($warnings)).toEqual([{ messages: ['Expired'], fieldWarnings: { NAME: ['Bad name'], REGISTRATION: ['Expired'] } }]);
  });

  it('"payload": the fields the form sent are the fields it shows', async () => {
    answer({ warning_d: { NAME: ['Bad name'], OTHER: ['Not on the form'] } });
    const scope = fork();
    await allSettled(payloadCallFx, { scope, params: { NAME: 'x' } });
    expect(scope.getState($warnings)).toEqual([{ messages: ['Not on the form'], fieldWarnings: { NAME: ['Bad name'], OTHER: ['Not on the form'] } }]);
  });

  it('a call that names no shown fields lists every message (a page read: no form to show them)', async () => {
    answer({ warning_d: { NAME: ['Bad name'] } });
    const scope = fork();
    await allSettled(appCallFx, { scope, params: {} });
    expect(scope.getState($warnings)).toEqual([{ messages: ['Bad name'], fieldWarnings: { NAME: ['Bad name'] } }]);
  });
});

describe('silent calls', () => {
  const silentCallFx = createCall<typeof okSchema, void>({ client: 'application', path: '/test/silent/', schema: okSchema, silent: true });

  it('show no dialog or toast, but a 401 still ends the session', async () => {
    server.use(http.post('*/app-api/test/silent/', () => HttpResponse.json({ warning: 'x' }, { status: 400 })));
    const scope = fork({ values: [[$token, 'token-1']] });
    expect((await allSettled(silentCallFx, { scope })).status).toBe('fail');
    server.use(http.post('*/app-api/test/silent/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    expect((await allSettled(silentCallFx, { scope })).status).toBe('fail');
    expect(scope.getState($warnings)).toHaveLength(0);
    expect(scope.getState($serverErrors)).toHaveLength(0);
    server.use(http.post('*/app-api/test/silent/', () => HttpResponse.json({}, { status: 401 })));
    await allSettled(silentCallFx, { scope });
    expect(scope.getState($rejected)).toHaveLength(1);
  });

  it("silent for failures only ('failures'): no toast for a 500 (the caller says it), the success toast still shows", async () => {
    const failuresShownFx = createCall<typeof okSchema, void>({ client: 'application', path: '/test/silent/', schema: okSchema, silent: 'failures' });
    const scope = fork();
    server.use(http.post('*/app-api/test/silent/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    expect((await allSettled(failuresShownFx, { scope })).status).toBe('fail');
    expect(scope.getState($serverErrors)).toHaveLength(0);
    server.use(http.post('*/app-api/test/silent/', () => HttpResponse.json({ ok: true, message: 'Saved' })));
    await allSettled(failuresShownFx, { scope });
    expect(scope.getState($success)).toEqual([{ text: 'Saved', autoCloseMs: 5000 }]);
  });
});

describe('reads made ahead (a wizard\'s next step: request.ts `ahead`)', () => {
  const readFx = createDynamicCall<typeof okSchema, { path: string; ahead?: boolean }>({ client: 'application', method: 'GET', schema: okSchema, paths: ['/test/form/{id}'] });

  it('the read made ahead answers the identical read that follows, once; silent; a sign-out drops it; another token never gets it', async () => {
    let reads = 0;
    server.use(
      http.get('*/app-api/test/form/1', () => {
        reads += 1;
        return reads === 1 ? HttpResponse.json({ ok: true }) : HttpResponse.json({ error: 'x' }, { status: 500 });
      }),
    );
    const scope = fork({ values: [[$token, 'token-1']] });
    expect((await allSettled(readFx, { scope, params: { path: '/test/form/1', ahead: true } })).status).toBe('done');
    expect((await allSettled(readFx, { scope, params: { path: '/test/form/1' } })).status).toBe('done');
    expect(reads).toBe(1);
    // Used up: the next read asks (and this one meets a 500, said as usual).
    await allSettled(readFx, { scope, params: { path: '/test/form/1' } });
    expect(reads).toBeGreaterThan(1);
    expect(scope.getState($serverErrors).length).toBeGreaterThan(0);

    // Ahead and failing: nothing said.
    const quiet = fork({ values: [[$token, 'token-1']] });
    expect((await allSettled(readFx, { scope: quiet, params: { path: '/test/form/1', ahead: true } })).status).toBe('fail');
    expect(quiet.getState($serverErrors)).toHaveLength(0);

    // Kept for one customer, asked by another, or after a sign-out: the network answers.
    let others = 0;
    server.use(
      http.get('*/app-api/test/form/2', () => {
        others += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const first = fork({ values: [[$token, 'token-1']] });
    await allSettled(readFx, { scope: first, params: { path: '/test/form/2', ahead: true } });
    const other = fork({ values: [[$token, 'token-2']] });
    await allSettled(readFx, { scope: other, params: { path: '/test/form/2' } });
    expect(others).toBe(2);
    await allSettled(sessionCallsDropped, { scope: first });
    await allSettled(readFx, { scope: first, params: { path: '/test/form/2' } });
    expect(others).toBe(3);
  });
});

describe('content client', () => {
  it('posts multipart with lang (hy as am) and no application headers', async () => {
    let form: FormData | null = null;
    let headers: Headers | null = null;
    server.use(
      http.post('*/content-api/test/page/', async ({ request }) => {
        headers = request.headers;
        form = await request.formData();
        return HttpResponse.json({ ok: true });
      }),
    );
    const scope = fork({ values: [[$token, 'secret']] });
    await allSettled(languageDetected, { scope, params: 'hy' });
    await allSettled(contentCallFx, { scope, params: { pid: 7 } });
    expect((form as unknown as FormData).get('lang')).toBe('am');
    expect((form as unknown as FormData).get('pid')).toBe('7');
    expect((headers as unknown as Headers).get('Authorization')).toBeNull();
  });

  it('a 404 of a page read goes to /notfound; a 401 does not end the session', async () => {
    server.use(http.post('*/content-api/test/page/', () => HttpResponse.json({ detail: 'no such page' }, { status: 404 })));
    const scope = fork();
    await allSettled(contentCallFx, { scope, params: {} });
    expect(scope.getState($notFound)).toEqual([{ path: '/test/page/' }]);

    server.use(http.post('*/content-api/test/page/', () => HttpResponse.json({}, { status: 401 })));
    await allSettled(contentCallFx, { scope, params: {} });
    expect(scope.getState($rejected)).toHaveLength(0);
  });
});

describe('early content calls (a prerendered page made the call before the app started: early-calls.ts)', () => {
  afterEach(() => {
    delete window.__earlyCalls;
  });
  const early = (response: Promise<Response | null>) => [
    { url: 'http://localhost:3000/content-api/test/page/', form: { lang: 'am', pid: '7' }, at: performance.now(), response },
  ];

  it('the identical call takes the early answer: no second request, the answer validated and classified as usual', async () => {
    let requests = 0;
    server.use(
      http.post('*/content-api/test/page/', () => {
        requests += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    window.__earlyCalls = early(Promise.resolve(new Response('{"ok":true,"extra":1}', { status: 200 })));
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    expect(await allSettled(contentCallFx, { scope, params: { pid: 7 } })).toEqual({ status: 'done', value: { ok: true } });
    expect(requests).toBe(0);
    // Once: the next identical call asks the backend.
    expect(await allSettled(contentCallFx, { scope, params: { pid: 7 } })).toEqual({ status: 'done', value: { ok: true } });
    expect(requests).toBe(1);
  });

  it('an early call listed but not yet sent (the script makes them in short tasks) is sent when the app takes it, and only then', async () => {
    let requests = 0;
    server.use(
      http.post('*/content-api/test/page/', () => {
        requests += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    let answer: (response: Response) => void = () => undefined;
    const send = vi.fn(() => answer(new Response('{"ok":true}', { status: 200 })));
    window.__earlyCalls = [{ ...early(new Promise<Response>((resolve) => (answer = resolve)))[0]!, send }];
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    expect(send).not.toHaveBeenCalled();
    expect(await allSettled(contentCallFx, { scope, params: { pid: 7 } })).toEqual({ status: 'done', value: { ok: true } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(requests).toBe(0);
  });

  it('an early 404 is the page 404 (not found)', async () => {
    window.__earlyCalls = early(Promise.resolve(new Response('{}', { status: 404 })));
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    await allSettled(contentCallFx, { scope, params: { pid: 7 } });
    expect(scope.getState($notFound)).toEqual([{ path: '/test/page/' }]);
  });

  it('an early exchange that failed (null) lets the app ask itself; another payload never takes it', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/content-api/test/page/', async ({ request }) => {
        seen.push(String((await request.formData()).get('pid')));
        return HttpResponse.json({ ok: true });
      }),
    );
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    window.__earlyCalls = early(Promise.resolve(null));
    expect((await allSettled(contentCallFx, { scope, params: { pid: 7 } })).status).toBe('done');
    window.__earlyCalls = early(Promise.resolve(new Response('{"ok":false}')));
    expect((await allSettled(contentCallFx, { scope, params: { pid: 8 } })).status).toBe('done');
    expect(seen).toEqual(['7', '8']);
  });
});

describe('the prerender\'s list of a fixed page\'s reads (notePrerenderRead: its form\'s dictionaries become early calls)', () => {
  const readFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', path: '/test/dictionary/', schema: okSchema, idempotent: 'read' });
  const formFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', method: 'GET', path: '/test/form/', schema: okSchema });
  const writeFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', path: '/test/write/', schema: okSchema });
  beforeEach(() => {
    server.use(
      http.post('*/app-api/test/:name/', () => HttpResponse.json({ ok: true })),
      http.get('*/app-api/test/form/', () => HttpResponse.json({ ok: true })),
      http.post('*/content-api/test/page/', () => HttpResponse.json({ ok: true })),
    );
  });
  afterEach(() => {
    delete window.__prerenderReads;
  });

  it('lists the anonymous application reads with their exact request, only where the prerender asked for the list', async () => {
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(readFx, { scope, params: { ID: '1' } });
    expect(window.__prerenderReads).toBeUndefined();

    window.__prerenderReads = [];
    await allSettled(readFx, { scope, params: { ID: '7' } });
    await allSettled(formFx, { scope, params: { ID: '7' } });
    await allSettled(writeFx, { scope, params: { ID: '7' } });
    await allSettled(contentCallFx, { scope, params: { pid: 7 } });
    expect(window.__prerenderReads.map(({ at, ...read }) => (expect(at).toEqual(expect.any(Number)), read))).toEqual([
      { method: 'POST', url: 'http://localhost:3000/app-api/test/dictionary/', json: '{"ID":"7"}', headers: { Language: 'en', Scope: 'web-portal', 'Content-Type': 'application/json' } },
      { method: 'GET', url: 'http://localhost:3000/app-api/test/form/?ID=7', headers: { Language: 'en', Scope: 'web-portal' } },
    ]);
  });

  it('never lists a read made with a token', async () => {
    window.__prerenderReads = [];
    const scope = fork({ values: [[$token, 'tok']] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(readFx, { scope, params: { ID: '7' } });
    expect(window.__prerenderReads).toEqual([]);
  });
});

describe('the signed-in shell\'s reads (first-calls.ts: written down on a load, made early on the next)', () => {
  const readFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', path: '/test/read/', schema: okSchema, idempotent: 'read' });
  const formFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', method: 'GET', path: '/test/form/', schema: okSchema });
  const writeFx = createCall<typeof okSchema, { ID?: string }>({ client: 'application', path: '/test/write/', schema: okSchema });
  const stored = () => JSON.parse(localStorage.getItem(FIRST_CALLS_KEY) ?? 'null') as Record<string, unknown[]> | null;
  // A task's reads are written down together in the next task (first-calls.ts).
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let shellScript: HTMLScriptElement;
  beforeEach(() => {
    firstCallsReset();
    localStorage.setItem('token', '"tok"');
    // The shell's early script names the storage; this load started at this very address.
    shellScript = Object.assign(document.createElement('script'), { type: 'text/plain' });
    shellScript.setAttribute('data-first-calls', FIRST_CALLS_KEY);
    document.head.append(shellScript);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: window.location.href } as PerformanceNavigationTiming]);
    // Early in the load (the worker's clock runs from its start, well past the recording's first seconds).
    vi.spyOn(performance, 'now').mockReturnValue(1500);
    server.use(
      http.post('*/app-api/test/:name/', () => HttpResponse.json({ ok: true })),
      http.get('*/app-api/test/form/', () => HttpResponse.json({ ok: true })),
    );
  });
  afterEach(() => {
    shellScript.remove();
    localStorage.clear();
    delete window.__earlyCalls;
    vi.restoreAllMocks();
  });

  it('a read made ahead (for a later screen) is not written down as one of this address\'s', async () => {
    const aheadFx = createDynamicCall<typeof okSchema, { path: string; ahead?: boolean }>({ client: 'application', method: 'GET', schema: okSchema, paths: ['/test/form/'] });
    const scope = fork({ values: [[$token, 'tok']] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(aheadFx, { scope, params: { path: '/test/form/', ahead: true } });
    await nextTask();
    expect(stored()).toBeNull();
    await allSettled(aheadFx, { scope, params: { path: '/test/form/' } });
    await allSettled(formFx, { scope, params: { ID: '7' } });
    await nextTask();
    expect(Object.values(stored() ?? {}).flat()).toHaveLength(1);
  });

  it('a read (a POST said to be one, a GET) is written down with its body and headers, never its token; a write is not', async () => {
    const scope = fork({ values: [[$token, 'tok']] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(readFx, { scope, params: { ID: '7' } });
    await allSettled(formFx, { scope, params: { ID: '7' } });
    await allSettled(writeFx, { scope, params: { ID: '7' } });
    await nextTask();
    const address = window.location.pathname + window.location.search;
    expect(stored()).toEqual({
      [address]: [
        { method: 'POST', url: 'http://localhost:3000/app-api/test/read/', json: '{"ID":"7"}', headers: { Language: 'en', Scope: 'web-portal', 'Content-Type': 'application/json' }, auth: true },
        { method: 'GET', url: 'http://localhost:3000/app-api/test/form/?ID=7', headers: { Language: 'en', Scope: 'web-portal' }, auth: true },
      ],
    });
    expect(localStorage.getItem(FIRST_CALLS_KEY)).not.toContain('tok');
  });

  it('on the next load the read made early with the same token is taken: no second request', async () => {
    let requests = 0;
    server.use(
      http.get('*/app-api/test/form/', () => {
        requests += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const early = (token: string) => ({
      method: 'GET' as const,
      url: 'http://localhost:3000/app-api/test/form/?ID=7',
      headers: { Language: 'en', Scope: 'web-portal', Authorization: token },
      at: performance.now(),
      response: Promise.resolve(new Response('{"ok":true}')),
    });
    const scope = fork({ values: [[$token, 'tok']] });
    await allSettled(languageDetected, { scope, params: 'en' });
    window.__earlyCalls = [early('another customer\'s')];
    expect((await allSettled(formFx, { scope, params: { ID: '7' } })).status).toBe('done');
    expect(requests).toBe(1);
    window.__earlyCalls = [early('tok')];
    expect((await allSettled(formFx, { scope, params: { ID: '7' } })).status).toBe('done');
    expect(requests).toBe(1);
  });
});

describe('a schema loaded on first use (the shell calls: valibot is not in the entry)', () => {
  const lazyCallFx = createCall<typeof okSchema>({ client: 'content', path: '/test/lazy/', schema: () => Promise.resolve(okSchema) });

  it('validates the answer with the loaded schema', async () => {
    server.use(http.post('*/content-api/test/lazy/', () => HttpResponse.json({ ok: true, extra: 1 })));
    const scope = fork();
    const result = await allSettled(lazyCallFx, { scope });
    expect(result).toEqual({ status: 'done', value: { ok: true } });
  });

  it('refuses an answer the loaded schema refuses', async () => {
    server.use(http.post('*/content-api/test/lazy/', () => HttpResponse.json({ ok: 'yes' })));
    const scope = fork();
    const result = await allSettled(lazyCallFx, { scope });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('invalid-response');
    expect(scope.getState($invalid)).toHaveLength(1);
  });
});
