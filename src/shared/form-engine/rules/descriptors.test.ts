import { describe, expect, it } from 'vitest';
import { isInitiator, parseDescriptors, rulesOf } from './descriptors';

const good = (name: string, extra: Record<string, unknown> = {}) => ({ ID: 100 + name.length, TEXT: name, FIELD_NAME: name, TYPE: 'str', ...extra });

describe('parseDescriptors', () => {
  it('reports a bad descriptor and keeps the others', () => {
    const parsed = parseDescriptors([
      good('FIRST'),
      { ID: 7, FIELD_NAME: 'COLOUR', TYPE: 'colour', TEXT: 'Colour' },
      { ID: 8, TEXT: 'No name', TYPE: 'str' },
      'not an object',
      good('LAST'),
    ]);
    expect(parsed.fields.map((field) => field.FIELD_NAME)).toEqual(['FIRST', 'LAST']);
    expect(parsed.problems).toHaveLength(3);
    expect(parsed.problems[0]).toMatchObject({ index: 1, reason: 'invalid', id: '7', name: 'COLOUR', type: 'colour' });
    expect(parsed.problems[0]?.issues[0]).toMatch(/^TYPE: /);
    expect(parsed.problems[1]).toMatchObject({ index: 2, name: null, id: '8' });
    expect(parsed.problems[1]?.issues.join()).toMatch(/FIELD_NAME/);
    expect(parsed.problems[2]).toMatchObject({ index: 3, id: null });
  });

  it('drops fields that are not granted, without calling it a problem', () => {
    const parsed = parseDescriptors([good('A', { GRANTED: 1 }), good('B', { GRANTED: 0 }), good('C', { GRANTED: '0' }), good('D', { GRANTED: false }), good('E')]);
    expect(parsed.fields.map((field) => field.FIELD_NAME)).toEqual(['A', 'E']);
    expect(parsed.notGranted).toEqual(['B', 'C', 'D']);
    expect(parsed.problems).toEqual([]);
  });

  it('drops options flagged not visible', () => {
    const parsed = parseDescriptors([
      good('CARTYPE', {
        TYPE: 'radio',
        DICTIONVALUES: [
          { NUMID: 1, NAME_A: 'Car' },
          { NUMID: 2, NAME_A: 'Retired', visible: 0 },
          { NUMID: 3, NAME_A: 'Bus', visible: '1' },
        ],
      }),
    ]);
    expect(parsed.fields[0]?.DICTIONVALUES?.map((option) => option.NAME_A)).toEqual(['Car', 'Bus']);
  });

  it('reports a second field with the same FIELD_NAME', () => {
    const parsed = parseDescriptors([good('A'), good('A', { ID: 999 })]);
    expect(parsed.fields).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ reason: 'duplicate', index: 1, id: '999' });
  });

  it('normalises flags and ids', () => {
    const [field] = parseDescriptors([good('A', { ID: 42, required: '1', editable: 0, display: null })]).fields;
    expect(field).toMatchObject({ ID: '42', required: true, editable: false, display: true, GRANTED: true });
  });

  it('a list that is not a list is one problem', () => {
    expect(parseDescriptors({ result: [] }).problems[0]).toMatchObject({ index: -1, reason: 'not-a-list' });
    expect(parseDescriptors(null)).toEqual({ fields: [], problems: [], notGranted: [] });
  });
});

describe('dynamicItems: is the field an on-change initiator?', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [['CARTYPE'], true],
    [{ CARTYPE: 1 }, true],
    ['CARTYPE', true],
    [0, false],
    ['0', false],
    ['false', false],
    [false, false],
    ['', false],
    [[], false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (dynamicItems, expected) => {
    expect(isInitiator({ dynamicItems })).toBe(expected);
  });
});

describe('rulesOf', () => {
  it('one rule or a list', () => {
    expect(rulesOf({ field_rules: null })).toEqual([]);
    const rule = { value: undefined, visible: false, disabled: null, when: null, min: null };
    expect(rulesOf({ field_rules: rule })).toEqual([rule]);
    expect(rulesOf({ field_rules: [rule, rule] })).toHaveLength(2);
  });
});
