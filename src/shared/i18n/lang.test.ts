import { describe, expect, it } from 'vitest';
import { alternatePath, fromServerLang, localizePath, splitLangFromPath, switchLanguageHref, toServerLang, type LocalizedPaths } from './lang';

describe('language resolution (public-site.md §2)', () => {
  it.each([
    ['/', 'hy', '/'],
    ['/news', 'hy', '/news'],
    ['/en', 'en', '/'],
    ['/en/news/item', 'en', '/news/item'],
    ['/ru/profile/3152', 'ru', '/profile/3152'],
    ['/hy/news', 'hy', '/news'],
    ['/fr/news', 'hy', '/fr/news'],
    ['/english/news', 'hy', '/english/news'],
  ])('%s is %s with rest %s', (path, lang, rest) => {
    expect(splitLangFromPath(path)).toMatchObject({ lang, rest });
  });

  it('marks an explicit /hy prefix so it can be made canonical', () => {
    expect(splitLangFromPath('/hy/news').explicitHy).toBe(true);
    expect(splitLangFromPath('/news').explicitHy).toBe(false);
  });

  it('Armenian has no prefix, the others do', () => {
    expect(localizePath('/news', 'hy')).toBe('/news');
    expect(localizePath('/news', 'en')).toBe('/en/news');
    expect(localizePath('/', 'ru')).toBe('/ru');
  });

  it('switching language keeps the rest of the path, the query and the hash', () => {
    expect(switchLanguageHref({ pathname: '/en/company/about/reports', search: '?a=1', hash: 'tab2' }, 'ru')).toBe('/ru/company/about/reports?a=1#tab2');
    expect(switchLanguageHref({ pathname: '/ru/news', search: '', hash: '' }, 'hy')).toBe('/news');
    expect(switchLanguageHref({ pathname: '/', search: '', hash: '' }, 'en')).toBe('/en');
  });

  it('hy is am on the wire', () => {
    expect(toServerLang('hy')).toBe('am');
    expect(toServerLang('en')).toBe('en');
    expect(fromServerLang('am')).toBe('hy');
    expect(fromServerLang('ru')).toBe('ru');
  });
});

describe("a page's address in each language (translated slugs)", () => {
  const item: LocalizedPaths = { hy: '/news/appa-arcanc', en: '/news/cmtpl-online', ru: '/news/osago-onlajn' };

  it('uses the published alternates while they describe the address on screen', () => {
    expect(alternatePath('/news/appa-arcanc', 'hy', 'en', item)).toBe('/news/cmtpl-online');
    expect(alternatePath('/news/cmtpl-online', 'en', 'ru', item)).toBe('/news/osago-onlajn');
    expect(alternatePath('/news/osago-onlajn/', 'ru', 'hy', item)).toBe('/news/appa-arcanc');
  });

  it('falls back to the same path for other pages, stale alternates or none', () => {
    expect(alternatePath('/news', 'hy', 'en', item)).toBe('/news');
    // The English slug under the Armenian address is not this page's Armenian address: no guess.
    expect(alternatePath('/news/cmtpl-online', 'hy', 'en', item)).toBe('/news/cmtpl-online');
    expect(alternatePath('/faq', 'en', 'ru', null)).toBe('/faq');
  });

  it('compares percent-encoded and plain addresses alike', () => {
    const armenian: LocalizedPaths = { hy: '/news/նորություն', en: '/news/news', ru: '/news/novost' };
    expect(alternatePath('/news/%D5%B6%D5%B8%D6%80%D5%B8%D6%82%D5%A9%D5%B5%D5%B8%D6%82%D5%B6', 'hy', 'en', armenian)).toBe('/news/news');
  });

  it('the language switcher lands on the same item, with query and hash kept', () => {
    expect(switchLanguageHref({ pathname: '/news/appa-arcanc', search: '?utm=x', hash: 'top' }, 'en', item)).toBe('/en/news/cmtpl-online?utm=x#top');
    expect(switchLanguageHref({ pathname: '/ru/news/osago-onlajn', search: '', hash: '' }, 'hy', item)).toBe('/news/appa-arcanc');
    expect(switchLanguageHref({ pathname: '/en/blog', search: '?category=car', hash: '' }, 'ru', item)).toBe('/ru/blog?category=car');
  });
});
