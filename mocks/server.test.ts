import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from './node';
import { createSimApp } from './server';

/** `npm run sim:server` serves the API document and its reference page (docs/decisions/openapi-document.md). */
const root = join(__dirname, '..');
let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = createSimApp({ apiDocument: join(root, 'docs/api/openapi.json'), referenceDir: join(root, 'node_modules/@scalar/api-reference/dist/browser') });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
});
afterAll(() => close());

describe('sim:server: the API document and its reference page', () => {
  // This test talks to the real server, not through the in-process simulator.
  const through = () => msw.use(http.all(`${base}/*`, () => passthrough()));

  it('serves docs/api/openapi.json', async () => {
    through();
    const answer = await fetch(`${base}/__sim/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toContain('application/json');
    expect(((await answer.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('serves the reference page, which loads Scalar from this server (no CDN, no web fonts)', async () => {
    through();
    const page = await (await fetch(`${base}/__sim/api/`)).text();
    expect(page).toContain("Scalar.createApiReference('#app'");
    expect(page).toContain('/__sim/api/openapi.json');
    expect(page).toContain('withDefaultFonts: false');
    expect(page).not.toMatch(/https?:\/\//);
    const script = await fetch(`${base}/__sim/api/scalar/standalone.js`);
    expect(script.status).toBe(200);
    expect(Number(script.headers.get('Content-Length'))).toBeGreaterThan(100_000);
  });
});
