import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeSchema } from '@/shared/api/content/schemas';
import { productDetailsSchema, productTermsSchema, serviceGroupPageSchema, servicesCatalogueSchema } from '@/shared/api/content/services';
import { forceEndpoint } from '@mocks/node';
import { SERVER_LANGS, type ServerLang } from '../../lib/respond';
import { postContent } from '../../test/http';
import { GROUPS } from './fixtures/catalogue';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const scriptOf = (lang: ServerLang) => (lang === 'am' ? ARMENIAN : lang === 'ru' ? CYRILLIC : /^[\x20-\x7E«»“”‘’—–·\u00A0-\u00FF€֏]+$/);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const ALL_PRODUCTS = GROUPS.flatMap((group) => group.products.map((product) => ({ group, product })));

describe.each(SERVER_LANGS)('/prod/ and /prod/details/ in %s', (lang) => {
  const script = scriptOf(lang);

  it('/prod/ without pid: the catalogue, with the service groups of the spec on their side', async () => {
    const answer = await postContent('/prod/', lang);
    expect(answer.status).toBe(200);
    const catalogue = v.parse(servicesCatalogueSchema, answer.body);
    expect(catalogue.personal.groups.map((group) => group.id)).toEqual(['1', '2', '3', '4', '14']);
    expect(catalogue.corporate.groups.map((group) => group.id)).toEqual(['20', '21', '22', '23', '15', '16', '17', '24']);
    for (const group of [...catalogue.personal.groups, ...catalogue.corporate.groups]) {
      expect(group.products.length).toBeGreaterThan(0);
      expect(group.title).toMatch(script);
      expect(group.description).toMatch(script);
    }
    expect(catalogue.title).toMatch(script);
  });

  it('/prod/ with pid: the group page', async () => {
    const group = v.parse(serviceGroupPageSchema, (await postContent('/prod/', lang, { pid: '3' })).body);
    expect(group).toMatchObject({ id: '3', charid: 'travel', type: 'personal' });
    expect(group.products.map((product) => product.charid)).toEqual(['travel', 'travelDaily', 'travelBox', 'travelSupport']);
    expect(textOf(group.description)).toMatch(script);
    const corporate = v.parse(serviceGroupPageSchema, (await postContent('/prod/', lang, { pid: '15' })).body);
    expect(corporate).toMatchObject({ id: '15', charid: 'cargo', type: 'corporate' });
  });

  it('every product of the catalogue has a complete page in this language', async () => {
    for (const { group, product } of ALL_PRODUCTS) {
      const answer = await postContent('/prod/details/', lang, { charid: product.charid, parentcharid: group.charid, type: group.type });
      expect(answer.status, product.charid).toBe(200);
      const details = v.parse(productDetailsSchema, answer.body);
      expect(details).toMatchObject({ id: String(product.id), charid: product.charid, type: group.type, group: { id: String(group.id), charid: group.charid } });
      expect(details.title, product.charid).toMatch(script);
      expect(textOf(details.description), product.charid).toMatch(script);
      expect(details.facts.length, product.charid).toBeGreaterThanOrEqual(2);
      expect(details.coverage.length, product.charid).toBeGreaterThanOrEqual(3);
      expect(details.exclusions.length, product.charid).toBeGreaterThanOrEqual(2);
      expect(details.documents.length).toBe(3);
      for (const document of details.documents) expect(document.href).toMatch(/^\/sim-assets\/docs\/[a-z-]+\.pdf$/);
      expect(details.terms_id).toBe(String(product.id));
      expect(details.related.map((other) => other.charid)).not.toContain(product.charid);
    }
  });

  it('/prod/terms/: the printable terms, in the language asked', async () => {
    const answer = await postContent('/prod/terms/', lang, { pid: '104' });
    expect(answer.status).toBe(200);
    const terms = v.parse(productTermsSchema, answer.body);
    expect(terms).toMatchObject({ id: '104', charid: 'justCasco' });
    expect(terms.title).toMatch(script);
    expect(terms.content.match(/<h2>/g)).toHaveLength(7);
    expect(textOf(terms.content)).toMatch(script);
  });
});

describe('the home tiles and the catalogue agree', () => {
  it('every home tile /services/{groupCharid}/{serviceCharid} resolves without a type, to its own side', async () => {
    const home = v.parse(homeSchema, (await postContent('/home/', 'en')).body);
    for (const type of ['personal', 'corporate'] as const) {
      for (const group of home.servicesData[type]) {
        for (const service of group.services) {
          const answer = await postContent('/prod/details/', 'en', { charid: service.charid, parentcharid: group.charid });
          expect(answer.status, `${group.charid}/${service.charid}`).toBe(200);
          expect(v.parse(productDetailsSchema, answer.body)).toMatchObject({ id: String(service.id), type, group: { id: String(group.id) } });
        }
      }
    }
  });

  it('the type tells the two `car` groups apart', async () => {
    expect((await postContent('/prod/details/', 'en', { charid: 'appa', parentcharid: 'car', type: 'corporate' })).status).toBe(404);
    const fleet = v.parse(productDetailsSchema, (await postContent('/prod/details/', 'en', { charid: 'fleetCasco', parentcharid: 'car' })).body);
    expect(fleet).toMatchObject({ type: 'corporate', group: { id: '20' } });
  });
});

describe('business constants in the texts (public-site.md §9)', () => {
  const page = async (charid: string, parentcharid: string) =>
    v.parse(productDetailsSchema, (await postContent('/prod/details/', 'en', { charid, parentcharid, type: 'personal' })).body);
  const everything = (details: v.InferOutput<typeof productDetailsSchema>) =>
    [details.subtitle, textOf(details.description), ...details.facts.map((fact) => `${fact.label}: ${fact.value}`)].join(' ');

  it('CMTPL old and new group', async () => {
    const text = everything(await page('appa', 'car'));
    expect(text).toContain('01.11.2017 to 31.12.2021');
    expect(text).toContain('registered in 2022 and later');
  });

  it('voluntary MTPL from 1 million drams; just casco above 1.8 million, 6 months or 1 year from the 7th day', async () => {
    expect(everything(await page('apka', 'car'))).toContain('1,000,000 ֏ or more');
    const justCasco = everything(await page('justCasco', 'car'));
    expect(justCasco).toContain('above 1.8 million drams');
    expect(justCasco).toContain('6 months or 1 year');
    expect(justCasco).toContain('7th day');
  });

  it('property 6 months or 1 year from the 7th day; pets 2 months to 8 years', async () => {
    const property = everything(await page('property', 'property'));
    expect(property).toContain('6 months or 1 year');
    expect(property).toContain('From the 7th day after the contract is concluded');
    expect(everything(await page('petsInsurance', 'property'))).toContain('2 months to 8 years');
  });

  it('the terms name the 1% commission for cards outside the national card system', async () => {
    const hy = v.parse(productTermsSchema, (await postContent('/prod/terms/', 'am', { pid: '101' })).body);
    expect(hy.content).toContain('1% միջնորդավճար');
    const en = v.parse(productTermsSchema, (await postContent('/prod/terms/', 'en', { pid: '101' })).body);
    expect(en.content).toContain('A 1% commission is charged when paying with a card of a bank outside the national card system (ArCa)');
  });
});

describe('errors', () => {
  it('unknown group, product or terms: 404 with a localized detail', async () => {
    expect(await postContent('/prod/', 'am', { pid: '99' })).toMatchObject({ status: 404, body: { detail: 'Ծառայությունների նման խումբ չկա։' } });
    expect(await postContent('/prod/details/', 'ru', { charid: 'nothing', parentcharid: 'car', type: 'personal' })).toMatchObject({
      status: 404,
      body: { detail: 'Такого страхового продукта нет.' },
    });
    expect(await postContent('/prod/terms/', 'en', { pid: '999' })).toMatchObject({ status: 404, body: { detail: 'The terms of this product were not found.' } });
  });

  it('malformed requests: 400 warning_d per field', async () => {
    expect(await postContent('/prod/', 'en', { pid: 'car' })).toMatchObject({ status: 400, body: { warning_d: { pid: ['The pid field must be a positive whole number'] } } });
    expect(await postContent('/prod/details/', 'en', { parentcharid: 'car' })).toMatchObject({ status: 400, body: { warning_d: { charid: ['charid field is required'] } } });
    expect(await postContent('/prod/details/', 'en', { charid: 'appa', parentcharid: 'car', type: 'private' })).toMatchObject({
      status: 400,
      body: { warning_d: { type: ['The type field must be personal or corporate'] } },
    });
  });

  it('the error switches apply (a forced 500 on /prod/details/)', async () => {
    forceEndpoint('/prod/details/', '500', 1);
    const forced = await postContent('/prod/details/', 'en', { charid: 'appa', parentcharid: 'car', type: 'personal' });
    expect(forced.status).toBe(500);
    const next = await postContent('/prod/details/', 'en', { charid: 'appa', parentcharid: 'car', type: 'personal' });
    expect(next.status).toBe(200);
  });
});
