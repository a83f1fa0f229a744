import { describe, expect, it } from 'vitest';
import { isoOfDay } from './day';

describe('isoOfDay', () => {
  it('writes the local calendar day as YYYY-MM-DD, padded', () => {
    expect(isoOfDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoOfDay(new Date(2026, 10, 28, 0, 0))).toBe('2026-11-28');
    expect(isoOfDay(new Date(987, 11, 31))).toBe('0987-12-31');
  });
});
