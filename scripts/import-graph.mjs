// The import graph of the code (src, mocks): every import of a file — static, `import type`, `export … from` and
// `import()` — resolved to files (relative paths and the `@/` alias). Read by scripts/check-cycles.mjs (no loops) and
// scripts/split-catalogs.mjs (which messages only the signed-in area's code can show).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

/** The .ts and .tsx files (not .d.ts) under `folders` (absolute paths). */
export function sourceFiles(folders) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) files.push(path);
    }
  };
  folders.forEach(walk);
  return files;
}

const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else return null;
  return candidates(base).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]\s*\)/g;
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * file → the files it imports (absolute paths), for every file under `folders` (absolute), keeping only imports of
 * files under them.
 * @returns {Map<string, string[]>}
 */
export function importGraph(folders) {
  const inside = (path) => folders.some((folder) => path.startsWith(`${folder}/`));
  const graph = new Map();
  for (const file of sourceFiles(folders)) {
    const edges = new Set();
    for (const match of stripComments(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
      if (target && inside(target)) edges.add(target);
    }
    graph.set(file, [...edges]);
  }
  return graph;
}

/** Every file reachable from `starts` in `graph` (themselves included), never entering a file `stop` refuses. */
export function reachable(graph, starts, stop = () => false) {
  const seen = new Set();
  const queue = starts.filter((file) => !stop(file));
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of graph.get(file) ?? []) if (!seen.has(next) && !stop(next)) queue.push(next);
  }
  return seen;
}
