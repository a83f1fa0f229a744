import { attach, createEffect, sample } from 'effector';
import { config } from '@/shared/config';
import { $lang, toServerLang, type Lang } from '@/shared/i18n';
import { classifyResponse, messagesOf } from '../classify';
import { ApiError } from '../errors';
import { sessionRejected } from '../events';
import { filePdfPath } from '../interface/paths';
import { registerCall } from '../create-call';
import { $token, tokenReceived } from '../session-token';
import { LANGUAGE_HEADER, SCOPE_HEADER } from '../request';

/**
 * The contract's PDF (customer-portal.md §7 "PDF download GET /files/pdf/{id}"). It needs the customer's token,
 * so it cannot be a plain link: the answer is read as a Blob here and the page saves it. It does not go through
 * `requestFx` (that reads every body as text or JSON), but sends the same headers to the same base URL, takes the
 * token of the answer, and ends the session on a 401 like every other call. Other failures show no dialog or
 * toast: the page shows them next to its download button.
 */
export interface PdfRequest {
  /** The contract's ID. */
  id: string;
}

interface PdfWireRequest {
  /** The path under the application client's base URL (`/files/pdf/{id}`, `/mobile/chat/file/{id}`). */
  path: string;
  /** What the answer may be: a PDF only, or any of the attachment types. */
  accept: 'pdf' | 'file';
  token: string | null;
  lang: Lang;
}

interface PdfAnswer {
  blob: Blob;
  token: string | null;
}

// The two downloads, for docs/api/openapi.json (their answer is a file, not JSON: no schema).
registerCall({ client: 'application', method: 'GET', paths: ['/files/pdf/{id}', '/mobile/chat/file/{id}'], schema: null });

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

async function readError(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

const ACCEPTED_TYPES = { pdf: /pdf|octet-stream/i, file: /pdf|octet-stream|image\/(png|jpeg)/i } as const;

const pdfWireFx = createEffect<PdfWireRequest, PdfAnswer, ApiError>(async ({ path, accept, token, lang }) => {
  // ky loads with the first request (as in wire.ts), not with the page.
  const { default: ky } = await import('ky');
  const headers: Record<string, string> = {
    [LANGUAGE_HEADER]: toServerLang(lang),
    [SCOPE_HEADER]: config.apiScope,
    Accept: accept === 'pdf' ? 'application/pdf' : 'application/pdf, image/png, image/jpeg, application/octet-stream',
  };
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await ky(joinUrl(config.applicationApiUrl, path), {
      method: 'GET',
      headers,
      throwHttpErrors: false,
      retry: 0,
      timeout: 60_000,
    });
  } catch (error) {
    if (isAbort(error)) throw new ApiError({ kind: 'cancelled', message: 'cancelled' });
    throw new ApiError({ kind: 'network', message: error instanceof Error ? error.message : 'network error' });
  }
  const answerToken = response.headers.get('Authorization');
  if (response.ok) {
    const type = response.headers.get('Content-Type') ?? '';
    if (!ACCEPTED_TYPES[accept].test(type)) {
      throw new ApiError({ kind: 'invalid-response', status: response.status, messages: [`expected a ${accept}, got ${type || 'no type'}`] });
    }
    const blob = await response.blob();
    return { blob: blob.type || accept !== 'pdf' ? blob : new Blob([blob], { type: 'application/pdf' }), token: answerToken };
  }
  const body = await readError(response);
  const outcome = classifyResponse({ status: response.status, method: 'GET', body });
  switch (outcome.kind) {
    case 'unauthorized':
      throw new ApiError({ kind: 'unauthorized', status: 401, body });
    case 'warning':
      throw new ApiError({ kind: 'warning', status: response.status, body, messages: outcome.messages, fieldWarnings: outcome.fieldWarnings });
    case 'server-error':
      throw new ApiError({ kind: 'server-error', status: response.status, body, messages: outcome.messages });
    case 'not-found':
      throw new ApiError({ kind: 'not-found', status: 404, body, messages: messagesOf(body) });
    default:
      throw new ApiError({ kind: 'other', status: response.status, body, message: `HTTP ${response.status}` });
  }
});

const pdfRequestFx = attach({
  source: { token: $token, lang: $lang },
  mapParams: (params: PdfRequest, { token, lang }): PdfWireRequest => ({ path: filePdfPath(params.id), accept: 'pdf', token, lang }),
  effect: pdfWireFx,
});

const fileRequestFx = attach({
  source: { token: $token, lang: $lang },
  mapParams: (params: { path: string }, { token, lang }): PdfWireRequest => ({ path: params.path, accept: 'file', token, lang }),
  effect: pdfWireFx,
});

/** Any file of the customer's under the application client (an attachment: PDF, PNG, JPEG), read the same way. */
export const downloadFileFx = createEffect<{ path: string }, Blob, ApiError>(async (params) => {
  const { blob } = await fileRequestFx(params);
  return blob;
});

/** Downloads the PDF of a paid contract of the signed-in customer: resolves with the file. */
export const downloadContractPdfFx = createEffect<PdfRequest, Blob, ApiError>(async (params) => {
  const { blob } = await pdfRequestFx(params);
  return blob;
});

sample({
  clock: pdfWireFx.doneData,
  filter: ({ token }) => token !== null && token.trim() !== '',
  fn: ({ token }) => token as string,
  target: tokenReceived,
});
// 401: the same path as every other call (session ended dialog, /login and back).
sample({ clock: pdfWireFx.failData, filter: (error) => error.kind === 'unauthorized', target: sessionRejected });
