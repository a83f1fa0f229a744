import { describe, expect, it } from 'vitest';
import { checkNewEmail, checkNewPhone, emailChangeWire, phoneChangeWire } from './rules';

describe('new phone (customer-portal.md §5: XX-XXX-XXX, not from 0, different from the current)', () => {
  it.each([
    ['', '+37491234567', 'required'],
    ['   ', null, 'required'],
    ['09-123-456', '+37491234567', 'invalid'],
    ['91-234-56', '+37491234567', 'invalid'],
    ['91-234-567', '+37491234567', 'same'],
    ['77-123-456', '+37491234567', null],
    ['77-123-456', null, null],
  ] as const)('%j (now %j) → %j', (text, current, problem) => {
    expect(checkNewPhone(text, current)).toBe(problem);
  });

  it('is sent as +374 (0xx) rest', () => {
    expect(phoneChangeWire('77-123-456')).toBe('+374 (077) 123456');
  });
});

describe('new e-mail (valid, different from the current, compared without case)', () => {
  it.each([
    ['', 'a@b.am', 'required'],
    ['nope', 'a@b.am', 'invalid'],
    ['a@b', 'a@b.am', 'invalid'],
    [' A@B.AM ', 'a@b.am', 'same'],
    ['new@b.am', 'a@b.am', null],
  ] as const)('%j (now %j) → %j', (text, current, problem) => {
    expect(checkNewEmail(text, current)).toBe(problem);
  });

  it('is sent trimmed, in lower case', () => {
    expect(emailChangeWire(' New@Example.AM ')).toBe('new@example.am');
  });
});
