import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the CLI check
import { findUntranslated, parsePo } from './catalogs.mjs';

describe('translation catalogs', () => {
  it('every message has a translation in hy, en and ru', () => {
    expect(findUntranslated()).toEqual([]);
  });

  it('the checker sees an empty translation, including a multi-line one', () => {
    const po = ['msgid ""', 'msgstr ""', '"Language: hy\\n"', '', 'msgid "Yes"', 'msgstr "Այո"', '', 'msgid "No"', 'msgstr ""', '', 'msgid "Long"', 'msgstr ""', '"two lines"'].join('\n');
    expect(parsePo(po)).toEqual([
      { id: 'Yes', str: 'Այո' },
      { id: 'No', str: '' },
      { id: 'Long', str: 'two lines' },
    ]);
  });
});
