import { describe, expect, it } from 'vitest';
import { normalizePhone } from './handlers';

describe('phone as the simulator reads it (§5: Armenian, 8 local digits, +374)', () => {
  it.each([
    ['93333444', '+37493333444'],
    ['93-333-444', '+37493333444'],
    ['+374 93 333444', '+37493333444'],
    ['37493333444', '+37493333444'],
    ['093333444', '+37493333444'],
    ['03333444', null],
    ['9333344', null],
    ['933334445', null],
    ['', null],
  ])('%j → %j', (typed, wire) => expect(normalizePhone(typed)).toBe(wire));
});
