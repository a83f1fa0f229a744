import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const LOCALES = ['hy', 'en', 'ru'];
/** Scripts and tests run from the repository root (npm scripts, vitest). */
const root = resolve(process.cwd());

/** Reads a .po file into [{ id, str }] (handles multi-line strings; skips the header entry). */
export function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (line) => JSON.parse(line.trim());
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      if (current) entries.push(current);
      current = { id: unquote(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      if (current) current.str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      field = line === '' ? null : field;
    }
  }
  if (current) entries.push(current);
  return entries.filter((entry) => entry.id !== '');
}

export function findUntranslated() {
  const problems = [];
  for (const locale of LOCALES) {
    const text = readFileSync(resolve(root, 'locales', locale, 'messages.po'), 'utf8');
    const ids = parsePo(text)
      .filter((entry) => entry.str.trim() === '')
      .map((entry) => entry.id);
    if (ids.length) problems.push({ locale, ids });
  }
  return problems;
}
