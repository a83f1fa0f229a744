import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatar, checkNewEmail, checkNewPhone, emailChangeWire, phoneChangeWire } from './rules';

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

describe('avatar (one picture, jpg/jpeg/png, up to 3 MB, a chosen file required)', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it.each([
    [null, 'missing'],
    [file('a.jpg', 'image/jpeg', 0), 'missing'],
    [file('a.jpg', 'image/jpeg', 1000), null],
    [file('a.JPEG', 'image/jpeg', 1000), null],
    [file('a.png', 'image/png', AVATAR_MAX_BYTES), null],
    [file('a.png', 'image/png', AVATAR_MAX_BYTES + 1), 'size'],
    [file('a.pdf', 'application/pdf', 1000), 'type'],
    [file('a.exe', 'image/png', 1000), 'type'],
    [file('a.gif', 'image/gif', 1000), 'type'],
  ] as const)('%j → %j', (chosen, problem) => {
    expect(checkAvatar(chosen)).toBe(problem);
  });
});
