import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the build (prerender.mjs, postbuild.mjs)
import { SAMPLES, addressOf, commonPart, generalizeCall, matchRoute, paramsOf, pickSamples, slugPages } from './slug-pages.mjs';
import { SERVICE_GROUPS } from '@/shared/config';

const PRODUCT = '/services/$type/$categoryId/$productId';
const pages = slugPages(SERVICE_GROUPS) as Array<{ route: string; list: string }>;
const productPage = pages.find((page) => page.route === PRODUCT)!;
const newsPage = pages.find((page) => page.route === '/news/$slug')!;

describe('slug-pages.mjs: a slug route\'s early files and calls (docs/decisions/early-calls.md, "Slug pages")', () => {
  it('matches an address on a route (same depth, fixed segments equal) and decodes its parameters', () => {
    expect(matchRoute('/news/$slug', '/news/a%20b')).toEqual({ slug: 'a b' });
    expect(matchRoute(PRODUCT, '/services/corporate/15/cargo/')).toEqual({ type: 'corporate', categoryId: '15', productId: 'cargo' });
    expect(matchRoute('/news/$slug', '/news')).toBeNull();
    expect(matchRoute('/news/$slug', '/blog/a')).toBeNull();
    expect(matchRoute('/news/$slug', '/news/a/b')).toBeNull();
    expect(matchRoute('/news/$slug', '/news/%E0%A4%A')).toBeNull();
    expect(addressOf(PRODUCT, { type: 'personal', categoryId: '1', productId: 'a b' })).toBe('/services/personal/1/a%20b');
  });

  it('a product page looks its group up as the app does: the group\'s charid from the category, whose side must be the address\'s', () => {
    expect(pages.map((page) => [page.route, page.list])).toEqual([
      ['/news/$slug', '/news'],
      ['/blog/$slug', '/blog'],
      ['/company/about/$section', '/company'],
      ['/company/$type', '/company'],
      ['/customers/$slug', '/customers'],
      [PRODUCT, '/services'],
    ]);
    expect(paramsOf(productPage, '/services/corporate/16/constructionAllRisks')).toEqual({ type: 'corporate', categoryId: '16', productId: 'constructionAllRisks', groupCharid: 'construction' });
    expect(paramsOf(productPage, '/services/personal/1/kasko')).toMatchObject({ groupCharid: 'car' });
    expect(paramsOf(productPage, '/services/corporate/20/kasko')).toMatchObject({ groupCharid: 'car' });
    expect(paramsOf(productPage, '/services/personal/16/constructionAllRisks')).toBeNull();
    expect(paramsOf(productPage, '/services/corporate/99/x')).toBeNull();
    expect(paramsOf(productPage, '/services/corporate/constructor/x')).toBeNull();
    expect(paramsOf(newsPage, '/news/a')).toEqual({ slug: 'a' });
  });

  it(`takes ${SAMPLES} items of a list, each as different as can be from those taken, none whose parameters share a value`, () => {
    const paths = ['/services', '/services/corporate/15', '/services/corporate/15/cargo', '/services/corporate/15/forwarderLiability', '/services/corporate/16/constructionAllRisks', '/services/personal/1/kasko', '/services/personal/1/kasko'];
    expect(pickSamples(productPage, paths)).toEqual([
      { type: 'corporate', categoryId: '15', productId: 'forwarderLiability', groupCharid: 'cargo' },
      { type: 'personal', categoryId: '1', productId: 'kasko', groupCharid: 'car' },
      { type: 'corporate', categoryId: '16', productId: 'constructionAllRisks', groupCharid: 'construction' },
    ]);
    expect(pickSamples(newsPage, ['/news/a', '/news/a?x=1', '/blog/b'])).toEqual([{ slug: 'a' }]);
  });

  it('puts placeholders for whole parameter values only: path segments, query values, form fields, JSON strings', () => {
    const params = { type: 'corporate', productId: 'cargo' };
    expect(generalizeCall({ url: '/content-api/prod/details/', form: { lang: 'en', charid: 'cargo', parentcharid: 'cargoes', type: 'corporate' } }, params)).toEqual({
      url: '/content-api/prod/details/',
      form: { lang: 'en', charid: '{productId}', parentcharid: 'cargoes', type: '{type}' },
    });
    expect(generalizeCall({ method: 'GET', url: '/app-api/corporate/cargo/x?id=cargo&cargo=1', headers: { Scope: 'web' } }, params)).toEqual({
      method: 'GET',
      url: '/app-api/{type}/{productId}/x?id={productId}&cargo=1',
      headers: { Scope: 'web' },
    });
    expect(generalizeCall({ url: '/app-api/y/', json: '{"a":"cargo","b":"cargo-1","c":1}' }, params).json).toBe('{"a":"{productId}","b":"cargo-1","c":1}');
  });

  it('keeps what every item needed, in the first one\'s order, with placeholders where the items differ by their address; nothing from fewer items than it takes', () => {
    const header = { url: '/content-api/header/', form: { lang: 'en' } };
    const details = (productId: string, parentcharid: string) => ({ url: '/content-api/prod/details/', form: { charid: productId, parentcharid } });
    const items = [
      { files: ['/a.js', '/b.js', '/c.css'], calls: [details('kasko', 'car'), header], params: { productId: 'kasko' } },
      { files: ['/c.css', '/a.js'], calls: [header, details('cargo', 'car')], params: { productId: 'cargo' } },
      { files: ['/a.js', '/c.css', '/d.js'], calls: [header, details('osago', 'car')], params: { productId: 'osago' } },
    ];
    expect(commonPart(items)).toEqual({ files: ['/a.js', '/c.css'], calls: [{ url: '/content-api/prod/details/', form: { charid: '{productId}', parentcharid: 'car' } }, header] });
    // A part that differs but is not the address's value (the group's charid here) leaves the call out.
    items[2]!.calls[1] = details('osago', 'property');
    expect(commonPart(items)).toEqual({ files: ['/a.js', '/c.css'], calls: [header] });
    expect(commonPart(items.slice(0, SAMPLES - 1))).toBeNull();
  });

  it('keeps a part that only happens to equal one item\'s parameter as it is: the section `about` calls /content-api/about/ like the others', () => {
    const section = (charid: string) => ({ url: '/content-api/about/', form: { lang: 'en', charid } });
    const get = (id: string) => ({ method: 'GET', url: `/app-api/about/${id}?of=${id}&in=about`, headers: { Scope: 'web' } });
    const items = ['about', 'our-mission', 'management'].map((name) => ({ files: [], calls: [section(name), get(name)], params: { section: name } }));
    expect(commonPart(items)?.calls).toEqual([
      { url: '/content-api/about/', form: { lang: 'en', charid: '{section}' } },
      { method: 'GET', url: '/app-api/about/{section}?of={section}&in=about', headers: { Scope: 'web' } },
    ]);
    // The same when that item comes first or last.
    expect(commonPart([items[1]!, items[0]!, items[2]!])?.calls).toEqual(commonPart(items)?.calls);
    expect(commonPart([items[1]!, items[2]!, items[0]!])?.calls).toEqual(commonPart(items)?.calls);
    // JSON bodies: the whole body either the same everywhere or the same with placeholders.
    const json = (id: string) => ({ url: '/app-api/x/', json: JSON.stringify({ id, kind: 'about' }) });
    expect(commonPart(['about', 'b', 'c'].map((name) => ({ files: [], calls: [json(name)], params: { section: name } })))?.calls).toEqual([]);
    expect(commonPart(['a', 'b', 'c'].map((name) => ({ files: [], calls: [json(name)], params: { section: name } })))?.calls).toEqual([{ url: '/app-api/x/', json: '{"id":"{section}","kind":"about"}' }]);
  });
});
