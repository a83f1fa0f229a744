import { describe, expect, it } from 'vitest';
import { daysToDraw, phaseOf } from './countdown';

describe('raffle dates', () => {
  it.each([
    ['2026-11-24', '2027-03-15', 111],
    ['2027-03-15', '2027-03-15', 0],
    ['2027-03-16', '2027-03-15', -1],
  ])('from %s to the draw on %s: %i days', (today, draw, days) => expect(daysToDraw(today, draw)).toBe(days));

  it.each([
    ['2026-11-24', 'open'],
    ['2027-02-28', 'open'],
    ['2027-03-01', 'closed'],
    ['2027-03-15', 'closed'],
    ['2027-03-16', 'drawn'],
  ] as const)('on %s the raffle is %s', (today, phase) => expect(phaseOf(today, '2027-02-28', '2027-03-15')).toBe(phase));
});
