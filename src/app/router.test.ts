import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './router';

describe('query strings stay text', () => {
  it('reads every value as the address wrote it (long ids, leading zeros, numbers)', () => {
    expect(parseSearch('?orderID=12345678901234567890&responseCode=00&id=70001&savecc=0&page=2')).toEqual({
      orderID: '12345678901234567890',
      responseCode: '00',
      id: '70001',
      savecc: '0',
      page: '2',
    });
  });

  it('writes them back unquoted, numbers as digits, and leaves out empty keys', () => {
    expect(stringifySearch({ id: '70001', page: 2, redirect: '/en/profile/3152?x=1', gone: undefined })).toBe('?id=70001&page=2&redirect=%2Fen%2Fprofile%2F3152%3Fx%3D1');
    expect(stringifySearch({})).toBe('');
  });
});
