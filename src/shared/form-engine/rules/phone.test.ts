import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhoneDigits, nextPhoneText, phoneFromWire } from './phone';

function typeKeys(keys: string): string {
  let text = '';
  for (const key of keys) text = nextPhoneText(text, text + key);
  return text;
}

describe('phone entry, typed key by key', () => {
  it.each([
    ['9', '9'],
    ['91', '91'],
    ['912', '91-2'],
    ['91234', '91-234'],
    ['912345', '91-234-5'],
    ['91234567', '91-234-567'],
    ['912345678', '91-234-567'], // a ninth digit is refused: at most 10 characters with dashes
    ['91-234-567', '91-234-567'], // typed dashes change nothing
    ['9a1', '91'], // letters refused
    ['9 1', '91'], // spaces refused
    ['+91', '91'],
    ['(91)', '91'],
    ['0', '0'], // accepted, then reported invalid
  ])('typing %s gives "%s"', (keys, expected) => {
    expect(typeKeys(keys)).toBe(expected);
  });
});

describe('phone: paste, prefill, deletion', () => {
  it.each([
    ['', '+374 91 234567', '91-234-567'], // the last 8 digits are kept
    ['', '+37491234567', '91-234-567'],
    ['', '091234567', '91-234-567'],
    ['', '(094) 12-34-56', '94-123-456'],
    ['', 'call 91234567', ''], // letters in a paste: refused
    ['91-234-567', '91-234-56', '91-234-56'],
    ['91-234-5', '91-234-', '91-234'],
    ['91-2', '91-', '91'],
    ['91-234-567', '91234-567', '91-234-567'], // deleting a dash regroups
    ['91-234-567', '', ''],
  ])('%s → input %s → "%s"', (previous, typed, expected) => {
    expect(nextPhoneText(previous, typed)).toBe(expected);
  });

  it.each([
    ['+374 (091) 234567', '91-234-567'],
    ['+37491234567', '91-234-567'],
    ['37499876543', '99-876-543'],
    [77123456, '77-123-456'],
    [null, ''],
  ])('server value %s shows as "%s"', (value, expected) => {
    expect(phoneFromWire(value)).toBe(expected);
  });

  it('groups at most 8 digits', () => {
    expect(formatPhoneDigits('9123456789')).toBe('91-234-567');
  });
});

describe('phone validation', () => {
  it.each([
    ['', null],
    ['91-234-567', null],
    ['01-234-567', 'phone-starts-with-zero'],
    ['0', 'phone-starts-with-zero'],
    ['91-234-56', 'phone-too-short'],
    ['91', 'phone-too-short'],
  ])('"%s" → %s', (text, problem) => {
    expect(checkPhone(text)).toBe(problem);
  });
});
