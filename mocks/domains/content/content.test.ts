import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { footerSchema, headerSchema, homeSchema, subscribeResultSchema } from '@/shared/api/content/schemas';
import { db } from '../../db';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;

describe.each(SERVER_LANGS)('content endpoints in %s', (lang) => {
  const script = lang === 'am' ? ARMENIAN : lang === 'ru' ? CYRILLIC : /^[\x20-\x7E«»„“—–·©’\u00A0-\u00FF]+$/;

  it('/header/ passes the app schema (the menu itself: header.test.ts)', async () => {
    const answer = await postContent('/header/', lang);
    expect(answer.status).toBe(200);
    const header = v.parse(headerSchema, answer.body);
    expect(header.phone).toBe('+374 10 500010');
    expect(header.menu[0]?.title).toMatch(script);
  });

  it('/footer/ passes the app schema', async () => {
    const footer = v.parse(footerSchema, (await postContent('/footer/', lang)).body);
    expect(footer.copyright).toContain('2026');
    expect(footer.updateVersion).toContain('v3.4.0');
    expect(footer.infoLinks.map((link) => link.link)).toEqual([
      '/privacy-policy',
      '/terms-of-use',
      '/personal-data',
      '/online-security',
      '/faq',
      '/contacts',
    ]);
    expect(footer.socialLinks).toHaveLength(5);
    expect(footer.certificates.length).toBeGreaterThanOrEqual(2);
    expect(footer.legalText).toMatch(script);
  });

  it('/home/ passes the app schema, with the blocks the spec names', async () => {
    const home = v.parse(homeSchema, (await postContent('/home/', lang)).body);
    expect(home.meta_title).toMatch(script);

    const slides = new Map(home.sliderData.data.map((slide) => [slide.id, slide]));
    expect(slides.get(18)?.link).toBe('/profile/newContracts/appa/search-car');
    expect(slides.get(19)?.link).toBe('/profile/property-insurance/property/search-person');
    for (const slide of home.sliderData.data) expect(slide.buttonBgColor).toMatch(/^#[0-9a-f]{6}$/i);

    const personal = new Map(home.servicesData.personal.map((group) => [group.id, group.services.length]));
    expect(Object.fromEntries(personal)).toEqual({ 1: 6, 2: 3, 3: 3, 4: 2, 14: 2 });
    expect(home.servicesData.corporate.map((group) => group.id)).toEqual([20, 21, 22, 23, 15, 16, 17, 24]);
    expect(home.servicesData.corporate.some((group) => group.services.length > 4)).toBe(true);
    const charids = [...home.servicesData.personal, ...home.servicesData.corporate].flatMap((group) => group.services.map((service) => service.charid));
    expect(charids).toEqual(
      expect.arrayContaining(['appa', 'apka', 'casco', 'justCasco', 'travel', 'property', 'petsInsurance', 'medicalCheckUp', 'medicalCheckUpPlus', 'socialMedCheckUp']),
    );
    expect(new Set(charids).size).toBe(charids.length);

    const tiles = new Map(home.documentsData.data.map((tile) => [tile.id, tile]));
    expect(tiles.get(67)?.children.length).toBeGreaterThanOrEqual(4);
    expect(tiles.get(66)?.url).toBe('/company/about/newteam#vacancies');
    expect(home.documentsData.data).toHaveLength(4);

    expect(home.clientsData.data).toHaveLength(6);
    expect(home.reinsuranceData.data).toHaveLength(4);
    expect(home.inverstingsData.data.map((item) => item.value).join(' ')).toMatch(/45[ ,]000\+/);

    expect(home.newsData.data).toHaveLength(6);
    for (const item of home.newsData.data) {
      expect(item.date < '2026-11-22' && item.date >= '2026-01-01').toBe(true);
      expect(item.description.length).toBeGreaterThan(100);
    }
    expect(home.newsData.data.some((item) => item.featured)).toBe(true);
    expect(home.supportData.phone).toBe('+374 10 500010');
    expect(home.subscribeData.title).toMatch(script);
  });
});

describe('slugs differ per language', () => {
  it('news slugs', async () => {
    const slugs = await Promise.all(
      SERVER_LANGS.map(async (lang) => v.parse(homeSchema, (await postContent('/home/', lang)).body).newsData.data[0]?.slug),
    );
    expect(new Set(slugs).size).toBe(3);
  });
});

describe('/subscribe/', () => {
  it('an invalid e-mail: 400 warning_d.email, localized', async () => {
    const en = await postContent('/subscribe/', 'en', { email: 'not-an-email' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ warning_d: { email: ['Enter a valid e-mail address'] } });
    const hy = await postContent('/subscribe/', 'am', { email: '' });
    expect(hy.body).toEqual({ warning_d: { email: ['Էլ. փոստ դաշտը պարտադիր է'] } });
  });

  it('a valid e-mail: 200 with a thank-you message, recorded with a confirmation in the outbox', async () => {
    const answer = await postContent('/subscribe/', 'ru', { email: 'reader@example.am' });
    expect(answer.status).toBe(200);
    expect(v.parse(subscribeResultSchema, answer.body).message).toMatch(/^Спасибо!/);
    expect(db.read().subscriptions).toMatchObject([{ email: 'reader@example.am', lang: 'ru' }]);
    expect(db.read().outbox).toMatchObject([{ channel: 'email', to: 'reader@example.am', subject: 'Подписка подтверждена' }]);

    const again = await postContent('/subscribe/', 'en', { email: 'Reader@example.am' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Thank you! This address is already subscribed to our news.' });
    expect(db.read().subscriptions).toHaveLength(1);
  });
});
