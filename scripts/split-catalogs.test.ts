import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATCH_ALL_ADDRESSES } from '@/app/routes/{-$lang}/-addresses';
import { isSignedInOnly } from '@/shared/routing';
// @ts-expect-error plain ESM helper shared with the CLI
import { areaIds, catalogAreas, isShellOrigin, PORTAL_PAGES, readOrigins, shellIds } from './split-catalogs.mjs';

const PO = `msgid ""
msgstr ""
"Language: hy\\n"

#: src/widgets/header/ui/header.tsx
msgid "Sign in"
msgstr "Մուտք"

#: src/pages/faq/ui/faq-page.tsx
#: src/widgets/header/ui/main-menu.tsx
msgid "Questions"
msgstr "Հարցեր"

#: src/pages/news/ui/news-page.tsx
msgid "All news"
msgstr "Բոլոր նորությունները"

#: src/shared/form-engine/fields/messages.ts
msgctxt "field"
msgid "Required"
msgstr "Պարտադիր"
`;

describe('the shell catalog (scripts/split-catalogs.mjs)', () => {
  it('reads every message with its origins and context', () => {
    expect(readOrigins(PO)).toEqual([
      { msgid: 'Sign in', msgctxt: undefined, origins: ['src/widgets/header/ui/header.tsx'] },
      { msgid: 'Questions', msgctxt: undefined, origins: ['src/pages/faq/ui/faq-page.tsx', 'src/widgets/header/ui/main-menu.tsx'] },
      { msgid: 'All news', msgctxt: undefined, origins: ['src/pages/news/ui/news-page.tsx'] },
      { msgid: 'Required', msgctxt: 'field', origins: ['src/shared/form-engine/fields/messages.ts'] },
    ]);
  });

  it('keeps a message used anywhere in the shell, and only those', () => {
    expect(shellIds(PO)).toEqual(new Set([generateMessageId('Sign in'), generateMessageId('Questions')]));
  });

  it.each([
    ['src/app/layouts/site-layout.tsx', true],
    ['src/widgets/header/ui/main-menu.tsx', true],
    // Shown once the router has resolved the address, when the whole catalog is in.
    ['src/widgets/footer/ui/footer-content.tsx', false],
    ['src/shared/upload/rows/upload-list.tsx', false],
    ['src/shared/ui/page-skeleton/page-skeleton.tsx', true],
    // It loads the whole catalog with its code (src/app/layouts/not-found.tsx).
    ['src/pages/not-found/ui/not-found-page.tsx', false],
    ['src/app/layouts/route-error.tsx', false],
    // The question opens in the confirm dialog, which loads the whole catalog with its code.
    ['src/features/sign-out/ui/sign-out-button.tsx', false],
    ['src/shared/form-engine/form/dynamic-form.tsx', false],
    ['src/shared/ui/load-error/load-error.tsx', false],
    ['src/pages/home/ui/home-page.tsx', false],
    ['src/widgets/content-sections/ui/content-sections.tsx', false],
  ])('%s is shell: %s', (origin, expected) => {
    expect(isShellOrigin(origin)).toBe(expected);
  });
});

describe('the two areas of the page catalog (scripts/split-catalogs.mjs)', () => {
  const areas = catalogAreas();

  it.each([
    // Only signed-in addresses show the profile's widgets, the purchase wizard's page and the payment result.
    ['src/widgets/profile-chat/ui/chat-screen.tsx', false, true],
    ['src/pages/payment-result/ui/payment-result-page.tsx', false, true],
    // Public pages only.
    ['src/pages/news/ui/news-page.tsx', true, false],
    ['src/pages/home/ui/home-page.tsx', true, false],
    // What any address can show: the not-found page (/profile/xyz too), the error screen, the form engine.
    ['src/pages/not-found/ui/not-found-page.tsx', true, true],
    ['src/app/layouts/route-error.tsx', true, true],
    ['src/shared/form-engine/form/dynamic-form.tsx', true, true],
  ])('%s: public addresses %s, signed-in ones %s', (file, site, portal) => {
    expect(areas.site.has(file)).toBe(site);
    expect(areas.portal.has(file)).toBe(portal);
  });

  it('a portal page slice is rendered by the catch-all only on a signed-in address', () => {
    const rows = CATCH_ALL_ADDRESSES.filter((row) => PORTAL_PAGES.includes(`src/${row.slice}/`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(isSignedInOnly(row.path.replace(/\$$/, ''))).toBe(true);
  });

  it('refuses a public address that imports a portal page slice (its messages would be missing there)', () => {
    const root = join(import.meta.dirname, '..');
    const at = (file: string) => join(root, file);
    const graph = new Map([
      [at('src/app/index.tsx'), [at('src/app/routes/{-$lang}/news/index.tsx')]],
      [at('src/app/routes/{-$lang}/news/index.tsx'), [at('src/pages/profile/index.ts')]],
      [at('src/pages/profile/index.ts'), []],
    ]);
    expect(() => catalogAreas(graph)).toThrow(/news\/index\.tsx → src\/pages\/profile\/index\.ts/);
  });

  it('puts a message where its code can render: one area, both, or both when the code is unknown; the shell\'s in neither', () => {
    const po = `${PO}
#: src/widgets/profile-chat/ui/chat-screen.tsx
msgid "New message"
msgstr "Նոր հաղորդագրություն"

#: src/widgets/profile-chat/ui/chat-screen.tsx
#: src/pages/news/ui/news-page.tsx
msgid "Read more"
msgstr "Կարդալ ավելին"

#: mocks/panel/panel.tsx
msgid "Simulator"
msgstr "Սիմուլյատոր"
`;
    const parts = areaIds(po, { site: new Set(['src/pages/news/ui/news-page.tsx', 'src/pages/faq/ui/faq-page.tsx']), portal: new Set(['src/widgets/profile-chat/ui/chat-screen.tsx']) });
    expect(parts.site.has(generateMessageId('All news'))).toBe(true);
    expect(parts.portal.has(generateMessageId('All news'))).toBe(false);
    expect(parts.site.has(generateMessageId('New message'))).toBe(false);
    expect(parts.portal.has(generateMessageId('New message'))).toBe(true);
    expect([parts.site.has(generateMessageId('Read more')), parts.portal.has(generateMessageId('Read more'))]).toEqual([true, true]);
    expect([parts.site.has(generateMessageId('Simulator')), parts.portal.has(generateMessageId('Simulator'))]).toEqual([true, true]);
    // In the shell (the header): loaded before the first render, in neither part.
    expect([parts.site.has(generateMessageId('Sign in')), parts.portal.has(generateMessageId('Sign in'))]).toEqual([false, false]);
    // Unknown to the graph (the form engine's file is in neither set here): both.
    expect([parts.site.has(generateMessageId('Required', 'field')), parts.portal.has(generateMessageId('Required', 'field'))]).toEqual([true, true]);
  });
});
