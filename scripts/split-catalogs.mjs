#!/usr/bin/env node
// Writes locales/{hy,en,ru}/{shell,site,portal}.ts next to Lingui's compiled messages.ts (run by `npm run i18n:compile`).
//
// The app awaits one catalog before its first render, and a page waits for its own before it renders. Loading every
// message of the site there would put every page's text on the critical path (bench:size, bench:lighthouse). So the
// compiled catalog is split by where a message is used (the `#:` origins that `lingui extract` writes into
// messages.po):
//  - shell.ts: the messages of the code that renders before any page (SHELL_PATHS): header, toasts and dialogs'
//    models, skeletons. Awaited before the first render.
//  - site.ts: the other messages that code on a public address can show; portal.ts: those that code on a signed-in
//    address (/profile/…, /shop/…) can show. A message both can show is in both; the shell's are in neither. The
//    language route loads the part of its address's area behind the page skeleton (src/shared/i18n/catalog.ts,
//    docs/decisions/shell-catalog.md, "Two areas"). Which code can show what is read off the import graph
//    (scripts/import-graph.mjs), from the entry: see `catalogAreas` below.
// messages.po stays the one source of translations; the files are generated and git-ignored (Lingui's whole
// messages.ts is no longer imported by the app).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES } from './catalogs.mjs';
import { importGraph, reachable, root } from './import-graph.mjs';

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

/** The route files, and those that serve every address (the root, the language route, the catch-all and its table). */
const ROUTES = 'src/app/routes/';
const EVERY_ADDRESS = ['__root.tsx', '{-$lang}/route.tsx', '{-$lang}/$.tsx', '{-$lang}/-addresses.tsx'].map((file) => ROUTES + file);
/** The signed-in area's route files: /profile/… (/shop/… has none; its addresses are not found, a page of both areas). */
const PORTAL_ROUTES = `${ROUTES}{-$lang}/profile/`;
/**
 * The page slices only signed-in addresses render: through the portal's route files, and the catch-all's table for
 * `/profile/c/$chatId` (the only row of a portal slice: held by scripts/split-catalogs.test.ts).
 */
export const PORTAL_PAGES = ['src/pages/profile/', 'src/pages/purchase/', 'src/pages/payment-result/'];

/**
 * Which source files can render on a public address (`site`) and on a signed-in one (`portal`), from the import graph:
 * - site: everything the entry reaches without entering the portal's route files or page slices;
 * - portal: everything the entry reaches without entering the public addresses' route files (the root, the language
 *   route and the catch-all serve both areas: the not-found page, the error screen and the registration its table
 *   names are in both).
 * The graph follows a slice's public index to all it exports (tree shaking is not modelled), so a part holds more
 * than its area shows, never less. Throws when code of a public address imports a portal page slice: its messages
 * would be missing there.
 * @returns {{ site: Set<string>, portal: Set<string> }} paths relative to the repository
 */
export function catalogAreas(graph = importGraph([join(root, 'src')])) {
  const rel = (file) => relative(root, file);
  const portalRoute = (file) => rel(file).startsWith(PORTAL_ROUTES);
  const portalPage = (file) => PORTAL_PAGES.some((slice) => rel(file).startsWith(slice));
  const publicRoute = (file) => rel(file).startsWith(ROUTES) && !portalRoute(file) && !EVERY_ADDRESS.includes(rel(file));
  const entry = join(root, 'src/app/index.tsx');
  const site = reachable(graph, [entry], (file) => portalRoute(file) || portalPage(file));
  const portal = reachable(graph, [entry], publicRoute);
  const leaks = [...site].flatMap((file) => (graph.get(file) ?? []).filter((next) => portalPage(next) && rel(file) !== `${ROUTES}{-$lang}/-addresses.tsx`).map((next) => `${rel(file)} → ${rel(next)}`));
  if (leaks.length) throw new Error(`Code of a public address imports a signed-in page slice (its messages are in the portal catalog only): ${leaks.join(', ')}`);
  return { site: new Set([...site].map(rel)), portal: new Set([...portal].map(rel)) };
}

/**
 * The ids of each area's part of the catalog: a message goes where any of its origins can render, to both when
 * none is known to the graph (code outside src, a file since removed); the shell's go to neither (always loaded).
 */
export function areaIds(poText, areas) {
  const parts = { site: new Set(), portal: new Set() };
  for (const entry of readOrigins(poText)) {
    if (entry.origins.some(isShellOrigin)) continue;
    const files = entry.origins.map((origin) => origin.replace(/:\d+$/, ''));
    const inSite = files.some((file) => areas.site.has(file));
    const inPortal = files.some((file) => areas.portal.has(file));
    const id = generateMessageId(entry.msgid, entry.msgctxt);
    if (inSite || !inPortal) parts.site.add(id);
    if (inPortal || !inSite) parts.portal.add(id);
  }
  return parts;
}

const writeCatalog = (file, messages) =>
  writeFileSync(file, `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const areas = catalogAreas();
  for (const locale of LOCALES) {
    const dir = resolve(process.cwd(), 'locales', locale);
    const po = readFileSync(resolve(dir, 'messages.po'), 'utf8');
    const ids = shellIds(po);
    const compiled = readFileSync(resolve(dir, 'messages.ts'), 'utf8');
    const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled);
    if (!match) throw new Error(`Unexpected format of ${dir}/messages.ts (Lingui compile output changed?)`);
    const all = JSON.parse(JSON.parse(match[1]));
    const pick = (wanted) => Object.fromEntries(Object.entries(all).filter(([id]) => wanted.has(id)));
    const shell = pick(ids);
    const missing = [...ids].filter((id) => !(id in all));
    if (missing.length) throw new Error(`${locale}: ${missing.length} shell message id(s) not in the compiled catalog: ${missing.slice(0, 5).join(', ')}`);
    const parts = areaIds(po, areas);
    // Every message is in the shell or in a part (a message of no .po entry, if Lingui ever compiled one, in both).
    const unplaced = Object.keys(all).filter((id) => !ids.has(id) && !parts.site.has(id) && !parts.portal.has(id));
    for (const id of unplaced) {
      parts.site.add(id);
      parts.portal.add(id);
    }
    writeCatalog(resolve(dir, 'shell.ts'), shell);
    writeCatalog(resolve(dir, 'site.ts'), pick(parts.site));
    writeCatalog(resolve(dir, 'portal.ts'), pick(parts.portal));
    console.log(`${locale}: ${Object.keys(all).length} messages: ${Object.keys(shell).length} in the shell catalog, ${parts.site.size} in the site's, ${parts.portal.size} in the portal's`);
  }
}
