import { describe, expect, it } from 'vitest';
import { readPhoneField, storedPhoneOf } from './phone';

describe("the simulator's one phone check (every domain)", () => {
  it.each([
    [{ PHONE: '+374 (093) 333444' }, { status: 'ok', phone: '+37493333444' }],
    [{}, { status: 'empty' }],
    [{ PHONE: '' }, { status: 'empty' }],
    [{ PHONE: '   ' }, { status: 'empty' }],
    [{ PHONE: null }, { status: 'empty' }],
  ])('%j → %j', (fields, reading) => expect(readPhoneField(fields, 'PHONE', 'en')).toEqual(reading));

  it.each([['93333444'], ['93-333-444'], ['+37493333444'], ['093333444'], [93333444], ['+374 (03) 333444']])(
    '%j is refused with the 9-digit message in the request language',
    (PHONE) => {
      expect(readPhoneField({ PHONE }, 'PHONE', 'en')).toEqual({ status: 'invalid', message: 'Enter a 9-digit Armenian number in the 0xxxxxxxx format' });
      expect(readPhoneField({ PHONE }, 'PHONE', 'ru')).toMatchObject({ message: 'Введите армянский номер из 9 цифр в формате 0xxxxxxxx' });
      expect(readPhoneField({ PHONE }, 'PHONE', 'am')).toMatchObject({ message: expect.stringContaining('0xxxxxxxx') });
    },
  );

  it('keeps a checked phone as +374 and the local digits', () => {
    expect(storedPhoneOf('+374 (091) 234567')).toBe('+37491234567');
    expect(storedPhoneOf('91234567')).toBe('');
  });
});
