import { describe, expect, it } from 'vitest';
import { ARTICLE_BASE, entryHref } from './href';

const item = { charid_arm: 'nor-masnachyugh', charid_eng: 'new-branch', charid_rus: 'novyj-filial' };

describe('entry addresses', () => {
  it('use the slug of the page language under the base path', () => {
    expect(entryHref(ARTICLE_BASE.news, item, 'hy')).toBe('/news/nor-masnachyugh');
    expect(entryHref(ARTICLE_BASE.blog, item, 'en')).toBe('/blog/new-branch');
    expect(entryHref(ARTICLE_BASE.customers, item, 'ru')).toBe('/customers/novyj-filial');
  });
});
