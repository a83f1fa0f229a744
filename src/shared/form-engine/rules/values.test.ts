import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { parseDescriptors } from './descriptors';
import { acceptInput, fromWire, shapeFormValues, toWire, withoutNulls, type FormValues } from './values';

const fields = (list: Omit<FieldDescriptorInput, 'ID' | 'TEXT'>[]) =>
  parseDescriptors(list.map((item, index) => ({ ID: index + 1, TEXT: item.FIELD_NAME, ...item }))).fields;
const one = (item: Omit<FieldDescriptorInput, 'ID' | 'TEXT'>) => fields([item])[0]!;

describe('shapeFormValues: values as the spec sends them', () => {
  const descriptors = fields([
    { FIELD_NAME: 'AGREE', TYPE: 'bool' },
    { FIELD_NAME: 'NEWS', TYPE: 'toggle' },
    { FIELD_NAME: 'COUNTRY', TYPE: 'search', type_view: 'multiselect', API: '/country/get-country-list-alchemy/' },
    { FIELD_NAME: 'PHONE', TYPE: 'phone' },
    { FIELD_NAME: 'BIRTH', TYPE: 'date' },
    { FIELD_NAME: 'MEETING', TYPE: 'datetime' },
    { FIELD_NAME: 'SEATS', TYPE: 'int' },
    { FIELD_NAME: 'AMOUNT', TYPE: 'float', SUBTYPE: 2 },
    { FIELD_NAME: 'PASSPORT', TYPE: 'number' },
    { FIELD_NAME: 'NAME', TYPE: 'str' },
    { FIELD_NAME: 'PASS', TYPE: 'pass' },
    { FIELD_NAME: 'SCANS', TYPE: 'multiSelectFile' },
    { FIELD_NAME: 'INTRO', TYPE: 'span' },
    { FIELD_NAME: 'GO', TYPE: 'button' },
  ]);
  const file = (id: string) => ({ id, kind: 'scan', name: `${id}.jpg`, type: 'image/jpeg', size: 1, file: `/files/${id}` });
  const values: FormValues = {
    AGREE: true,
    NEWS: false,
    COUNTRY: ['FR', 'GE', 'IT'],
    PHONE: '91-234-567',
    BIRTH: '29/02/2024',
    MEETING: '12/05/2026 10:30',
    SEATS: 7.9,
    AMOUNT: '1500.456',
    PASSPORT: '001234567',
    NAME: '  Աննա  ',
    PASS: ' secret ',
    SCANS: [file('f1'), file('f2')],
  };

  it('checkbox 1/0, multi-choice comma-joined, phone +374 (0xx) rest, dates DD/MM/YYYY, numbers as numbers', () => {
    expect(shapeFormValues(descriptors, values)).toEqual({
      AGREE: 1,
      NEWS: 0,
      COUNTRY: 'FR,GE,IT',
      PHONE: '+374 (091) 234567',
      BIRTH: '29/02/2024',
      MEETING: '12/05/2026 10:30',
      SEATS: 7,
      AMOUNT: 1500.46,
      PASSPORT: '001234567', // numeric codes keep their leading zeros
      NAME: 'Աննա',
      PASS: ' secret ', // passwords are sent as typed
      SCANS: 'f1,f2',
    });
  });

  it('empty values are null (and can be dropped); span and button fields are never sent', () => {
    const shaped = shapeFormValues(descriptors, {});
    expect(shaped).toEqual({
      AGREE: 0,
      NEWS: 0,
      COUNTRY: null,
      BIRTH: null,
      MEETING: null,
      SEATS: null,
      AMOUNT: null,
      PASSPORT: null,
      NAME: null,
      PASS: null,
      SCANS: null,
    });
    expect(withoutNulls(shaped)).toEqual({ AGREE: 0, NEWS: 0 });
  });

  it('only the fields `include` lets through', () => {
    expect(Object.keys(shapeFormValues(descriptors, values, (name) => name === 'NAME'))).toEqual(['NAME']);
  });

  it.each([
    [{ FIELD_NAME: 'X', TYPE: 'float' as const, SUBTYPE: 0 }, 2.6, 3],
    [{ FIELD_NAME: 'X', TYPE: 'float' as const, SUBTYPE: 3 }, '1,23456', 1.235],
    [{ FIELD_NAME: 'X', TYPE: 'float' as const }, 1.239, 1.24], // SUBTYPE absent: 2 decimals
    [{ FIELD_NAME: 'X', TYPE: 'int' as const }, '-', null],
    [{ FIELD_NAME: 'X', TYPE: 'radio' as const }, '3', '3'],
    [{ FIELD_NAME: 'X', TYPE: 'file' as const }, [], null], // the last removal clears the value
  ])('%o: %o → %o', (descriptor, value, expected) => {
    expect(toWire(one(descriptor), value as never)).toBe(expected);
  });
});

describe('fromWire: server values as the fields hold them', () => {
  it.each([
    [{ FIELD_NAME: 'X', TYPE: 'bool' as const }, '1', true],
    [{ FIELD_NAME: 'X', TYPE: 'bool' as const }, 0, false],
    [{ FIELD_NAME: 'X', TYPE: 'toggle' as const }, 'true', true],
    [{ FIELD_NAME: 'X', TYPE: 'search' as const, type_view: 'multiselect' }, 'FR, GE', ['FR', 'GE']],
    [{ FIELD_NAME: 'X', TYPE: 'search' as const, type_view: 'multiselect' }, ['FR', 7], ['FR', '7']],
    [{ FIELD_NAME: 'X', TYPE: 'date' as const }, '2026-05-12', '12/05/2026'],
    [{ FIELD_NAME: 'X', TYPE: 'phone' as const }, '+37491234567', '91-234-567'],
    [{ FIELD_NAME: 'X', TYPE: 'int' as const }, '10', 10],
    [{ FIELD_NAME: 'X', TYPE: 'int' as const }, 'ten', ''],
    [{ FIELD_NAME: 'X', TYPE: 'radio' as const }, 3, '3'],
    [{ FIELD_NAME: 'X', TYPE: 'str' as const }, null, ''],
    [{ FIELD_NAME: 'X', TYPE: 'file' as const }, [{ id: 5, name: 'a.pdf', file: '/f/5' }, { bad: true }], [{ id: '5', name: 'a.pdf', file: '/f/5', kind: '', type: '', size: 0 }]],
  ])('%o: %o → %o', (descriptor, raw, expected) => {
    expect(fromWire(one(descriptor), raw)).toEqual(expected);
  });
});

describe('acceptInput: what the user may type', () => {
  it.each([
    [{ FIELD_NAME: 'X', TYPE: 'date' as const }, '31/0', '31/04', '31/0'],
    [{ FIELD_NAME: 'X', TYPE: 'phone' as const }, '91', '91a', '91'],
    [{ FIELD_NAME: 'X', TYPE: 'number' as const }, '12', '12a', '12'],
    [{ FIELD_NAME: 'X', TYPE: 'number' as const, propsData: { maxLength: 3 } }, '123', '1234', '123'],
    [{ FIELD_NAME: 'X', TYPE: 'number' as const }, '', '0012', '0012'],
    [{ FIELD_NAME: 'X', TYPE: 'bool' as const }, false, 1, true],
    [{ FIELD_NAME: 'X', TYPE: 'int' as const }, '', '-', '-'],
    [{ FIELD_NAME: 'X', TYPE: 'str' as const }, '', 'Երևան', 'Երևան'],
  ])('%o: %o then %o → %o', (descriptor, previous, input, expected) => {
    expect(acceptInput(one(descriptor), previous as never, input)).toEqual(expected);
  });
});
