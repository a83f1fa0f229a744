import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, faqListSchema, faqPageSchema } from '@/shared/api';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';
import { scriptOf } from '../../test/scripts';

const PERSONAL_GROUPS = [1, 2, 3, 4, 14];
const CORPORATE_GROUPS = [20, 21, 22, 23, 15, 16, 17, 24];

describe.each(SERVER_LANGS)('FAQ endpoints in %s', (lang) => {
  const script = scriptOf(lang);

  it('/faq/ has the 8 categories of the spec, in order, each with several questions', async () => {
    const page = v.parse(faqPageSchema, (await postContent('/faq/', lang)).body);
    expect(page.meta_title).toMatch(script);
    expect(page.data.map((category) => category.charid)).toEqual([...FAQ_CATEGORIES]);
    for (const category of page.data) {
      expect(category.title).toMatch(script);
      expect(category.data.length).toBeGreaterThanOrEqual(3);
      for (const item of category.data) {
        expect(item.question).toMatch(script);
        expect(item.answer).toMatch(/^<(p|ol|ul)>/);
      }
    }
    const ids = page.data.flatMap((category) => category.data.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('/faq/bygroup/ answers for every service group id of the spec', async () => {
    for (const pid of [...PERSONAL_GROUPS, ...CORPORATE_GROUPS]) {
      const answer = await postContent('/faq/bygroup/', lang, { pid: String(pid) });
      expect(answer.status, `group ${pid}`).toBe(200);
      expect(v.parse(faqListSchema, answer.body).data.length, `group ${pid}`).toBeGreaterThan(0);
    }
    expect((await postContent('/faq/bygroup/', lang, { pid: '999' })).status).toBe(404);
  });

  it('/faq/byservice/ takes a service id or charid; a service without questions is an empty list; unknown is 404', async () => {
    const byId = v.parse(faqListSchema, (await postContent('/faq/byservice/', lang, { pid: '101' })).body);
    const byCharid = v.parse(faqListSchema, (await postContent('/faq/byservice/', lang, { pid: 'appa' })).body);
    expect(byId.data.length).toBeGreaterThan(0);
    expect(byCharid).toEqual(byId);
    expect(byId.data[0]?.question).toMatch(script);
    const none = await postContent('/faq/byservice/', lang, { pid: 'roadAssistance' });
    expect(none.status).toBe(200);
    expect(v.parse(faqListSchema, none.body).data).toEqual([]);
    const unknown = await postContent('/faq/byservice/', lang, { pid: 'no-such-service' });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { detail: string }).detail).toMatch(script);
  });
});
