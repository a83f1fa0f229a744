import { describe, expect, it } from 'vitest';
import { CATCH_ALL_ADDRESSES, matchCatchAllAddress } from './-addresses';

const sliceOf = (rest: string) => matchCatchAllAddress(rest)?.row.slice ?? null;

describe("the catch-all's address table", () => {
  it('binds each registration address to the register page with the rest of the path as its step', () => {
    for (const rest of ['register', 'register/', 'register/empty', 'register/phone/code', 'register/personalData/passport']) {
      expect(sliceOf(rest)).toBe('pages/register');
    }
    expect(matchCatchAllAddress('register')?.params).toEqual({ _splat: '' });
    expect(matchCatchAllAddress('register/phone/code/')?.params).toEqual({ _splat: 'phone/code' });
  });

  it('binds password recovery, with or without a trailing slash, and nothing below it', () => {
    expect(sliceOf('forgotPassword')).toBe('pages/forgot-password');
    expect(sliceOf('forgotPassword/')).toBe('pages/forgot-password');
    expect(sliceOf('forgotPassword/x')).toBeNull();
  });

  it("binds a chat room to the profile page with the room's id, and only one segment of it", () => {
    expect(matchCatchAllAddress('profile/c/chat-17')).toMatchObject({ row: { slice: 'pages/profile' }, params: { chatId: 'chat-17' } });
    expect(sliceOf('profile/c/chat-17/')).toBe('pages/profile');
    expect(sliceOf('profile/c/chat-17/more')).toBeNull();
    expect(sliceOf('profile/x/chat-17')).toBeNull();
  });

  it("binds the form engine's showcase in a simulator build (the tests' build), and only its address", () => {
    expect(sliceOf('dev/form-showcase')).toBe('pages/form-showcase');
    expect(sliceOf('dev/form-showcase/x')).toBeNull();
    expect(sliceOf('dev')).toBeNull();
  });

  it('leaves every other address to the not-found page (case and prefixes count)', () => {
    for (const rest of ['', 'registerX', 'Register', 'forgotpassword', 'profile/c', 'no/such/page']) expect(sliceOf(rest)).toBeNull();
  });

  it('has one row per pattern', () => {
    const paths = CATCH_ALL_ADDRESSES.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
