import { allSettled, createEvent, createStore, fork, sample, type Event } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { languageDetected } from '@/shared/i18n';
import { serverErrorReceived, sessionRejected, warningReceived } from '../events';
import { $token } from '../session-token';
import { downloadContractPdfFx } from './download';

function recorder<T>(event: Event<T>) {
  const $calls = createStore<T[]>([], { serialize: 'ignore' });
  const reset = createEvent();
  sample({ clock: event, source: $calls, fn: (calls, payload) => [...calls, payload], target: $calls });
  $calls.reset(reset);
  return $calls;
}
const $rejected = recorder(sessionRejected);
const $serverErrors = recorder(serverErrorReceived);
const $warnings = recorder(warningReceived);

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% test\n%%EOF');

describe('downloadContractPdfFx (GET /files/pdf/{id})', () => {
  it('sends the token, language and scope and resolves with the PDF; the answer token replaces the stored one', async () => {
    let seen: { headers: Headers; id: string } | null = null;
    server.use(
      http.get('*/app-api/files/pdf/:id', ({ request, params }) => {
        seen = { headers: request.headers, id: String(params.id) };
        return new HttpResponse(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf', Authorization: 'token-2' } });
      }),
    );
    const scope = fork({ values: [[$token, 'token-1']] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    const result = await allSettled(downloadContractPdfFx, { scope, params: { id: '42' } });
    expect(result.status).toBe('done');
    const request = seen as unknown as { headers: Headers; id: string };
    expect(request.id).toBe('42');
    expect(request.headers.get('Authorization')).toBe('token-1');
    expect(request.headers.get('Language')).toBe('ru');
    expect(request.headers.get('Scope')).toBe('web-portal');
    if (result.status === 'done') {
      expect(result.value.type).toBe('application/pdf');
      expect(new Uint8Array(await result.value.arrayBuffer())).toEqual(PDF_BYTES);
    }
    expect(scope.getState($token)).toBe('token-2');
  });

  it('401: the session ends as on every other call', async () => {
    server.use(http.get('*/app-api/files/pdf/:id', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const scope = fork({ values: [[$token, 'token-1']] });
    const result = await allSettled(downloadContractPdfFx, { scope, params: { id: '42' } });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('unauthorized');
    expect(scope.getState($rejected)).toHaveLength(1);
  });

  it.each([
    [500, { error: 'boom' }, 'server-error'],
    [404, { detail: 'no such contract' }, 'not-found'],
    [400, { warning: 'not paid' }, 'warning'],
  ] as const)('%i: the call fails with kind %s and no dialog, toast or redirect (the page shows it by the button)', async (status, body, kind) => {
    server.use(http.get('*/app-api/files/pdf/:id', () => HttpResponse.json(body, { status })));
    const scope = fork({ values: [[$token, 'token-1']] });
    const result = await allSettled(downloadContractPdfFx, { scope, params: { id: '42' } });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe(kind);
    expect(scope.getState($rejected)).toHaveLength(0);
    expect(scope.getState($serverErrors)).toHaveLength(0);
    expect(scope.getState($warnings)).toHaveLength(0);
  });

  it('an answer that is not a PDF fails as an invalid response', async () => {
    server.use(http.get('*/app-api/files/pdf/:id', () => HttpResponse.html('<html>login</html>')));
    const scope = fork();
    const result = await allSettled(downloadContractPdfFx, { scope, params: { id: '42' } });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('invalid-response');
  });

  it('a network failure fails with kind network', async () => {
    server.use(http.get('*/app-api/files/pdf/:id', () => HttpResponse.error()));
    const scope = fork();
    const result = await allSettled(downloadContractPdfFx, { scope, params: { id: '42' } });
    expect(result.status).toBe('fail');
    if (result.status === 'fail') expect(result.value.kind).toBe('network');
  });
});
