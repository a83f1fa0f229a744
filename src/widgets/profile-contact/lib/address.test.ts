import { describe, expect, it } from 'vitest';
import { addressWire, checkAddress, EMPTY_ADDRESS, wantsSuggestions } from './address';

const address = { CITY: 'Yerevan', STREET: 'Tigran Mets Avenue', HOUSE: '12', APARTMENT: '34' };

describe('checkAddress', () => {
  it.each([
    [{}, {}],
    [{ APARTMENT: '' }, {}],
    [{ CITY: ' ' }, { CITY: 'required' }],
    [{ STREET: '' }, { STREET: 'required' }],
    [{ STREET: 'Տերյան փողոց' }, {}],
    [{ STREET: 'Teryan <b>' }, { STREET: 'invalid' }],
    [{ STREET: 'x'.repeat(81) }, { STREET: 'too-long' }],
    [{ HOUSE: '' }, { HOUSE: 'required' }],
    [{ HOUSE: '12/3' }, {}],
    [{ HOUSE: '12Ա' }, {}],
    [{ HOUSE: 'twelve' }, { HOUSE: 'invalid' }],
    [{ APARTMENT: '12345' }, { APARTMENT: 'invalid' }],
    [{ APARTMENT: '4a' }, { APARTMENT: 'invalid' }],
  ])('%j → %j', (change, problems) => {
    expect(checkAddress({ ...address, ...change })).toEqual(problems);
  });

  it('an empty address needs town, street and building', () => {
    expect(checkAddress(EMPTY_ADDRESS)).toEqual({ CITY: 'required', STREET: 'required', HOUSE: 'required' });
  });
});

describe('wantsSuggestions', () => {
  it.each([
    ['', [], false],
    ['Y', [], false],
    [' Y ', [], false],
    ['Ye', [], true],
    ['Yerevan', ['Yerevan', 'Yeghegnadzor'], false],
    ['Yereva', ['Yerevan'], true],
  ])('%j with %j shown → %s', (value, shown, expected) => {
    expect(wantsSuggestions(value, shown)).toBe(expected);
  });
});

it('addressWire trims every part', () => {
  expect(addressWire({ CITY: ' Yerevan ', STREET: 'Teryan Street ', HOUSE: ' 5', APARTMENT: ' ' })).toEqual({ CITY: 'Yerevan', STREET: 'Teryan Street', HOUSE: '5', APARTMENT: '' });
});
