import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the CLI
import { isShellOrigin, readOrigins, shellIds } from './split-catalogs.mjs';

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
