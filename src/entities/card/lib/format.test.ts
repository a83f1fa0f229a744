import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, lastDigits } from './format';

describe('formatCardNumber: in fours, masked digits as •', () => {
  it.each([
    ['411111******1111', '4111 11•• •••• 1111'],
    ['555555******4444', '5555 55•• •••• 4444'],
    ['9051 11** **** 1111', '9051 11•• •••• 1111'],
    ['4111-11XX-XXXX-1111', '4111 11•• •••• 1111'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282*****0005', '3782 82•• •••0 005'],
    ['4111', '4111'],
    ['', ''],
  ])('%j → %j', (number, shown) => {
    expect(formatCardNumber(number)).toBe(shown);
  });

  it.each([
    ['411111******1111', '1111'],
    ['4111 11** **** 4444', '4444'],
    ['411111******', null],
    ['', null],
  ])('last digits of %j: %j', (number, last) => {
    expect(lastDigits(number)).toBe(last);
  });
});

describe('formatExpiry: MM/YY', () => {
  it.each([
    ['12/28', '12/28'],
    ['1228', '12/28'],
    ['12/2028', '12/28'],
    ['2028-12', '12/28'],
    ['2028-12-31', '12/28'],
    [' 01/30 ', '01/30'],
    ['13/28', '13/28'],
    ['00/28', '00/28'],
    ['2028-13', '2028-13'],
    ['12.28', '12.28'],
    ['', ''],
  ])('%j → %j', (expiry, shown) => {
    expect(formatExpiry(expiry)).toBe(shown);
  });
});
