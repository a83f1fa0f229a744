import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatMoney, formatNumber } from './format';

const NBSP = '\u00a0';
const squash = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language', () => {
  it.each([
    ['hy', 1234567.5, `1${NBSP}234${NBSP}567,50${NBSP}֏`],
    ['hy', 45000, `45${NBSP}000${NBSP}֏`],
    ['hy', 12, `12${NBSP}֏`],
    ['en', 1234567.5, `1,234,567.50${NBSP}֏`],
    ['en', 45000, `45,000${NBSP}֏`],
  ] as const)('money %s %d → %s', (lang, amount, expected) => {
    expect(formatMoney(amount, lang)).toBe(expected);
  });

  it('Russian money groups with spaces and a decimal comma', () => {
    expect(squash(formatMoney(1234567.5, 'ru'))).toBe('1 234 567,50 ֏');
  });

  it('Armenian numbers never depend on the runtime having Armenian locale data', () => {
    expect(formatNumber(1234.25, 'hy')).toBe(`1${NBSP}234,25`);
    expect(formatNumber(-98765, 'hy')).toBe(`-98${NBSP}765`);
    expect(formatNumber(1234.25, 'en')).toBe('1,234.25');
  });

  it('long dates: Armenian genitive month and թ., English and Russian from Intl', () => {
    const date = new Date(2026, 10, 18);
    expect(formatLongDate(date, 'hy')).toBe('18 նոյեմբերի, 2026 թ.');
    expect(formatLongDate(new Date(2026, 0, 1), 'hy')).toBe('1 հունվարի, 2026 թ.');
    expect(formatLongDate(date, 'en')).toBe('18 November 2026');
    expect(squash(formatLongDate(date, 'ru'))).toBe('18 ноября 2026 г.');
  });

  it('short dates are DD/MM/YYYY in every language; invalid input gives an empty string', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('29/02/2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('not a date', 'hy')).toBe('');
  });
});
