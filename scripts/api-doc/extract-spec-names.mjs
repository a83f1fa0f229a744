#!/usr/bin/env node
// Writes scripts/api-doc/spec-names.json: every word of the two spec documents (public-site.md, customer-portal.md)
// that could be a field name. docs/api/openapi.json marks a field `x-source: ours` when its name is not among them.
// Run it again only when the spec changes: `node scripts/api-doc/extract-spec-names.mjs ../shared/spec`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const specDir = process.argv[2] ?? join(here, '../../../shared/spec');
const text = ['public-site.md', 'customer-portal.md'].map((name) => readFileSync(join(specDir, name), 'utf8')).join('\n');
const words = new Set(text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
writeFileSync(join(here, 'spec-names.json'), `${JSON.stringify([...words].sort(), null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`${words.size} names`);
