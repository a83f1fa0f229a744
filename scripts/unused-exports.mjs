#!/usr/bin/env node
// Names a public API (`index.ts` of a slice or of shared/api) exports that nothing outside it imports (issue 14).
// Stories do not count: a name only stories import belongs in the slice's `testing.ts` (issue 25 item 4), which
// `--fix` moves it to, rewriting the stories' imports. Everything else:
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
const storiesDir = `${join(root, 'stories')}/`;

/** The names an index exports through `export { … } from` / `export type { … } from` lists. */
function exportedNames(text) {
  const names = [];
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of match[1].split(',')) {
      const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (name) names.push(name);
    }
  }
  for (const match of text.matchAll(/export\s+(?:const|function|class|type|interface|enum)\s+([\w$]+)/g)) names.push(match[1]);
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

/** The `export { … } from '…'` items of an index, by exported name: { type, item, from }. */
function reExports(text) {
  const items = new Map();
  for (const match of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)';/g)) {
    for (const raw of match[2].split(',')) {
      const item = raw.trim();
      if (!item) continue;
      const name = item.replace(/^type\s+/, '').split(/\s+as\s+/).pop().trim();
      items.set(name, { type: Boolean(match[1]) || item.startsWith('type '), item: item.replace(/^type\s+/, ''), from: match[3] });
    }
  }
  return items;
}

/** Moves names only stories use from a slice's index to its testing.ts and points the stories' imports there. */
function moveToTesting(indexPath, specifier, text, names) {
  const items = reExports(text);
  const movable = [...names].filter((name) => items.has(name));
  const byHand = [...names].filter((name) => !items.has(name));
  if (byHand.length) console.log(`  move by hand (not an export … from): ${byHand.join(', ')}`);
  const testingPath = indexPath.replace(/index\.ts$/, 'testing.ts');
  let testing = existsSync(testingPath)
    ? readFileSync(testingPath, 'utf8')
    : "// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.\n";
  const groups = new Map();
  for (const name of movable) {
    const { type, item, from } = items.get(name);
    const key = `${type ? 'type ' : ''}${from}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, list] of groups) {
    const type = key.startsWith('type ');
    const from = type ? key.slice(5) : key;
    const line = `export ${type ? 'type ' : ''}{ ${list.join(', ')} } from '${from}';`;
    testing += line.length <= 120 ? `${line}\n` : `export ${type ? 'type ' : ''}{\n${list.map((item) => `  ${item},`).join('\n')}\n} from '${from}';\n`;
  }
  writeFileSync(testingPath, testing);
  const moved = new Set(movable);
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const [file, source] of sources) {
    if (!file.startsWith(storiesDir) || !source.includes(specifier)) continue;
    const next = source.replace(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${quoted}';`, 'g'), (whole, type = '', list) => {
      const all = list.split(',').map((item) => item.trim()).filter(Boolean);
      const nameOf = (item) => item.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const stay = all.filter((item) => !moved.has(nameOf(item)));
      const go = all.filter((item) => moved.has(nameOf(item)));
      if (!go.length) return whole;
      const lines = [];
      if (stay.length) lines.push(`import ${type}{ ${stay.join(', ')} } from '${specifier}';`);
      lines.push(`import ${type}{ ${go.join(', ')} } from '${specifier}/testing';`);
      return lines.join('\n');
    });
    if (next !== source) {
      writeFileSync(file, next);
      sources.set(file, next);
    }
  }
}

let unusedTotal = 0;
for (const index of indexes) {
  const path = join(root, index);
  const dir = path.replace(/\/index\.ts$/, '');
  const specifier = `@/${relative(join(root, 'src'), dir)}`;
  const used = new Set();
  const usedByStories = new Set();
  for (const [file, text] of sources) {
    if (file === path || !text.includes(specifier)) continue;
    importedNames(text, specifier).forEach((name) => (file.startsWith(storiesDir) ? usedByStories : used).add(name));
  }
  if (used.has('*')) continue;
  const text = readFileSync(path, 'utf8');
  const unused = exportedNames(text).filter((name) => !used.has(name));
  if (!unused.length) continue;
  unusedTotal += unused.length;
  const storyOnly = unused.filter((name) => usedByStories.has(name));
  const dead = unused.filter((name) => !usedByStories.has(name));
  if (dead.length) console.log(`${index}: ${dead.length} of ${exportedNames(text).length} unused: ${dead.join(', ')}`);
  if (storyOnly.length) console.log(`${index}: only stories import ${storyOnly.join(', ')}: move to ${specifier}/testing`);
  if (fix && storyOnly.length) moveToTesting(path, specifier, text, new Set(storyOnly));
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
