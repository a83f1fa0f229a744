import { http, type HttpHandler } from 'msw';
import { config } from '@/shared/config';
import type { CustomerRecord, SessionRecord } from '../db/types';
import { msg, readRequest, serverError, unauthorized, type ClientName, type ServerLang } from './respond';
import { tokenOf, touchSession } from './session';
import { CHAOS_SLOW_MS, takeChaos } from './chaos';
import { forcedResponse, omittedFields, takeSwitch, withoutFields, type SwitchRule } from './switches';

/**
 * An endpoint of the simulator, and the ONE wrapper that turns every endpoint into an MSW handler:
 * switches first (lib/switches.ts; chaos mode, lib/chaos.ts, when no switch applies), then the session check of authorized endpoints, then the endpoint's
 * own answer, and finally the `Authorization` echo of every authorized application answer.
 */
export interface RequestContext {
  request: Request;
  lang: ServerLang;
  /** Multipart fields (content client) or the JSON body (application client); a GET's query parameters. */
  fields: Record<string, unknown>;
  /** Path parameters of the endpoint's path (`/api/interface/form/:id` → `{ id }`). */
  params: Record<string, string>;
}

export interface AuthorizedContext extends RequestContext {
  session: SessionRecord;
  customer: CustomerRecord;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;

interface EndpointBase {
  client: ClientName;
  /** The path as the app calls it, relative to the client's base URL: '/home/', '/mobile/get-cust-datas/'. */
  path: string;
  /** One line for the developer panel. */
  title: string;
  /** The two fields a forced `400-warning_d` names (defaults to two generic fields). */
  warningFields?: readonly [string, string];
  /** HTTP method (default POST). */
  method?: 'GET' | 'POST';
}

export interface PublicEndpoint extends EndpointBase {
  access: 'public';
  resolve: Resolver<RequestContext>;
}

export interface AuthorizedEndpoint extends EndpointBase {
  client: 'application';
  access: 'authorized';
  resolve: Resolver<AuthorizedContext>;
}

export type Endpoint = PublicEndpoint | AuthorizedEndpoint;

export const publicEndpoint = (spec: Omit<PublicEndpoint, 'access'>): PublicEndpoint => ({ ...spec, access: 'public' });
export const authorizedEndpoint = (spec: Omit<AuthorizedEndpoint, 'access' | 'client'>): AuthorizedEndpoint => ({
  ...spec,
  client: 'application',
  access: 'authorized',
});

/** The pathname of a base URL ('/content-api' from '/content-api' or 'http://localhost:3000/content-api'). */
function basePath(client: ClientName): string {
  if (client === 'site') return '';
  const base = client === 'content' ? config.contentApiUrl : config.applicationApiUrl;
  return new URL(base, 'http://simulator.invalid').pathname.replace(/\/+$/, '');
}

/** `*<base path><path>`: matches the app's relative and absolute URLs alike. */
export function endpointUrl(client: ClientName, path: string): string {
  return `*${basePath(client)}/${path.replace(/^\/+/, '')}`;
}

const DEFAULT_WARNING_FIELDS = ['FIELD_1', 'FIELD_2'] as const;

/** The request's path relative to its client's base URL ('/api/interface/form/9000'). */
function relativePath(client: ClientName, url: string): string {
  const path = new URL(url).pathname;
  const base = basePath(client);
  return path.startsWith(base) ? path.slice(base.length) || '/' : path;
}

/** Chaos mode's decision for this request, as a one-off rule (null: no failure). */
function chaosRule(endpoint: Endpoint): SwitchRule | null {
  const event = takeChaos(endpoint.path, endpoint.access === 'authorized');
  if (!event) return null;
  return { path: endpoint.path, mode: event.mode === 'slow' ? `slow-${event.delayMs ?? CHAOS_SLOW_MS.min}` : event.mode };
}

async function answer(endpoint: Endpoint, request: Request, params: Record<string, string>): Promise<Response> {
  const read = await readRequest(request, endpoint.client);
  const { lang } = read;
  const fields = endpoint.method === 'GET' ? { ...Object.fromEntries(new URL(request.url).searchParams), ...read.fields } : read.fields;

  // A rule may name the concrete path ('/api/interface/form/9000') or the endpoint's pattern ('/api/interface/form/:id').
  // Without one, chaos mode may fail the request (lib/chaos.ts).
  const rule = takeSwitch(endpoint.path, relativePath(endpoint.client, request.url)) ?? chaosRule(endpoint);
  if (rule) {
    const forced = await forcedResponse(rule, lang, endpoint.warningFields ?? DEFAULT_WARNING_FIELDS);
    if (forced) return forced;
  }

  // Content requests carry no token; application requests are checked even on public endpoints, so that
  // every answer to a signed-in customer slides the session and echoes its token.
  const lookup = endpoint.client === 'application' ? touchSession(tokenOf(request)) : null;
  let response: Response;
  if (endpoint.access === 'authorized') {
    if (lookup?.status !== 'valid') {
      return unauthorized(msg(lookup?.status === 'expired' ? 'sessionExpired' : 'notSignedIn', lang));
    }
    response = await endpoint.resolve({ request, lang, fields, params, session: lookup.session, customer: lookup.customer });
  } else {
    response = await endpoint.resolve({ request, lang, fields, params });
  }

  // Sign-in sets its own (new) token; otherwise a valid session's token is echoed.
  if (lookup?.status === 'valid' && !response.headers.has('Authorization')) {
    response.headers.set('Authorization', lookup.session.token);
  }
  // 'omit-…': the same answer without some fields (how another backend may shape it); the stored data keeps them.
  const omitted = rule ? omittedFields(rule.mode) : null;
  if (omitted && response.headers.get('Content-Type')?.includes('json')) {
    const body = withoutFields(await response.clone().json(), omitted);
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  return response;
}

/** The MSW handler of an endpoint. An exception in a resolver becomes a 500 that says what broke. */
export function createHandler(endpoint: Endpoint): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(endpointUrl(endpoint.client, endpoint.path), async ({ request, params }) => {
    try {
      const pathParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : String(value ?? '')]));
      return await answer(endpoint, request, pathParams);
    } catch (error) {
      console.error(`[simulator] ${endpoint.path} failed`, error);
      return serverError(`[Simulator] ${endpoint.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
