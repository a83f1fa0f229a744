import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from './format';

describe('long dates of content', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spell the month in the page language', () => {
    expect(formatLongDate('2026-02-16', 'en')).toBe('16 February 2026');
    expect(formatLongDate('2026-02-16', 'ru')).toBe('16 февраля 2026 г.');
    expect(formatLongDate('2026-02-16', 'hy')).toBe('16 փետրվարի, 2026 թ.');
  });

  it('write Armenian dates out the same way when the browser has no Armenian locale data', () => {
    const withIcu = formatLongDate('2026-11-01', 'hy');
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatLongDate('2026-11-01', 'hy')).toBe(withIcu);
    expect(formatLongDate('2026-01-31', 'hy')).toBe('31 հունվարի, 2026 թ.');
  });

  it('a date-only value is that calendar day, and an invalid one is empty', () => {
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
