import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleSchema, homeSchema, newsListSchema, newsPageSchema } from '@/shared/api';
import { forceEndpoint } from '@mocks/node';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';
import { scriptOf } from '../../test/scripts';
import { NEWS_ENTRIES } from './fixtures';

describe.each(SERVER_LANGS)('news endpoints in %s', (lang) => {
  const script = scriptOf(lang);

  it('/news-and-videos/: every article newest first, and the videos, in the request language', async () => {
    const answer = await postContent('/news-and-videos/', lang);
    expect(answer.status).toBe(200);
    const page = v.parse(newsPageSchema, answer.body);
    expect(page.meta_title).toMatch(script);
    const { news, videos } = page.data;
    expect(news.data.length).toBeGreaterThan(9);
    expect(news.data.every((item) => item.video_url === '')).toBe(true);
    expect(news.data.map((item) => item.date)).toEqual([...news.data.map((item) => item.date)].sort().reverse());
    for (const item of news.data) {
      expect(item.title).toMatch(script);
      expect(item.description.length).toBeGreaterThan(100);
    }
    expect(videos.data.length).toBeGreaterThanOrEqual(3);
    expect(videos.data.every((item) => item.video_url.startsWith('https://') && item.poster.startsWith('/sim-assets/'))).toBe(true);
  });

  it('/news/: the articles alone', async () => {
    const list = v.parse(newsListSchema, (await postContent('/news/', lang)).body);
    expect(list.data.length).toBeGreaterThan(9);
    expect(list.data[0]?.title).toMatch(script);
  });

  it('/news/details/ finds an item by its slug in any language and answers in the request language', async () => {
    const entry = NEWS_ENTRIES.find((item) => item.id === 1);
    for (const slug of Object.values(entry?.slug ?? {})) {
      const answer = await postContent('/news/details/', lang, { pid: slug });
      expect(answer.status).toBe(200);
      const article = v.parse(articleSchema, answer.body);
      expect(article.data.id).toBe('1');
      expect(article.data.title).toMatch(script);
      expect(article.data.body).toMatch(/<p>/);
      expect(article.meta_title).toBe(article.data.title);
    }
  });

  it('/news/details/ answers 404 with a localized detail for an unknown slug', async () => {
    const answer = await postContent('/news/details/', lang, { pid: 'no-such-news' });
    expect(answer.status).toBe(404);
    expect((answer.body as { detail: string }).detail).toMatch(script);
    expect((await postContent('/news/details/', lang)).status).toBe(404);
  });
});

describe('news fixtures', () => {
  it('slugs differ per language and no two entries share one', () => {
    const all = NEWS_ENTRIES.flatMap((entry) => Object.values(entry.slug));
    expect(new Set(all).size).toBe(all.length);
    for (const entry of NEWS_ENTRIES) expect(entry.slug.en).toMatch(/^[a-z0-9-]+$/);
  });

  it('the home page links to news items that resolve', async () => {
    const home = v.parse(homeSchema, (await postContent('/home/', 'en')).body);
    for (const card of home.newsData.data) {
      expect((await postContent('/news/details/', 'en', { pid: card.slug })).status).toBe(200);
    }
  });

  it('one article carries hostile HTML (script, onerror, javascript: link) for the SafeHtml checks', async () => {
    const hostile = NEWS_ENTRIES.filter((entry) => /<script/.test(entry.body.en) && /onerror=/.test(entry.body.en) && /javascript:/.test(entry.body.en));
    expect(hostile.map((entry) => entry.slug.en)).toEqual(['beware-of-fake-messages']);
  });

  it('forced errors work on the list endpoints', async () => {
    forceEndpoint('/news-and-videos/', '500', 1);
    expect((await postContent('/news-and-videos/', 'en')).status).toBe(500);
    expect((await postContent('/news-and-videos/', 'en')).status).toBe(200);
  });
});
