import { describe, expect, it } from 'vitest';
import { NEWS_PREVIEW_LENGTH } from '@/shared/config';
import { truncate } from './text';

describe('news previews (public-site.md §3, §9: 100 characters plus an ellipsis)', () => {
  it('keeps a text of 100 characters or fewer as it is', () => {
    const exact = 'a'.repeat(NEWS_PREVIEW_LENGTH);
    expect(truncate(exact, NEWS_PREVIEW_LENGTH)).toBe(exact);
    expect(truncate('  Short news.  ', NEWS_PREVIEW_LENGTH)).toBe('Short news.');
  });

  it('cuts a longer text to 100 characters and adds the ellipsis', () => {
    const long = 'b'.repeat(NEWS_PREVIEW_LENGTH + 1);
    expect(truncate(long, NEWS_PREVIEW_LENGTH)).toBe(`${'b'.repeat(NEWS_PREVIEW_LENGTH)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'c'.repeat(NEWS_PREVIEW_LENGTH - 1)} and more`;
    expect(truncate(text, NEWS_PREVIEW_LENGTH)).toBe(`${'c'.repeat(NEWS_PREVIEW_LENGTH - 1)}...`);
  });

  it('counts Armenian and Russian letters as one character each', () => {
    const armenian = 'Ա'.repeat(150);
    expect(truncate(armenian, NEWS_PREVIEW_LENGTH)).toHaveLength(NEWS_PREVIEW_LENGTH + 3);
    expect(truncate('Я'.repeat(150), NEWS_PREVIEW_LENGTH).startsWith('Я'.repeat(100))).toBe(true);
  });
});
