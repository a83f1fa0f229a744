import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { callRegistry as everyCall, type RegisteredCall } from '@/shared/api/create-call';
import type { ClientName, SchemaSource } from '@/shared/api/request';
import { API_TABLE_DEFAULTS } from '@/shared/config/api-table';
import { APPLICATION_REQUESTS, CONTENT_REQUESTS, SITE_REQUESTS, type RequestDoc } from './operations';
import { CALCULATOR_TAB_IDS, detailBody, FORM_IDS, isSpecName, SPEC_PATHS, serverErrorBody, warningBody } from './spec';

/**
 * docs/api/openapi.json (issue 23 item 4; docs/decisions/openapi-document.md): every call of both clients (and the
 * product's own host) with its method, path, request body, answer and the §8 error shapes, built from the valibot
 * schemas the app validates with. `npm run api:doc` writes it; scripts/api-doc/openapi.test.ts fails when it is stale.
 */
type Json = Record<string, unknown>;

export const CLIENT_SERVERS: Record<ClientName, { url: string; description: string }> = {
  content: { url: '/content-api', description: 'The content backend (PUBLIC_CONTENT_API_URL): POST multipart, `lang` am | en | ru in the body' },
  application: {
    url: '/app-api',
    description: 'The application backend (PUBLIC_APP_API_URL): POST JSON unless noted; headers `Language` (am | en | ru), `Scope`, and `Authorization` when signed in (refreshed from every answer)',
  },
  site: { url: '/', description: "The product's own host (nginx, deploy/nginx.conf)" },
};

export interface Operation {
  client: ClientName;
  method: 'GET' | 'POST';
  path: string;
  doc: RequestDoc;
  /** The answers of the calls made to it (several when one path answers several shapes, e.g. `/about/`). */
  answers: SchemaSource[];
  /** Registered calls with no JSON answer (downloads). */
  file: boolean;
  /** The app calls it (else only the simulator answers it). */
  called: boolean;
}

const TABLES: Record<ClientName, Record<string, RequestDoc>> = { content: CONTENT_REQUESTS, application: APPLICATION_REQUESTS, site: SITE_REQUESTS };

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** The operations: every entry of the request tables, with the answers of the calls made to it. */
/**
 * The product's calls: those unit tests define on `/test/…` paths (the transport's tests) are left out, since vitest
 * may run several test files in one module registry.
 */
export const productCalls = (): readonly RegisteredCall[] => everyCall.filter((call) => !call.paths.every((path) => path.startsWith('/test/')));

export function collectOperations(registry: readonly RegisteredCall[] = productCalls()): Operation[] {
  const operations: Operation[] = [];
  for (const client of Object.keys(TABLES) as ClientName[]) {
    for (const [key, doc] of Object.entries(TABLES[client])) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const calls = registry.filter((call) => call.client === client && call.method === method && call.paths.includes(path));
      const answers = [...new Set(calls.map((call) => call.schema).filter((schema): schema is SchemaSource => schema !== null))];
      operations.push({ client, method, path, doc, answers: doc.answer ? [...answers, doc.answer] : answers, file: calls.some((call) => call.schema === null), called: calls.length > 0 });
    }
  }
  return operations;
}

/** Registered calls (client, method, path) the tables do not document. */
export function undocumentedCalls(registry: readonly RegisteredCall[] = productCalls()): string[] {
  return registry.flatMap((call) => call.paths.filter((path) => !TABLES[call.client][keyOf(call.method, path)]).map((path) => `${call.client} ${keyOf(call.method, path)}`));
}

const loadSchema = async (source: SchemaSource): Promise<v.GenericSchema> => (typeof source === 'function' ? source() : source);

/** Definitions of recursive schemas (the menu), shared by the document as `components.schemas`. */
let definitions: Record<string, Json> = {};
/** The same `$defs` met again (the menu's recursion, in every schema that holds a menu) keep their first names. */
let hoisted = new Map<string, Record<string, string>>();

/** `#/$defs/0` of one conversion → `#/components/schemas/Schema<n>` of the document. */
function hoistDefinitions(node: Json): Json {
  const { $defs, ...rest } = node as Json & { $defs?: Record<string, Json> };
  if (!$defs) return rest;
  const signature = JSON.stringify($defs);
  let names = hoisted.get(signature);
  const fresh = !names;
  if (!names) {
    const first = Object.keys(definitions).length + 1;
    names = Object.fromEntries(Object.keys($defs).map((key, index) => [key, `Schema${first + index}`]));
    hoisted.set(signature, names);
  }
  const final = names;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/') ? `#/components/schemas/${final[item.slice(8)]}` : rewrite(item)]),
    );
  };
  if (fresh) for (const [key, definition] of Object.entries($defs)) definitions[final[key] as string] = markOurs(rewrite(definition));
  return rewrite(rest) as Json;
}

/** A valibot schema as JSON Schema 2020-12 (the input a backend sends), without the root `$schema`. */
function jsonSchemaOf(schema: v.GenericSchema): Json {
  const { $schema: _drop, ...rest } = toJsonSchema(schema as never, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as Json;
  return markOurs(hoistDefinitions(rest));
}

/** Every property whose name the spec does not use gets `x-source: ours` (recursively). */
function markOurs(node: unknown): Json {
  if (Array.isArray(node)) return node.map(markOurs) as unknown as Json;
  if (typeof node !== 'object' || node === null) return node as Json;
  const result: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      result.properties = Object.fromEntries(
        Object.entries(value as Json).map(([name, property]) => {
          const marked = markOurs(property);
          return [name, isSpecName(name) ? marked : { ...marked, 'x-source': 'ours' }];
        }),
      );
    } else {
      result[key] = typeof value === 'object' ? markOurs(value) : value;
    }
  }
  return result;
}

const operationId = (operation: Operation) =>
  `${operation.client}${operation.method === 'GET' ? 'Get' : ''}${operation.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;

const ERROR_RESPONSES = {
  Warning: { description: '400 — a warning (public-site.md §8): `detail`, `warning`, `warnings`, `warning_d` (by field), `front_warning` or `error`', schema: warningBody },
  Unauthorized: { description: '401 — no valid session: the app signs the customer out and goes to /login', schema: detailBody },
  NotFound: { description: '404 — not found (a page read goes to /notfound)', schema: detailBody },
  ServerError: { description: '500 — an error toast for 4 s', schema: serverErrorBody },
} as const;

/** Answers shared by several operations (the contract of every step) are components, named after their first operation. */
let answerNames = new Map<v.GenericSchema, string>();
let answerUses = new Map<v.GenericSchema, number>();

function answerRef(schema: v.GenericSchema, name: string): Json {
  if ((answerUses.get(schema) ?? 0) < 2) return jsonSchemaOf(schema);
  if (!answerNames.has(schema)) {
    answerNames.set(schema, name);
    definitions[name] = jsonSchemaOf(schema);
  }
  return { $ref: `#/components/schemas/${answerNames.get(schema)}` };
}

async function operationObject(operation: Operation): Promise<Json> {
  const { doc, client } = operation;
  const answers = await Promise.all(operation.answers.map(loadSchema));
  const answerSchemas = answers.map((schema, index) => answerRef(schema, `${operationId(operation)}Answer${index > 0 ? index + 1 : ''}`));
  const ok: Json = operation.file
    ? { description: 'The file', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } }, 'application/octet-stream': { schema: { type: 'string' } } } }
    : {
        description: 'The answer',
        content: { 'application/json': { schema: answerSchemas.length === 1 ? answerSchemas[0] : { anyOf: answerSchemas } } },
      };
  if (client === 'application') ok.headers = { Authorization: { description: 'The session token, refreshed: stored and sent with the next request', schema: { type: 'string' } } };

  const parameters: Json[] = [];
  for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) {
    const parameter: Json = { name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } };
    if (operation.path === '/api/interface/form/{id}') parameter['x-known-ids'] = FORM_IDS;
    parameters.push(parameter);
  }
  if (client === 'application') {
    parameters.push({ name: 'Language', in: 'header', required: true, schema: { type: 'string', enum: ['am', 'en', 'ru'] } });
    parameters.push({ name: 'Scope', in: 'header', required: true, schema: { type: 'string', examples: ['web-portal'] } });
  }
  if (operation.method === 'GET' && doc.request) parameters.push({ name: 'query', in: 'query', schema: jsonSchemaOf(doc.request), style: 'form', explode: true });

  const result: Json = {
    operationId: operationId(operation),
    summary: doc.summary,
    tags: [client],
    'x-source': SPEC_PATHS.has(operation.path) ? 'spec' : 'ours',
    ...(operation.called ? {} : { 'x-called-by-app': false }),
  };
  if (parameters.length) result.parameters = parameters;
  if (operation.method === 'POST' && doc.request) {
    const schema = jsonSchemaOf(doc.request);
    if (operation.path.startsWith('/mobile/interface/get-popup-input-list/')) schema['x-known-ids'] = CALCULATOR_TAB_IDS;
    const media = doc.multipart ? 'multipart/form-data' : 'application/json';
    result.requestBody = { required: true, content: { [media]: { schema, ...(doc.example ? { example: doc.example } : {}) } } };
  }
  result.responses = {
    200: ok,
    400: { $ref: '#/components/responses/Warning' },
    ...(client === 'application' ? { 401: { $ref: '#/components/responses/Unauthorized' } } : {}),
    404: { $ref: '#/components/responses/NotFound' },
    500: { $ref: '#/components/responses/ServerError' },
  };
  if (client === 'application') result.security = [{}, { token: [] }];
  return result;
}

/** The whole document. */
export async function buildOpenApi(registry: readonly RegisteredCall[] = productCalls()): Promise<Json> {
  definitions = {};
  hoisted = new Map();
  answerNames = new Map();
  answerUses = new Map();
  const operations = collectOperations(registry);
  for (const operation of operations) {
    for (const schema of await Promise.all(operation.answers.map(loadSchema))) answerUses.set(schema, (answerUses.get(schema) ?? 0) + 1);
  }
  const paths: Record<string, Json> = {};
  for (const operation of operations.sort((a, b) => (a.client + a.path).localeCompare(b.client + b.path))) {
    const item = (paths[operation.path] ??= { servers: [CLIENT_SERVERS[operation.client]] });
    item[operation.method.toLowerCase()] = await operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sevan Insurance — content and application backends',
      version: '1.0.0',
      description: [
        'The API the web app calls (public-site.md §7, customer-portal.md §7), generated from the valibot schemas the app validates',
        'answers with (`npm run api:doc`; docs/decisions/openapi-document.md). Answers are documented as a backend may send them:',
        'unknown fields are accepted everywhere, optional fields may be missing.',
        '',
        '**`x-source: ours`** marks what the specification does not name — paths, fields (a field is the spec\'s when its name occurs',
        "in the spec's text), form and tab ids (`x-known-ids`): the backend team's checklist. Ids and paths a deployment may change",
        'without a code change are listed under `x-overridable` (PUBLIC_API_OVERRIDES, README "Configuration").',
        '',
        'Phones travel as `+374 (0xx) xxxxxx`. Every 400 may carry `warning_d` (messages by field), shown under the fields.',
        '',
        'Reads may leave before the app has started: a prerendered page, and the page shell of a returning signed-in customer,',
        'send the reads the page makes on load at once, with exactly the headers the app would send (the token included), and',
        'the app uses their answers (docs/decisions/early-calls.md, signed-in-early-calls.md). Now and then such a read is one',
        'the app no longer needs; none is ever a write.',
      ].join('\n'),
    },
    servers: Object.values(CLIENT_SERVERS),
    tags: [
      { name: 'content', description: CLIENT_SERVERS.content.description },
      { name: 'application', description: CLIENT_SERVERS.application.description },
      { name: 'site', description: CLIENT_SERVERS.site.description },
    ],
    'x-overridable': { paths: API_TABLE_DEFAULTS.paths, forms: 'PUBLIC_API_OVERRIDES forms, keyed by the ids of x-known-ids' },
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The token of sign-in, replaced by the Authorization header of every answer' } },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, { description, schema }]) => [name, { description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } }]),
      ),
    },
  };
}

/** The document as committed (stable formatting). */
export const serialize = (document: Json) => `${JSON.stringify(document, null, 2)}\n`;
