import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './paging';

describe('client-side pages', () => {
  it('counts pages, an empty list being one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(27, 9)).toBe(3);
  });

  it.each([
    [undefined, 3, 1],
    ['2', 3, 2],
    [2.7, 3, 2],
    [0, 3, 1],
    [-4, 3, 1],
    [9, 3, 3],
    ['abc', 3, 1],
    [Number.NaN, 3, 1],
  ])('page %s of %s pages shows page %s', (page, count, shown) => {
    expect(clampPage(page, count)).toBe(shown);
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2, 9)).toEqual([10, 11, 12]);
    expect(pageItems(items, 3, 9)).toEqual([]);
  });
});
