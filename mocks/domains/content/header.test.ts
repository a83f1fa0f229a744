import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productDetailsPayload } from '@/entities/product';
import { headerSchema, type MenuItem } from '@/shared/api/content/schemas';
import { productDetailsSchema } from '@/shared/api/content/services';
import { resolveMenuLink } from '@/shared/routing';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
const MENU_FORM = /^\/(\d+)\/(personal|corporate)\/([A-Za-z][\w-]*)(?:\/([A-Za-z][\w-]*))?$/;

async function menuOf(lang: (typeof SERVER_LANGS)[number]) {
  return v.parse(headerSchema, (await postContent('/header/', lang)).body).menu;
}

describe.each(SERVER_LANGS)('/header/ menu in %s', (lang) => {
  const script = lang === 'am' ? ARMENIAN : lang === 'ru' ? CYRILLIC : /^[\x20-\x7E’«»\u00A0-\u00FF]+$/;

  it('every entry is titled in the language', async () => {
    for (const item of flatten(await menuOf(lang))) expect(item.title, item.link).toMatch(script);
  });

  it('personal and corporate list the service groups of the spec, each with its products', async () => {
    const [personal, corporate] = await menuOf(lang);
    const groups = (item: MenuItem | undefined) => item?.children.filter((child) => child.children.length > 0) ?? [];
    expect(groups(personal).map((group) => group.link)).toEqual([1, 2, 3, 4, 14].map((id) => `/services/personal/${id}`));
    expect(groups(corporate).map((group) => group.link)).toEqual([20, 21, 22, 23, 15, 16, 17, 24].map((id) => `/services/corporate/${id}`));
    expect(personal?.children.map((child) => child.link)).toEqual(expect.arrayContaining(['/services/personal', '/services']));
    expect(corporate?.children.map((child) => child.link)).toContain('/services/corporate');
  });
});

describe('the menu reaches every public route of the site', () => {
  it('content, company and service routes are all linked', async () => {
    const links = flatten(await menuOf('en')).map((item) => item.link);
    const about = ['about', 'our-mission', 'reinsurance', 'agents', 'legislation', 'clients-rights', 'experts', 'shareholders', 'management', 'documents', 'offices'];
    expect(links).toEqual(
      expect.arrayContaining([
        '/services',
        '/services/personal',
        '/services/corporate',
        '/faq',
        '/news',
        '/blog',
        '/customers',
        '/contacts',
        '/company',
        '/company/about/newteam#vacancies',
        '/careers',
        '/calculators/appa',
        ...about.map((section) => `/company/about/${section}`),
      ]),
    );
  });

  it('product links use both menu link forms, and each one leads to an existing product', async () => {
    const links = flatten(await menuOf('en'))
      .map((item) => item.link)
      .filter((link) => MENU_FORM.test(link));
    expect(links.some((link) => link.split('/').length === 4)).toBe(true);
    expect(links.some((link) => link.split('/').length === 5)).toBe(true);
    for (const link of links) {
      const [, serviceId = '', type = '', charid = '', subcharid] = MENU_FORM.exec(link) ?? [];
      const target = resolveMenuLink({ serviceId, type, charid, subcharid });
      expect(target, link).toMatch(/^\/services\/(personal|corporate)\/\d+\/\w+$/);
      const [, , side = '', categoryId = '', productId = ''] = (target ?? '').split('/');
      const payload = productDetailsPayload({ type: side as 'personal' | 'corporate', categoryId, productId });
      const answer = await postContent('/prod/details/', 'en', { ...payload } as Record<string, string>);
      expect(answer.status, link).toBe(200);
      expect(v.parse(productDetailsSchema, answer.body).charid).toBe(productId);
    }
  });
});
