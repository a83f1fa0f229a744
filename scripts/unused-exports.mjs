#!/usr/bin/env node
// Names a public API (`index.ts` of a slice or of shared/api) exports that nothing outside it imports (issue 14):
// a public API lists what its consumers use, nothing more. Reads every import of the slice's public path
// (`@/entities/faq`, `@/shared/api`) in src/, mocks/, e2e/, stories/, scripts/ and .storybook/ — static, type and
// `import('…').then(…)` — and prints, per index, the exported names nobody imports. `--fix` deletes them from the
// index's export lists (re-run tsc after). Exit code 1 when something is unused (with --check).
// Usage: node scripts/unused-exports.mjs [--fix] [--check] [index.ts…]
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const check = args.includes('--check');
const given = args.filter((arg) => !arg.startsWith('--'));

const slicesOf = (layer) =>
  existsSync(join(root, 'src', layer)) ? readdirSync(join(root, 'src', layer)).map((name) => `src/${layer}/${name}/index.ts`) : [];
const indexes = (given.length ? given : ['src/shared/api/index.ts', ...['entities', 'features', 'widgets', 'pages'].flatMap(slicesOf)]).filter(
  (path) => existsSync(join(root, path)),
);

const files = [];
const walk = (dir) => {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist') || name === 'storybook-static') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.gen.ts')) files.push(path);
  }
};
['src', 'mocks', 'e2e', 'stories', 'scripts', '.storybook'].forEach((dir) => walk(join(root, dir)));
const sources = new Map(files.map((path) => [path, readFileSync(path, 'utf8')]));

/** The names an index exports through `export { … } from` / `export type { … } from` lists. */
function exportedNames(text) {
  const names = [];
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of match[1].split(',')) {
      const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (name) names.push(name);
    }
  }
  for (const match of text.matchAll(/export\s+(?:const|function|class|type|interface|enum)\s+(\w+)/g)) names.push(match[1]);
  return names;
}

/** Names imported from `specifier` in one file. */
function importedNames(text, specifier) {
  const names = new Set();
  const quoted = `['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`;
  for (const match of text.matchAll(new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    for (const item of match[1].split(',')) {
      const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name);
    }
  }
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*${quoted}`).test(text)) names.add('*');
  for (const match of text.matchAll(new RegExp(`import\\(\\s*${quoted}\\s*\\)\\.then\\(\\s*\\(?\\s*(\\w+|\\{[^}]*\\})`, 'g'))) {
    const param = match[1];
    if (param.startsWith('{')) param.slice(1, -1).split(',').forEach((item) => names.add(item.split(':')[0].trim()));
    else for (const use of text.slice(match.index, match.index + 200).matchAll(new RegExp(`\\b${param}\\.(\\w+)`, 'g'))) names.add(use[1]);
  }
  return names;
}

let unusedTotal = 0;
for (const index of indexes) {
  const path = join(root, index);
  const dir = path.replace(/\/index\.ts$/, '');
  const specifier = `@/${relative(join(root, 'src'), dir)}`;
  const used = new Set();
  for (const [file, text] of sources) {
    if (file === path || !text.includes(specifier)) continue;
    importedNames(text, specifier).forEach((name) => used.add(name));
  }
  if (used.has('*')) continue;
  const text = readFileSync(path, 'utf8');
  const unused = exportedNames(text).filter((name) => !used.has(name));
  if (!unused.length) continue;
  unusedTotal += unused.length;
  console.log(`${index}: ${unused.length} of ${exportedNames(text).length} unused: ${unused.join(', ')}`);
  if (fix) {
    const drop = new Set(unused);
    const next = text
      .replace(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*('[^']+');\n/g, (whole, type = '', list, from) => {
        const kept = list
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && !drop.has(item.replace(/^type\s+/, '').split(/\s+as\s+/).pop().trim()));
        if (!kept.length) return '';
        const line = `export ${type}{ ${kept.join(', ')} } from ${from};\n`;
        return line.length <= 140 ? line : `export ${type}{\n${kept.map((item) => `  ${item},`).join('\n')}\n} from ${from};\n`;
      });
    writeFileSync(path, next);
  }
}
console.log(unusedTotal ? `${unusedTotal} exported names unused outside their slice${fix ? ' (removed)' : ''}.` : 'Every exported name is used outside its slice.');
if (check && unusedTotal && !fix) process.exit(1);
