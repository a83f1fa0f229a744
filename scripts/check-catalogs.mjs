#!/usr/bin/env node
// Fails when any message of locales/{hy,en,ru}/messages.po has no translation.
import { findUntranslated } from './catalogs.mjs';

const problems = findUntranslated();
if (problems.length) {
  for (const { locale, ids } of problems) {
    console.error(`${locale}: ${ids.length} message(s) without a translation:`);
    for (const id of ids.slice(0, 20)) console.error(`  - ${id}`);
  }
  process.exit(1);
}
console.log('All catalogs complete (hy, en, ru).');
