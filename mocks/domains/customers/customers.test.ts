import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customerStoryPageSchema, customersPageSchema } from '@/shared/api';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';
import { scriptOf } from '../../test/scripts';
import { CUSTOMER_STORIES } from './fixtures';

describe.each(SERVER_LANGS)('customer stories in %s', (lang) => {
  const script = scriptOf(lang);

  it('/customers/ lists every story, newest first', async () => {
    const page = v.parse(customersPageSchema, (await postContent('/customers/', lang)).body);
    expect(page.title).toMatch(script);
    expect(page.data).toHaveLength(CUSTOMER_STORIES.length);
    expect(page.data[0]?.company).toMatch(script);
    expect(page.data.map((story) => story.date)).toEqual([...page.data.map((story) => story.date)].sort().reverse());
  });

  it('/customers/details/ (cid) gives the story with its quote and covers; 404 for an unknown slug', async () => {
    const story = CUSTOMER_STORIES[0];
    const answer = await postContent('/customers/details/', lang, { cid: story?.slug.am ?? '' });
    expect(answer.status).toBe(200);
    const page = v.parse(customerStoryPageSchema, answer.body);
    expect(page.data.body).toMatch(script);
    expect(page.data.quote?.author).toMatch(script);
    expect(page.data.services.every((service) => service.link.startsWith('/services/corporate/'))).toBe(true);
    expect((await postContent('/customers/details/', lang, { cid: 'nobody' })).status).toBe(404);
  });
});
