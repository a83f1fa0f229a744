import { describe, expect, it } from 'vitest';
import {
  failedPasswordChecks,
  isCodeFormat,
  isEmail,
  isSocialCardNumber,
  isStrongPassword,
  missingDocumentParts,
  normalizeEmail,
  passwordChecks,
} from './rules';

describe('e-mail', () => {
  it.each([
    ['anna@example.am', true],
    ['  Anna.H@Example.AM ', true],
    ['anna@example', false],
    ['anna.example.am', false],
    ['an na@example.am', false],
    ['', false],
  ])('%j → %s', (text, valid) => expect(isEmail(text)).toBe(valid));

  it('is compared trimmed and in lower case', () => expect(normalizeEmail(' Anna@Example.AM ')).toBe('anna@example.am'));
});

describe('personal ID (social card number)', () => {
  it.each([
    ['1234567890', true],
    [' 1234567890 ', true],
    ['123456789', false],
    ['12345678901', false],
    ['12345a7890', false],
    ['', false],
  ])('%j → %s', (text, valid) => expect(isSocialCardNumber(text)).toBe(valid));
});

describe('verification code', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12 456', false],
    ['abcdef', false],
  ])('%j → %s', (text, valid) => expect(isCodeFormat(text)).toBe(valid));
});

describe('password policy', () => {
  it.each([
    ['Sevan2026!', []],
    ['Sev2026!', []],
    ['Sev202!', ['length']],
    ['sevan2026!', ['upper']],
    ['SEVAN2026!', ['lower']],
    ['SevanSevan!', ['digit']],
    ['Sevan2026', ['symbol']],
    ['Sevan 2026', ['symbol']],
    ['', ['length', 'lower', 'upper', 'digit', 'symbol']],
    [`Aa1!${'x'.repeat(61)}`, ['length']],
    // Armenian and Cyrillic letters are not the Latin letters the policy counts (they count as symbols).
    ['Սևան2026', ['lower', 'upper']],
  ])('%j fails %j', (password, failed) => {
    expect(failedPasswordChecks(password)).toEqual(failed);
    expect(isStrongPassword(password)).toBe(failed.length === 0);
  });

  it('reports every check, so the list can tick as the customer types', () => {
    expect(passwordChecks('a1')).toEqual({ length: false, lower: true, upper: false, digit: true, symbol: false });
  });
});

describe('identity document sets (§5)', () => {
  it.each([
    ['idCard', {}, ['front', 'back', 'selfie']],
    ['idCard', { front: 1, back: 1 }, ['selfie']],
    ['idCard', { front: 1, back: 2, selfie: 1 }, []],
    ['passport', { photoPage: 1, selfie: 1 }, ['registrationPage']],
    ['passport', { photoPage: 1, registrationPage: 1, selfie: 1 }, []],
    ['socialCard', { front: 1 }, ['back']],
    ['socialCard', { front: 1, back: 1 }, []],
    ['socialCard', { front: 0, back: 1 }, ['front']],
  ] as const)('%s with %j misses %j', (type, counts, missing) => {
    expect(missingDocumentParts(type, counts)).toEqual(missing);
  });
});
