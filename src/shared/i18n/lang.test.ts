import { describe, expect, it } from 'vitest';
import { fromServerLang, localizePath, splitLangFromPath, switchLanguageHref, toServerLang } from './lang';

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
