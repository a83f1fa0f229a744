import { describe, expect, it } from 'vitest';
import { claimOfSearch, withoutClaim } from './claim-link';

describe('claimOfSearch', () => {
  it.each([
    ['?claim=5101', '5101'],
    ['?claim=%225101%22', '5101'],
    ['?x=1&claim=CL-7', 'CL-7'],
    ['', null],
    ['?claim=', null],
    ['?claim=%3Cscript%3E', null],
    [`?claim=${'1'.repeat(41)}`, null],
  ])('%s → %s', (search, id) => {
    expect(claimOfSearch(search)).toBe(id);
  });
});

describe('withoutClaim', () => {
  it.each([
    ['?claim=5101', ''],
    ['?x=1&claim=5101', '?x=1'],
    ['', ''],
  ])('%s → %j', (search, rest) => {
    expect(withoutClaim(search)).toBe(rest);
  });
});
