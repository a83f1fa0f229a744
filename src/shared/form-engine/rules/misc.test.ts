import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { resolveInterfaceAccess } from './access';
import { parseDescriptors } from './descriptors';
import { fieldKind, type FieldKind } from './field-kind';
import { columnSpan, isLabelRaised } from './layout';
import { availableOptions, dictionaryItems, optionsFromDescriptor, optionsFromDictionary } from './options';

const one = (item: Partial<FieldDescriptorInput>) =>
  parseDescriptors([{ ID: 1, TEXT: 'X', FIELD_NAME: 'X', TYPE: 'str', ...item }]).fields[0]!;

describe('fieldKind: descriptor → control', () => {
  it.each<[Partial<FieldDescriptorInput>, FieldKind]>([
    [{ TYPE: 'str' }, 'text'],
    [{ TYPE: 'str', type_view: 'email' }, 'email'],
    [{ TYPE: 'str', type_view: 'textarea' }, 'textarea'],
    [{ TYPE: 'str', API: '/diction_s/transit-or-bank/' }, 'select'],
    [{ TYPE: 'str', DICTIONVALUES: [{ NUMID: 1, NAME_A: 'A' }] }, 'select'],
    [{ TYPE: 'str', type_view: 'multiselect' }, 'multiselect'],
    [{ TYPE: 'text' }, 'textarea'],
    [{ TYPE: 'pass' }, 'password'],
    [{ TYPE: 'int' }, 'integer'],
    [{ TYPE: 'float' }, 'decimal'],
    [{ TYPE: 'number' }, 'digits'],
    [{ TYPE: 'bool' }, 'checkbox'],
    [{ TYPE: 'bool', type_view: 'switch' }, 'switch'],
    [{ TYPE: 'toggle' }, 'switch'],
    [{ TYPE: 'date' }, 'date'],
    [{ TYPE: 'datetime' }, 'datetime'],
    [{ TYPE: 'time' }, 'time'],
    [{ TYPE: 'phone' }, 'phone'],
    [{ TYPE: 'radio' }, 'select'],
    [{ TYPE: 'radio', type_view: 'radio' }, 'radio'],
    [{ TYPE: 'radio', type_view: 'segmented' }, 'segmented'],
    [{ TYPE: 'radio', type_view: 'multiselect' }, 'multiselect'],
    [{ TYPE: 'radiogroup' }, 'radio'],
    [{ TYPE: 'radiogroup', type_view: 'Segmented' }, 'segmented'],
    [{ TYPE: 'search' }, 'search'],
    [{ TYPE: 'search', type_view: 'multiselect' }, 'multiselect'],
    [{ TYPE: 'span' }, 'span'],
    [{ TYPE: 'promo' }, 'promo'],
    [{ TYPE: 'file' }, 'file'],
    [{ TYPE: 'multiSelectFile' }, 'files'],
    [{ TYPE: 'button' }, 'button'],
  ])('%o → %s', (descriptor, kind) => {
    expect(fieldKind(one(descriptor))).toBe(kind);
  });
});

describe('grid spans (24 columns, xs 24 / lg 12 by default)', () => {
  it.each([
    [null, 'text', { base: 24, lg: 12 }],
    [null, 'textarea', { base: 24, lg: 24 }],
    [null, 'span', { base: 24, lg: 24 }],
    [8, 'text', { base: 24, lg: 8 }],
    [30, 'text', { base: 24, lg: 24 }],
    [{ xs: 12, md: 8 }, 'text', { base: 12, md: 8, lg: 12 }],
    [{ sm: 12, lg: 6 }, 'text', { base: 24, sm: 12, lg: 6 }],
  ] as const)('col %o (%s) → %o', (col, kind, span) => {
    expect(columnSpan(col, kind)).toEqual(span);
  });
});

describe('floating labels', () => {
  it.each([
    [{ focused: false, value: '' }, false],
    [{ focused: true, value: '' }, true],
    [{ focused: false, value: 'Աննա' }, true],
    [{ focused: false, value: 0 }, true],
    [{ focused: false, value: [] }, false],
    [{ focused: false, value: ['FR'] }, true],
    [{ focused: false, value: '', hasPrefix: true }, true],
  ])('%o → raised %s', (input, raised) => {
    expect(isLabelRaised(input)).toBe(raised);
  });
});

describe('interface access (and parent 5049)', () => {
  it.each([
    [{ requested: 'public', id: 4515, signedIn: true, automatic: true }, 'public'],
    [{ requested: 'authorized', id: 4515, signedIn: true, automatic: true }, 'authorized'],
    [{ requested: 'auto', id: 4515, signedIn: true, automatic: true }, 'authorized'],
    [{ requested: 'auto', id: 4515, signedIn: false, automatic: true }, 'public'],
    [{ requested: 'authorized', id: 5049, signedIn: true, automatic: true }, 'public'],
    [{ requested: 'auto', id: 4517, parentId: '5049', signedIn: true, automatic: true }, 'public'],
    [{ requested: 'authorized', id: 5049, signedIn: true, automatic: false }, 'authorized'], // a user action keeps what it asked
  ] as const)('%o → %s', (input, access) => {
    expect(resolveInterfaceAccess(input)).toBe(access);
  });
});

describe('options', () => {
  it('DICTIONVALUES: NUMID or CHARID is the value, NAME_A the label; hidden ones are left out', () => {
    const options = optionsFromDescriptor([
      { NUMID: '1', CHARID: null, NAME_A: 'Car', element_type: null, conditions: null, visible: true },
      { NUMID: null, CHARID: 'YR', NAME_A: 'Yerevan', element_type: null, conditions: null, visible: true },
      { NUMID: '9', CHARID: null, NAME_A: 'Hidden', element_type: null, conditions: null, visible: false },
    ]);
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ['1', 'Car'],
      ['YR', 'Yerevan'],
    ]);
  });

  it('dictionary entries map to title, value and children', () => {
    const items = dictionaryItems([
      { NAME: 'Europe', children: [{ COUNTRY: 'FR', NAME: 'France', POPUPVARIETY: 'schengen' }, { COUNTRY: 'GE', NAME: 'Georgia' }] },
      { NUMID: 7, NAME_A: 'Bank' },
      { CHARID: 'T', TEXT: 'Transit' },
      { value: 'v', label: 'Direct' },
      { NUMID: 8 }, // no title
      { NAME: 'No value' },
    ]);
    expect(items).toEqual([
      {
        title: 'Europe',
        value: '',
        variety: undefined,
        conditions: null,
        children: [
          { title: 'France', value: 'FR', children: [], variety: 'schengen', conditions: null },
          { title: 'Georgia', value: 'GE', children: [], variety: undefined, conditions: null },
        ],
      },
      { title: 'Bank', value: '7', children: [], variety: undefined, conditions: null },
      { title: 'Transit', value: 'T', children: [], variety: undefined, conditions: null },
      { title: 'Direct', value: 'v', children: [], variety: undefined, conditions: null },
    ]);
    expect(optionsFromDictionary(items).map((option) => [option.value, option.group ?? null])).toEqual([
      ['FR', 'Europe'],
      ['GE', 'Europe'],
      ['7', null],
      ['T', null],
      ['v', null],
    ]);
  });

  it('a field may name the key that holds the value', () => {
    expect(dictionaryItems([{ NUMID: 1, CHARID: '118', NAME: 'Bank' }], 'CHARID')[0]?.value).toBe('118');
  });

  it('option conditions follow the values', () => {
    const options = [
      { value: '1', label: 'Car', conditions: null },
      { value: '4', label: 'Truck', conditions: { field: 'PERSONTYPE', op: 'eq' as const, value: 2 } },
    ];
    expect(availableOptions(options, { PERSONTYPE: '3' }).map((option) => option.value)).toEqual(['1']);
    expect(availableOptions(options, { PERSONTYPE: '2' }).map((option) => option.value)).toEqual(['1', '4']);
  });
});
