import { describe, expect, it } from 'vitest';
import type { Condition } from '@/shared/api';
import { conditionHolds, conditionsHold } from './conditions';

const values = {
  PERSONTYPE: '3',
  IS_OWNER: true,
  NEWSLETTER: false,
  COUNTRY: ['FR', 'GE'],
  SEATS: 7,
  AMOUNT: '1500.50',
  START: '12/05/2026',
  EMPTY_TEXT: '  ',
  NOTE: 'text',
};

describe('one condition', () => {
  it.each<[Condition, boolean]>([
    [{ field: 'PERSONTYPE', op: 'eq', value: 3 }, true], // "3" ≡ 3
    [{ field: 'PERSONTYPE', op: 'eq', value: '2' }, false],
    [{ field: 'PERSONTYPE', op: 'neq', value: '2' }, true],
    [{ field: 'IS_OWNER', op: 'eq', value: 1 }, true], // true ≡ 1
    [{ field: 'IS_OWNER', op: 'eq', value: '1' }, true],
    [{ field: 'IS_OWNER', op: 'eq', value: true }, true],
    [{ field: 'NEWSLETTER', op: 'eq', value: 0 }, true], // false ≡ 0
    [{ field: 'NEWSLETTER', op: 'eq', value: '0' }, true],
    [{ field: 'COUNTRY', op: 'eq', value: 'GE' }, true], // a list equals what it contains
    [{ field: 'COUNTRY', op: 'eq', value: 'US' }, false],
    [{ field: 'COUNTRY', op: 'in', value: ['US', 'FR'] }, true],
    [{ field: 'PERSONTYPE', op: 'in', value: '2,3' }, true], // a comma list
    [{ field: 'PERSONTYPE', op: 'nin', value: [2] }, true],
    [{ field: 'SEATS', op: 'gt', value: 5 }, true],
    [{ field: 'SEATS', op: 'gte', value: 7 }, true],
    [{ field: 'SEATS', op: 'lt', value: 7 }, false],
    [{ field: 'AMOUNT', op: 'lte', value: '1500.5' }, true],
    [{ field: 'START', op: 'gt', value: '01/05/2026' }, true], // dates compare as dates
    [{ field: 'START', op: 'lt', value: '2026-06-01' }, true],
    [{ field: 'NOTE', op: 'gt', value: 3 }, false], // not comparable
    [{ field: 'EMPTY_TEXT', op: 'empty' }, true],
    [{ field: 'MISSING', op: 'empty' }, true],
    [{ field: 'NOTE', op: 'filled' }, true],
    [{ field: 'COUNTRY', op: 'filled' }, true],
    [{ field: 'MISSING', op: 'eq', value: '' }, true],
    [{ field: 'MISSING', op: 'eq', value: null }, true],
  ])('%o → %s', (condition, expected) => {
    expect(conditionHolds(condition, values)).toBe(expected);
  });
});

describe('several conditions', () => {
  it('none: true; one object or a list: every one must hold', () => {
    expect(conditionsHold(null, values)).toBe(true);
    expect(conditionsHold({ field: 'PERSONTYPE', op: 'eq', value: 3 }, values)).toBe(true);
    expect(
      conditionsHold(
        [
          { field: 'PERSONTYPE', op: 'eq', value: 3 },
          { field: 'IS_OWNER', op: 'eq', value: 0 },
        ],
        values,
      ),
    ).toBe(false);
  });
});
