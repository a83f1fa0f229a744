import { describe, expect, it } from 'vitest';
import { nationalPhone, parseWirePhone, phoneToWire, readPhone } from './phone';

describe('the phone serialiser (customer-portal.md §5: "+code (0xx) rest", sent only when code and number are present)', () => {
  it.each([
    ['91-234-567', '+374 (091) 234567'],
    ['91234567', '+374 (091) 234567'],
    ['77-123-456', '+374 (077) 123456'],
    ['10-500-010', '+374 (010) 500010'],
  ])('%j is sent as %j', (field, wire) => expect(phoneToWire(field)).toBe(wire));

  it.each([[''], ['-'], [null], [undefined]])('an empty number %j sends nothing', (field) => {
    expect(phoneToWire(field)).toBeUndefined();
  });

  it('an empty country code sends nothing; another code is written as it is', () => {
    expect(phoneToWire('91-234-567', '')).toBeUndefined();
    expect(phoneToWire('91-234-567', '+374')).toBe('+374 (091) 234567');
  });
});

describe('the tolerant reader: every shape a backend may return gives the 8 local digits', () => {
  it.each([
    ['+374 (091) 234567', '91234567'],
    ['+37491234567', '91234567'],
    ['37491234567', '91234567'],
    ['+374 91 234567', '91234567'],
    ['+374-91-23-45-67', '91234567'],
    ['00374 91 234 567', '91234567'],
    ['091234567', '91234567'],
    ['091 23 45 67', '91234567'],
    ['91-234-567', '91234567'],
    ['91234567', '91234567'],
    [91234567, '91234567'],
    [37491234567, '91234567'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [{ PHONE: '91234567' }, ''],
  ])('%j → %j', (value, local) => expect(readPhone(value)).toBe(local));

  it('reads back what it sends', () => {
    expect(readPhone(phoneToWire('93-333-444'))).toBe('93333444');
  });
});

describe('the backend check (the simulator): exactly the wire shape', () => {
  it.each([
    ['+374 (091) 234567', '91234567'],
    ['+374 (093) 333444', '93333444'],
    ['+374 (010) 500010', '10500010'],
    // Anything else is refused: the shapes the app sent before, other spacing, another code, a local number starting with 0.
    ['91234567', null],
    ['+37491234567', null],
    ['091234567', null],
    ['+374 91 234567', null],
    ['+374(091)234567', null],
    ['+374 (091) 234-567', null],
    ['+374 (91) 234567', null],
    ['+374 (001) 234567', null],
    ['+374 (091) 23456', null],
    ['+374 (091) 2345678', null],
    [' +374 (091) 234567', null],
    ['+995 (091) 234567', null],
    [91234567, null],
    [null, null],
  ])('%j → %j', (value, local) => expect(parseWirePhone(value)).toBe(local));

  it('accepts every number the serialiser writes from a valid field', () => {
    for (const field of ['91-234-567', '55-000-000', '99-999-999']) expect(parseWirePhone(phoneToWire(field))).toBe(field.replace(/-/g, ''));
  });

  it('names the national 9-digit form (0xxxxxxxx) its messages ask for', () => {
    expect(nationalPhone('91234567')).toBe('091234567');
  });
});
