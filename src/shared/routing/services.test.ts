import { describe, expect, it } from 'vitest';
import { SERVICE_GROUPS } from '@/shared/config';
import {
  checkoutPath,
  parseCategoryParams,
  parseProductParams,
  parseServiceType,
  parseTileParams,
  resolveMenuLink,
  parseTermsId,
  termsHref,
  termsLanguageRedirect,
} from './services';

describe('the service group table (public-site.md §2)', () => {
  it('holds the ids of the spec, on their side', () => {
    const ids = (type: string) => SERVICE_GROUPS.filter((group) => group.type === type).map((group) => group.id);
    expect(ids('personal')).toEqual([1, 2, 3, 4, 14]);
    expect(ids('corporate')).toEqual([20, 21, 22, 23, 15, 16, 17, 24]);
  });
});

describe('/services/{type}/{category_id} vs /services/{groupCharid}/{serviceCharid}', () => {
  it.each([
    ['personal', { type: 'personal' }],
    ['corporate', { type: 'corporate' }],
    ['car', false],
    ['Personal', false],
    ['', false],
  ])('type %s → %o', (type, expected) => {
    expect(parseServiceType({ type })).toEqual(expected);
  });

  it.each([
    ['personal', '1', true],
    ['personal', '14', true],
    ['corporate', '20', true],
    ['corporate', '15', true],
    // A group of the other side, an unknown id, not a number, a leading zero.
    ['personal', '20', false],
    ['corporate', '1', false],
    ['personal', '99', false],
    ['personal', 'car', false],
    ['personal', '01', false],
    ['personal', '1.5', false],
  ])('category %s/%s → %s', (type, categoryId, matches) => {
    expect(parseCategoryParams({ type, categoryId })).toEqual(matches ? { type, categoryId } : false);
  });

  it.each([
    ['car', 'appa', true],
    ['travel', 'travelDaily', true],
    ['cargo', 'cargo', true],
    ['responsibility', 'generalLiability', true],
    // personal / corporate are never group charids, so `/services/personal/appa` is not a tile link.
    ['personal', 'appa', false],
    ['corporate', '20', false],
    ['unknown', 'appa', false],
    ['car', '1abc', false],
    ['car', 'app a', false],
  ])('tile %s/%s → %s', (groupCharid, serviceCharid, matches) => {
    expect(parseTileParams({ groupCharid, serviceCharid })).toEqual(matches ? { groupCharid, serviceCharid } : false);
  });

  it('product ids are charids, in a category of that side', () => {
    expect(parseProductParams({ type: 'personal', categoryId: '2', productId: 'medicalCheckUpPlus' })).toEqual({
      type: 'personal',
      categoryId: '2',
      productId: 'medicalCheckUpPlus',
    });
    expect(parseProductParams({ type: 'personal', categoryId: '2', productId: '<script>' })).toBe(false);
    expect(parseProductParams({ type: 'corporate', categoryId: '2', productId: 'medicalCheckUpPlus' })).toBe(false);
  });
});

describe('menu link forms → canonical addresses', () => {
  it.each([
    // /{serviceId}/{personal|corporate}/{charid}
    [{ serviceId: '1', type: 'personal', charid: 'appa' }, '/services/personal/1/appa'],
    // A product may share its group's charid (property in property): three segments always name a product.
    [{ serviceId: '4', type: 'personal', charid: 'property' }, '/services/personal/4/property'],
    [{ serviceId: '20', type: 'corporate', charid: 'fleetCasco' }, '/services/corporate/20/fleetCasco'],
    [{ serviceId: '15', type: 'corporate', charid: 'cargo' }, '/services/corporate/15/cargo'],
    // /{serviceId}/{tab}/{charid}/{subcharid}: charid is the group's charid
    [{ serviceId: '3', type: 'personal', charid: 'travel', subcharid: 'travelDaily' }, '/services/personal/3/travelDaily'],
    [{ serviceId: '21', type: 'corporate', charid: 'health', subcharid: 'corporateHealth' }, '/services/corporate/21/corporateHealth'],
  ])('%o → %s', (params, expected) => {
    expect(resolveMenuLink(params)).toBe(expected);
  });

  it.each([
    { serviceId: '20', type: 'personal', charid: 'appa' },
    { serviceId: '99', type: 'personal', charid: 'appa' },
    { serviceId: 'news', type: 'personal', charid: 'appa' },
    { serviceId: '1', type: 'private', charid: 'appa' },
    { serviceId: '3', type: 'personal', charid: 'health', subcharid: 'travelDaily' },
    { serviceId: '3', type: 'personal', charid: 'travel', subcharid: 'not valid' },
  ])('%o names no group of that side → null', (params) => {
    expect(resolveMenuLink(params)).toBeNull();
  });
});

describe('links', () => {
  it('checkout is under the product', () => {
    expect(checkoutPath('personal', 1, 'appa')).toBe('/services/personal/1/appa/checkout');
  });

  it('the terms page carries the language as the backend names it', () => {
    expect(termsHref(101, 'hy')).toBe('/product/terms/101?lang=am');
    expect(termsHref(101, 'en')).toBe('/en/product/terms/101?lang=en');
    expect(termsHref(101, 'ru')).toBe('/ru/product/terms/101?lang=ru');
  });
});

describe('/product/terms/{id}?lang=', () => {
  it('moves to the address of the language ?lang= names, keeping ?lang=', () => {
    expect(termsLanguageRedirect({ id: '101', pathLang: 'hy', query: 'en' })).toBe('/en/product/terms/101?lang=en');
    expect(termsLanguageRedirect({ id: '101', pathLang: 'en', query: 'am' })).toBe('/product/terms/101?lang=am');
    expect(termsLanguageRedirect({ id: '101', pathLang: 'hy', query: 'ru' })).toBe('/ru/product/terms/101?lang=ru');
  });

  it('stays when ?lang= is the address language, missing or unknown', () => {
    expect(termsLanguageRedirect({ id: '101', pathLang: 'en', query: 'en' })).toBeNull();
    expect(termsLanguageRedirect({ id: '101', pathLang: 'hy', query: 'am' })).toBeNull();
    expect(termsLanguageRedirect({ id: '101', pathLang: 'hy', query: 'hy' })).toBeNull();
    expect(termsLanguageRedirect({ id: '101', pathLang: 'ru', query: undefined })).toBeNull();
    expect(termsLanguageRedirect({ id: '101', pathLang: 'ru', query: 'fr' })).toBeNull();
  });

  it('ids are numeric', () => {
    expect(parseTermsId({ id: '104' })).toEqual({ id: '104' });
    expect(parseTermsId({ id: 'appa' })).toBe(false);
  });
});
