import { describe, expect, it } from 'vitest';
import { isSignedInOnly } from './search';

describe('signed-in-only addresses (customer-portal.md §2 "Access")', () => {
  it.each([
    ['/profile', true],
    ['/profile/3152', true],
    ['/profile/newContracts/appa/search-car', true],
    ['/shop', true],
    ['/shop/cart', true],
    ['/shopping', false],
    ['/profiles', false],
    ['/register', false],
    ['/login', false],
    ['/', false],
  ])('%s → %s', (path, only) => expect(isSignedInOnly(path)).toBe(only));
});
