import { describe, expect, it } from 'vitest';
import { cardTypeOf, maskCardNumber } from './card';

describe('CARDTYPE in any spelling; an unknown system is a generic card', () => {
  it.each([
    ['visa', 'visa'],
    ['VISA', 'visa'],
    ['Visa Electron', 'visa'],
    ['mastercard', 'mastercard'],
    ['MasterCard', 'mastercard'],
    ['Master Card', 'mastercard'],
    ['MC', 'mastercard'],
    ['Maestro', 'mastercard'],
    ['arca', 'arca'],
    ['ArCa', 'arca'],
    ['UnionPay', 'card'],
    ['mir', 'card'],
    ['', 'card'],
    [null, 'card'],
    [undefined, 'card'],
    [3, 'card'],
  ])('%j → %j', (value, type) => expect(cardTypeOf(value)).toBe(type));
});

describe('a card number is masked before anything shows or stores it', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['4111 1111 1111 1111', '411111******1111'],
    ['5555-5555-5555-4444', '555555******4444'],
    ['378282246310005', '378282*****0005'], // 15 digits (Amex)
    ['6212345678901234567', '621234*********4567'], // 19 digits
    ['411111******1111', '411111******1111'], // already masked: as it came
    ['4111 11** **** 1111', '4111 11** **** 1111'],
    ['411111XXXXXX1111', '411111XXXXXX1111'],
    ['••••1111', '••••1111'],
    ['1111', '1111'],
    ['12345678', '****5678'], // not a card number: only its last 4 stay
  ])('%j → %j', (value, masked) => expect(maskCardNumber(value)).toBe(masked));

  it('never leaves 7 digits in a row of a full number', () => {
    for (const number of ['4000000000000002', '9051111111111111', '6011000990139424']) expect(maskCardNumber(number)).not.toMatch(/\d{7}/);
  });
});
