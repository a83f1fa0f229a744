#!/usr/bin/env node
// Writes locales/{hy,en,ru}/shell.ts next to Lingui's compiled messages.ts (run by `npm run i18n:compile`).
//
// The app awaits one catalog before its first render. Loading every message of the site there would put
// every page's text on the critical path of `/` (bench:size). So the compiled catalog is split by where a
// message is used (the `#:` origins that `lingui extract` writes into messages.po):
//  - shell.ts: the messages of the code that renders before any page (SHELL_PATHS): header, footer,
//    toasts and dialogs, skeletons. Awaited before the first render. (The not-found screen loads
//    the whole catalog with its code: src/app/layouts/not-found.tsx.)
//  - messages.ts: the whole catalog, loaded by the language route behind the page skeleton
//    (src/shared/i18n/catalog.ts, docs/decisions/shell-catalog.md).
// messages.po stays the one source of translations; both files are generated and git-ignored.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES } from './catalogs.mjs';

/** Code that renders before the language route's loader has run. Keep in step with src/app/index.tsx. */
export const SHELL_PATHS = [
  'src/app/',
  'src/shared/',
  'src/widgets/header/',
  'src/widgets/footer/',
  // The phone menu opens on a press, when the whole catalog is in.
  'src/widgets/header/ui/mobile-drawer',
  'src/widgets/app-feedback/',
  'src/features/search-site/',
  'src/features/switch-language/',
  'src/features/sign-out/',
  'src/entities/session/',
];
/** shared/ code that only pages use. */
const NOT_SHELL = [
  'src/shared/form-engine/',
  'src/shared/ui/load-error/',
  'src/shared/ui/lazy-video/',
  'src/shared/ui/empty-state/',
  // The upload rows and the password field: on pages only (claims, registration, sign-in, the profile).
  'src/shared/upload/',
  // The sliders' words (home page, blog).
  'src/shared/carousel/',
  'src/shared/ui/password-field/',
  // Offline comes after the page (and the whole catalog) has loaded; a page that never loaded has nothing to say.
  'src/shared/ui/offline-banner/',
  // Dialogs opened by a click or after a call has failed: by then the whole catalog is in.
  'src/shared/ui/confirm-dialog/',
  'src/entities/session/ui/session-ended-modal.dialog',
  // The footer renders once the router has resolved the address, when the whole catalog is in.
  'src/widgets/footer/',
  // The phone menu opens on a press, when the whole catalog is in.
  'src/widgets/header/ui/mobile-drawer',
  // Shown long after the first render (the profile's Personal data; the expiry warning 28 minutes after a call).
  'src/features/sign-out/ui/sign-out-everywhere',
  'src/entities/session/ui/session-expiry',
  // The sign-out question: a confirm dialog loads the whole catalog with its code (shared/ui/confirm-dialog).
  'src/features/sign-out/ui/sign-out-button',
  // A page that failed: the language route has loaded the whole catalog by then.
  'src/app/layouts/route-error',
  // The app's dialogs and toasts render once the router is ready (src/app/layouts/site-layout.tsx), and so does
  // their code: the whole catalog is in by then. (Their models' texts, e.g. a toast's close button, stay.)
  'src/widgets/app-feedback/ui/',
];

export const isShellOrigin = (origin) => SHELL_PATHS.some((path) => origin.startsWith(path)) && !NOT_SHELL.some((path) => origin.startsWith(path));

/** [{ msgid, msgctxt, origins }] of a .po file. */
export function readOrigins(text) {
  const entries = [];
  let origins = [];
  let current = null;
  let field = null;
  const unquote = (line) => JSON.parse(line.trim());
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#:')) {
      origins.push(...line.slice(2).trim().split(/\s+/));
    } else if (line.startsWith('msgctxt ')) {
      current = { msgid: '', msgctxt: unquote(line.slice(8)), origins };
      field = 'msgctxt';
    } else if (line.startsWith('msgid ')) {
      if (!current) current = { msgid: '', msgctxt: undefined, origins };
      current.msgid = unquote(line.slice(6));
      field = 'msgid';
    } else if (line.startsWith('msgstr ')) {
      if (current && current.msgid !== '') entries.push(current);
      current = null;
      origins = [];
      field = null;
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  return entries;
}

export function shellIds(poText) {
  return new Set(
    readOrigins(poText)
      .filter((entry) => entry.origins.some(isShellOrigin))
      .map((entry) => generateMessageId(entry.msgid, entry.msgctxt)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const locale of LOCALES) {
    const dir = resolve(process.cwd(), 'locales', locale);
    const ids = shellIds(readFileSync(resolve(dir, 'messages.po'), 'utf8'));
    const compiled = readFileSync(resolve(dir, 'messages.ts'), 'utf8');
    const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled);
    if (!match) throw new Error(`Unexpected format of ${dir}/messages.ts (Lingui compile output changed?)`);
    const all = JSON.parse(JSON.parse(match[1]));
    const shell = Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
    const missing = [...ids].filter((id) => !(id in all));
    if (missing.length) throw new Error(`${locale}: ${missing.length} shell message id(s) not in the compiled catalog: ${missing.slice(0, 5).join(', ')}`);
    const body = JSON.stringify(JSON.stringify(shell));
    writeFileSync(resolve(dir, 'shell.ts'), `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${body}) as Messages;`);
    console.log(`${locale}: ${Object.keys(shell).length} of ${Object.keys(all).length} messages in the shell catalog`);
  }
}
