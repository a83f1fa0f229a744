import { describe, expect, it } from 'vitest';
import { localizedPaths, slugOf } from './slugs';

const entry = { charid_arm: 'appa-arcanc', charid_eng: 'cmtpl-online', charid_rus: 'osago-onlajn' };

describe('translated slugs of content entries', () => {
  it('picks the slug of each language (hy is charid_arm)', () => {
    expect(slugOf(entry, 'hy')).toBe('appa-arcanc');
    expect(slugOf(entry, 'en')).toBe('cmtpl-online');
    expect(slugOf(entry, 'ru')).toBe('osago-onlajn');
  });

  it('builds the language-free address in each language under a base path', () => {
    expect(localizedPaths('/news', entry)).toEqual({ hy: '/news/appa-arcanc', en: '/news/cmtpl-online', ru: '/news/osago-onlajn' });
    expect(localizedPaths('/blog/', entry).en).toBe('/blog/cmtpl-online');
  });

  it('encodes slugs that are not plain ASCII', () => {
    expect(localizedPaths('/news', { ...entry, charid_arm: 'նոր լուր' }).hy).toBe('/news/%D5%B6%D5%B8%D6%80%20%D5%AC%D5%B8%D6%82%D6%80');
  });
});
