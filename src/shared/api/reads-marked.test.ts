import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A read that is not marked `idempotent: 'read'` is never repeated after a network failure and never made early on
 * a signed-in cold load (first-calls.ts records reads only): the identity status was such a call, the one read of the
 * overview left for after the page's code had run. Every call whose path names a read (get…, …list, …status,
 * retrieve, info) must say so; a write among them is listed here with why.
 */
const WRITES_NAMED_LIKE_READS: Record<string, string> = {};

function callDefinitions(dir: string): { file: string; name: string; body: string }[] {
  const found: { file: string; name: string; body: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...callDefinitions(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/export const (\w+) = create(?:Dynamic)?Call<[^>]*>\(\{([\s\S]*?)\}\);/g)) {
        found.push({ file: path, name: match[1] as string, body: match[2] as string });
      }
    }
  }
  return found;
}

describe('every read of the API is marked as one', () => {
  const calls = callDefinitions(join(__dirname));
  it('finds the call definitions', () => {
    expect(calls.length).toBeGreaterThan(60);
  });
  it('a call whose path names a read says idempotent: read (or is a GET)', () => {
    const paths = (body: string) => [...body.matchAll(/PATHS\.(\w+)|'(\/[^']+)'/g)].map((match) => match[1] ?? match[2] ?? '');
    const unmarked = calls
      .filter(({ body }) => !/idempotent:/.test(body) && !/method: 'GET'/.test(body))
      .filter(({ body }) => paths(body).some((path) => /get|list|status|retrieve|info/i.test(path)))
      .map(({ name }) => name)
      .filter((name) => !Object.hasOwn(WRITES_NAMED_LIKE_READS, name));
    expect(unmarked).toEqual([]);
  });
});
