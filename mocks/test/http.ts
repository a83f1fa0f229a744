/**
 * Test helpers: requests shaped as the app sends them (src/shared/api/transport.ts), against the absolute
 * base URLs of the vitest configuration. The server of '@mocks/node' answers them (src/shared/test/setup.ts).
 */
import type { ServerLang } from '../lib/respond';

export const CONTENT_API = 'http://localhost:3000/content-api';
export const APP_API = 'http://localhost:3000/app-api';

export const DEMO = { uid: '1234567890', email: 'anna.hakobyan@example.am', password: 'Sevan2026!' } as const;

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Content client: POST multipart with `lang`. */
export async function postContent(path: string, lang: ServerLang, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('lang', lang);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return toAnswer(await fetch(`${CONTENT_API}${path}`, { method: 'POST', body: form }));
}

/** Application client: POST JSON with the Language and Scope headers, and the token when given. */
export async function postApp(
  path: string,
  body: Record<string, unknown>,
  options: { lang?: ServerLang; token?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: options.lang ?? 'en',
    Scope: 'web-portal',
  };
  if (options.token) headers.Authorization = options.token;
  return toAnswer(await fetch(`${APP_API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

export const SIGN_IN = '/mobile/login/customer-signin/';
export const CAPTCHA = '/mobile/login/i_am_a_not_robot/';
export const CUSTOMER_DATA = '/mobile/get-cust-datas/';

/** Signs the demo customer in and returns the token. */
export async function signInDemo(): Promise<string> {
  const answer = await postApp(SIGN_IN, { LOGIN: DEMO.uid, PASSWORD: DEMO.password });
  const token = answer.headers.get('Authorization');
  if (answer.status !== 200 || !token) throw new Error(`demo sign-in failed: ${answer.status}`);
  return token;
}

/** The answer of an arithmetic captcha question such as "Solve: 4 + 7 = ?". */
export function solve(question: string): number {
  const match = /(\d+)\s*([+-])\s*(\d+)/.exec(question);
  if (!match) throw new Error(`not a question: ${question}`);
  const [, a, op, b] = match;
  return op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
}
