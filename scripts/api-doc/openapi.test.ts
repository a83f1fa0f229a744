import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@mocks/handlers';
import { signInDemo } from '@mocks/test/http';
import { callRegistry } from '@/shared/api/create-call';
import { buildOpenApi, collectOperations, serialize, undocumentedCalls } from './build';

/**
 * docs/api/openapi.json (issue 23 item 4): complete (every call of the app and every endpoint of the simulator is in it,
 * with a request and an answer), current (built again from the schemas, it is the committed file — `npm run api:doc`
 * writes it), valid OpenAPI 3.1, and true of the simulator (each endpoint's answer to the documented request matches the
 * documented answer).
 */
const FILE = join(__dirname, '../../docs/api/openapi.json');
const write = process.env.API_DOC_WRITE === '1';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Every module of shared/api, so that every call is registered (a module nobody imports here would hide its calls).
const modules = import.meta.glob(['../../src/shared/api/**/*.ts', '!../../src/shared/api/**/*.test.ts']);
let document: Json;

beforeAll(async () => {
  for (const load of Object.values(modules)) await load();
  document = await buildOpenApi();
  if (write) {
    mkdirSync(dirname(FILE), { recursive: true });
    writeFileSync(FILE, serialize(document));
  }
}, 60_000);

describe('docs/api/openapi.json', () => {
  it('documents every call of the app with a request and an answer', async () => {
    expect(callRegistry.length).toBeGreaterThan(100);
    expect(undocumentedCalls()).toEqual([]);
    for (const operation of collectOperations()) {
      const where = `${operation.method} ${operation.path}`;
      expect(operation.doc.request === null ? operation.method : 'POST', where).toBe(operation.method);
      expect(operation.answers.length > 0 || operation.file, `${where} has no answer`).toBe(true);
    }
  });

  it('documents every endpoint of the simulator, and has no operation the simulator does not answer', () => {
    const simulated = endpoints
      .filter((endpoint) => !endpoint.path.startsWith('/sim-bank/'))
      .map((endpoint) => `${endpoint.client} ${endpoint.method ?? 'POST'} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = collectOperations().map((operation) => `${operation.client} ${operation.method} ${operation.path}`);
    expect(simulated.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !simulated.includes(key))).toEqual([]);
  });

  it('is the committed file (npm run api:doc writes it)', () => {
    expect(readFileSync(FILE, 'utf8'), 'docs/api/openapi.json is stale: run npm run api:doc').toBe(serialize(document));
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  }, 30_000);

  it('marks what the spec does not name: paths, fields, ids', () => {
    const operation = (path: string, method = 'post') => document.paths[path][method];
    expect(operation('/payment/confirm')['x-source']).toBe('ours');
    expect(operation('/payment/make')['x-source']).toBe('spec');
    expect(operation('/mobile/chat/send')['x-source']).toBe('ours');
    const deref = (schema: Json): Json => (schema.$ref ? document.components.schemas[String(schema.$ref).split('/').pop() as string] : schema);
    const contract = deref(operation('/product/appa/create-object').responses[200].content['application/json'].schema).properties.result;
    expect(contract.properties.ORDER_ID['x-source']).toBe('ours');
    expect(contract.properties.SGUID['x-source']).toBeUndefined();
    expect(contract.required).toEqual(['ID']);
    const approve = operation('/payment/make').requestBody.content['application/json'].schema;
    expect(approve.properties.CLIENT_IP['x-source']).toBe('ours');
    expect(approve.properties.order_id['x-source']).toBeUndefined();
    const ids = operation('/api/interface/form/{id}', 'get').parameters[0]['x-known-ids'] as Array<{ id: number; 'x-source': string }>;
    expect(ids).toContainEqual(expect.objectContaining({ id: 4301, 'x-source': 'ours' }));
    expect(ids).toContainEqual(expect.objectContaining({ id: 4515, 'x-source': 'spec' }));
    expect(document['x-overridable'].paths['payment.confirm']).toBe('/payment/confirm');
  });

  it("describes the phone's wire shape", () => {
    const body = document.paths['/profile/data/request-phone-change'].post.requestBody.content['application/json'].schema;
    expect(new RegExp(body.properties.PHONE.pattern).test('+374 (077) 123456')).toBe(true);
    expect(new RegExp(body.properties.PHONE.pattern).test('+37477123456')).toBe(false);
  });
});

describe("the simulator's answers match the document, over every endpoint", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const BASE = { content: 'http://localhost:3000/content-api', application: 'http://localhost:3000/app-api', site: 'http://localhost:3000' } as const;

  /** A schema of the document with its `#/components/…` references resolvable (the components beside it). */
  const withComponents = (schema: Json): Json => ({ ...schema, components: document.components });

  /** The answer's schema the document gives a status (its components resolved). */
  const answerSchema = (operation: Json, status: number): Json | null => {
    const response = operation.responses[String(status)] as Json | undefined;
    if (!response) return null;
    const resolved = response.$ref ? document.components.responses[String(response.$ref).split('/').pop() as string] : response;
    return withComponents(resolved.content?.['application/json']?.schema ?? { type: 'string' });
  };

  it('each documented request gets a documented answer of the documented shape', async () => {
    const token = await signInDemo();
    const problems: string[] = [];
    let succeeded = 0;
    // Signing out on all devices ends the demo session every other call uses: it goes last.
    const endsSessions = (path: string) => Number(path === '/mobile/login/sign-out-all/');
    const operations = collectOperations().sort((a, b) => endsSessions(a.path) - endsSessions(b.path));
    for (const operation of operations) {
      const documented = document.paths[operation.path][operation.method.toLowerCase()] as Json;
      const example = operation.doc.example ?? {};
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => operation.doc.exampleParams?.[name] ?? 'x');
      const where = `${operation.client} ${operation.method} ${operation.path}`;

      // The request: the documented example must itself be a documented request.
      const requestSchema = documented.requestBody?.content && (Object.values(documented.requestBody.content)[0] as Json).schema;
      const sent = operation.client === 'content' ? { lang: 'en', ...example } : example;
      if (operation.doc.example && requestSchema && !ajv.validate(withComponents(requestSchema), sent)) problems.push(`${where}: the example request is not documented: ${ajv.errorsText()}`);

      const headers: Record<string, string> = {};
      let body: BodyInit | undefined;
      if (operation.client === 'content') {
        const form = new FormData();
        form.append('lang', 'en');
        for (const [key, value] of Object.entries(example)) form.append(key, String(value));
        body = form;
      } else if (operation.client === 'application') {
        Object.assign(headers, { Language: 'en', Scope: 'web-portal', Authorization: token });
        if (operation.method === 'POST') {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(example);
        }
      }
      const response = await fetch(`${BASE[operation.client]}${path}`, { method: operation.method, headers, body });
      const schema = answerSchema(documented, response.status);
      if (!schema) {
        problems.push(`${where}: answered ${response.status}, which the document does not list`);
        continue;
      }
      const type = response.headers.get('Content-Type') ?? '';
      if (!type.includes('json')) continue;
      const answer: unknown = await response.json();
      if (!ajv.validate(schema, answer)) problems.push(`${where}: the ${response.status} answer does not match the document: ${ajv.errorsText()}`);
      if (response.status === 200) succeeded += 1;
    }
    expect(problems).toEqual([]);
    // Most operations are exercised with success, not only with their refusals.
    expect(succeeded).toBeGreaterThan(60);
  }, 120_000);
});
