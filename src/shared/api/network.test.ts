import { allSettled, createEvent, createStore, fork, sample, type Event } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { $heldCalls, $online, connectionChanged } from './connection';
import { createCall } from './create-call';
import { serverErrorReceived } from './events';
import { WRITES_ONCE_PER_PAYLOAD, type OncePerPayload } from './once-per-payload';
import { IDEMPOTENT_WRITE_POLICY, READ_POLICY, UPLOAD_POLICY, WRITE_POLICY, idempotenceOf, policyOf } from './policy';

/**
 * The transport on a flaky network (docs/decisions/retries-and-timeouts.md): what is sent again and what is not, the time
 * limits, and the calls held while the browser is offline. Fake timers: the pauses and limits are real numbers.
 */
const okSchema = v.object({ ok: v.literal(true) });
const readFx = createCall<typeof okSchema, { N?: number }>({ client: 'application', path: '/test/read/', schema: okSchema, idempotent: 'read' });
const contentReadFx = createCall<typeof okSchema>({ client: 'content', path: '/test/page/', schema: okSchema, idempotent: 'read' });
const idempotentWriteFx = createCall<typeof okSchema, { ID: string }>({ client: 'application', path: '/test/once/', schema: okSchema, idempotent: 'payment.make' });
const writeFx = createCall<typeof okSchema, { TEXT: string }>({ client: 'application', path: '/test/write/', schema: okSchema });

function recorder<T>(event: Event<T>) {
  const $calls = createStore<T[]>([], { serialize: 'ignore' });
  const reset = createEvent();
  sample({ clock: event, source: $calls, fn: (calls, payload) => [...calls, payload], target: $calls });
  $calls.reset(reset);
  return $calls;
}
const $serverErrors = recorder(serverErrorReceived);

/** An endpoint answering from a script of outcomes, counting the requests it got. */
function scripted(path: string, outcomes: Array<'500' | '502' | '503' | '400' | 'network' | 'ok' | `slow-${number}`>, client: 'app-api' | 'content-api' = 'app-api') {
  const seen = { count: 0 };
  server.use(
    http.post(`*/${client}${path}`, async () => {
      const outcome = outcomes[Math.min(seen.count, outcomes.length - 1)];
      seen.count += 1;
      if (outcome === 'network') return HttpResponse.error();
      if (outcome === '500' || outcome === '502' || outcome === '503') return HttpResponse.json({ error: 'Down' }, { status: Number(outcome) });
      if (outcome === '400') return HttpResponse.json({ warning: 'No' }, { status: 400 });
      if (outcome?.startsWith('slow-')) await delay(Number(outcome.slice(5)));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** Lets the event loop turn (setImmediate is not faked): responses and module loads get through. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a call while the fake clock moves on in 100 ms steps, until it has settled (at most `limitMs`). */
async function settle<P>(run: () => Promise<P>, limitMs = 60_000): Promise<P> {
  let finished = false;
  const done = run().finally(() => {
    finished = true;
  });
  for (let elapsed = 0; !finished && elapsed < limitMs; elapsed += 100) {
    await turn();
    await vi.advanceTimersByTimeAsync(100);
  }
  return done;
}

/** Moves the fake clock by `ms`, letting the event loop turn on the way. */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await turn();
    await vi.advanceTimersByTimeAsync(Math.min(50, ms - elapsed));
  }
  await turn();
}

// The HTTP layer loads on the first call (transport.ts): load it before the clocks are faked.
beforeAll(async () => {
  await import('./wire');
});

describe('the policy of each kind of call', () => {
  it.each([
    ['a read', { method: 'POST', idempotent: 'read' }, READ_POLICY],
    ['a GET (a read by HTTP)', { method: 'GET' }, READ_POLICY],
    ['a write applied once per payload', { method: 'POST', idempotent: 'payment.record' }, IDEMPOTENT_WRITE_POLICY],
    ['a write', { method: 'POST' }, WRITE_POLICY],
    ['a multipart write (files)', { method: 'POST', multipart: true }, UPLOAD_POLICY],
    ['a multipart idempotent write', { method: 'POST', multipart: true, idempotent: 'chat.send' }, IDEMPOTENT_WRITE_POLICY],
  ] as const)('%s', (_, request, expected) => {
    expect(policyOf(request)).toBe(expected);
  });

  it('writes are never repeated; repeats end before the total limit; every call has a limit', () => {
    expect(WRITE_POLICY.retries).toBe(0);
    expect(UPLOAD_POLICY.retries).toBe(0);
    expect(idempotenceOf({ method: 'POST' })).toBeUndefined();
    for (const policy of [READ_POLICY, IDEMPOTENT_WRITE_POLICY, WRITE_POLICY, UPLOAD_POLICY]) {
      expect(policy.retries).toBeLessThanOrEqual(3);
      expect(policy.attemptMs).toBeGreaterThan(0);
      expect(policy.totalMs).toBeGreaterThanOrEqual(policy.attemptMs);
    }
  });

  it('a write is repeated only by its row of the one table (once-per-payload.ts); a word not in it is a write', () => {
    for (const row of Object.keys(WRITES_ONCE_PER_PAYLOAD) as OncePerPayload[]) {
      expect(policyOf({ method: 'POST', idempotent: row })).toBe(IDEMPOTENT_WRITE_POLICY);
    }
    // A definition cannot name another word (the type), and a stray one at run time is not trusted.
    expect(policyOf({ method: 'POST', idempotent: 'payload' as OncePerPayload })).toBe(WRITE_POLICY);
    expect(policyOf({ method: 'POST', idempotent: 'toString' as OncePerPayload })).toBe(WRITE_POLICY);
  });
});

describe('retries (fake timers, forked scopes)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a read is sent again after a 500 and a network failure, and answers; no toast for the failures on the way', async () => {
    const seen = scripted('/test/read/', ['500', 'network', 'ok']);
    const scope = fork();
    const result = await settle(() => allSettled(readFx, { scope, params: { N: 10 } }));
    expect(result.status).toBe('done');
    expect(seen.count).toBe(3);
    expect(scope.getState($serverErrors)).toEqual([]);
  });

  it('a content read too', async () => {
    const seen = scripted('/test/page/', ['503', 'ok'], 'content-api');
    const scope = fork();
    expect((await settle(() => allSettled(contentReadFx, { scope }))).status).toBe('done');
    expect(seen.count).toBe(2);
  });

  it('a read gives up after its repeats: the last 500 reaches the catalogue once', async () => {
    const seen = scripted('/test/read/', ['500']);
    const scope = fork();
    const result = await settle(() => allSettled(readFx, { scope, params: { N: 11 } }));
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('server-error');
    expect(seen.count).toBe(READ_POLICY.retries + 1);
    expect(scope.getState($serverErrors)).toHaveLength(1);
  });

  it('the pauses grow: the second attempt waits at least 0.25 s, the third at least 0.5 s more', async () => {
    // The shortest pauses the jitter allows (half of 0.5 s, half of 1 s): the attempts at about 0, 250 and 750 ms.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const seen = scripted('/test/read/', ['500', '500', 'ok']);
    const scope = fork();
    const done = allSettled(readFx, { scope, params: { N: 3 } });
    await advance(200);
    expect(seen.count).toBe(1);
    await advance(100);
    expect(seen.count).toBe(2);
    await advance(400);
    expect(seen.count).toBe(2);
    await advance(150);
    expect(seen.count).toBe(3);
    expect((await done).status).toBe('done');
    random.mockRestore();
  });

  it('a 400 is an answer, not a failure: never sent again', async () => {
    const seen = scripted('/test/read/', ['400', 'ok']);
    const scope = fork();
    expect((await settle(() => allSettled(readFx, { scope, params: { N: 12 } }))).status).toBe('fail');
    expect(seen.count).toBe(1);
  });

  it('a write is sent once, whatever happens', async () => {
    const failed = scripted('/test/write/', ['500', 'ok']);
    const scope = fork();
    const result = await settle(() => allSettled(writeFx, { scope, params: { TEXT: 'hi' } }));
    expect(result.status).toBe('fail');
    expect(failed.count).toBe(1);
    expect(scope.getState($serverErrors)).toHaveLength(1);

    const lost = scripted('/test/write/', ['network', 'ok']);
    const again = await settle(() => allSettled(writeFx, { scope, params: { TEXT: 'hi' } }));
    expect(again.status).toBe('fail');
    if (again.status === 'fail') expect(again.value.kind).toBe('network');
    expect(lost.count).toBe(1);
  });

  it('a write the backend applies once per payload is sent again', async () => {
    const seen = scripted('/test/once/', ['network', '502', 'ok']);
    const scope = fork();
    expect((await settle(() => allSettled(idempotentWriteFx, { scope, params: { ID: '1' } }))).status).toBe('done');
    expect(seen.count).toBe(3);
  });
});

describe('time limits (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a read slower than its attempt limit is tried again; a quick second answer is used', async () => {
    const seen = scripted('/test/read/', [`slow-${READ_POLICY.attemptMs + 5_000}`, 'ok']);
    const scope = fork();
    const result = await settle(() => allSettled(readFx, { scope, params: { N: 13 } }));
    expect(result.status).toBe('done');
    expect(seen.count).toBe(2);
  });

  it('a read that never answers fails as a network failure by its total limit, not later', async () => {
    scripted('/test/read/', ['slow-100000']);
    const scope = fork();
    let settled: unknown = null;
    void allSettled(readFx, { scope, params: { N: 8 } }).then((result) => {
      settled = result;
    });
    await advance(READ_POLICY.totalMs - 200);
    expect(settled).toBeNull();
    await advance(400);
    expect(settled).toMatchObject({ status: 'fail', value: { kind: 'network', message: 'timeout' } });
  });

  it('a write that does not answer in its limit fails as a network failure, and is not sent again', async () => {
    const seen = scripted('/test/write/', ['slow-100000']);
    const scope = fork();
    const result = await settle(() => allSettled(writeFx, { scope, params: { TEXT: 'hi' } }), WRITE_POLICY.totalMs + 1_000);
    expect(result).toMatchObject({ status: 'fail', value: { kind: 'network' } });
    expect(seen.count).toBe(1);
  });
});

describe('offline: calls wait for the connection', () => {
  it('a press made offline is held, counted, and goes once when the connection is back', async () => {
    const seen = scripted('/test/write/', ['ok']);
    const scope = fork({ values: [[$online, false]] });
    const done = allSettled(writeFx, { scope, params: { TEXT: 'typed offline' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.count).toBe(0);
    expect(scope.getState($heldCalls)).toBe(1);
    const read = allSettled(readFx, { scope, params: { N: 14 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($heldCalls)).toBe(2);

    scripted('/test/read/', ['ok']);
    await allSettled(connectionChanged, { scope, params: true });
    expect((await done).status).toBe('done');
    expect((await read).status).toBe('done');
    expect(seen.count).toBe(1);
    expect(scope.getState($heldCalls)).toBe(0);
  });

  it('going offline again holds the next call, not the ones already sent', async () => {
    const seen = scripted('/test/write/', ['ok']);
    const scope = fork();
    expect((await allSettled(writeFx, { scope, params: { TEXT: 'a' } })).status).toBe('done');
    await allSettled(connectionChanged, { scope, params: false });
    const held = allSettled(writeFx, { scope, params: { TEXT: 'b' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.count).toBe(1);
    await allSettled(connectionChanged, { scope, params: true });
    expect((await held).status).toBe('done');
    expect(seen.count).toBe(2);
  });

  it('a held call whose caller gave up is cancelled and no longer counted', async () => {
    const seen = scripted('/test/read/', ['ok']);
    const scope = fork({ values: [[$online, false]] });
    const controller = new AbortController();
    // The transport's own params carry the signal: a form engine call passes it (RequestParams.signal).
    const { apiRequestFx } = await import('./transport');
    const done = allSettled(apiRequestFx, {
      scope,
      params: { client: 'application', method: 'POST', path: '/test/read/', schema: okSchema, idempotent: 'read', signal: controller.signal },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($heldCalls)).toBe(1);
    controller.abort();
    expect(await done).toMatchObject({ status: 'fail', value: { kind: 'cancelled' } });
    expect(scope.getState($heldCalls)).toBe(0);
    await allSettled(connectionChanged, { scope, params: true });
    expect(seen.count).toBe(0);
  });

  it('scopes are apart: offline in one scope holds nothing of another', async () => {
    const seen = scripted('/test/read/', ['ok']);
    const offline = fork({ values: [[$online, false]] });
    const online = fork();
    const held = allSettled(readFx, { scope: offline, params: { N: 30 } });
    expect((await allSettled(readFx, { scope: online, params: { N: 31 } })).status).toBe('done');
    expect(seen.count).toBe(1);
    expect(offline.getState($heldCalls)).toBe(1);
    expect(online.getState($heldCalls)).toBe(0);
    await allSettled(connectionChanged, { scope: offline, params: true });
    expect((await held).status).toBe('done');
  });
});
