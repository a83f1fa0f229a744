import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleSchema, blogCategorySchema, blogPageSchema } from '@/shared/api';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';
import { scriptOf } from '../../test/scripts';
import { BLOG_CATEGORIES, BLOG_POSTS } from './fixtures';

describe.each(SERVER_LANGS)('blog endpoints in %s', (lang) => {
  const script = scriptOf(lang);

  it('/blog-and-videos/ has the blog response of the spec: meta, category_list, top, blog, videos, news', async () => {
    const answer = await postContent('/blog-and-videos/', lang);
    expect(answer.status).toBe(200);
    const page = v.parse(blogPageSchema, answer.body);
    expect(page.meta_title).toMatch(script);
    expect(page.meta_description).toMatch(script);
    expect(page.category_list.map((category) => category.slug)).toEqual(BLOG_CATEGORIES.map((category) => category.slug));
    expect(page.category_list[0]?.label).toMatch(script);
    const { top, blog, videos, news } = page.data;
    for (const section of [top, blog, videos, news]) {
      expect(section.title).toMatch(script);
      expect(section.mini_title).toMatch(script);
    }
    expect(top.data).toHaveLength(1);
    expect(blog.data.length).toBe(BLOG_POSTS.length);
    expect(videos.data.every((item) => item.video_url !== '' && item.poster !== '')).toBe(true);
    expect(news.data.length).toBe(4);
    for (const item of blog.data) {
      expect(item.charid_arm).not.toBe(item.charid_eng);
      expect(item.category).not.toBe('');
    }
  });

  it('/blog/ filters by category; "business" has no posts; no category is every post', async () => {
    const car = v.parse(blogCategorySchema, (await postContent('/blog/', lang, { category: 'car' })).body);
    expect(car.category).toBe('car');
    expect(car.data.length).toBeGreaterThan(0);
    expect(car.data.every((item) => item.category === 'car')).toBe(true);
    const business = v.parse(blogCategorySchema, (await postContent('/blog/', lang, { category: 'business' })).body);
    expect(business.data).toEqual([]);
    const all = v.parse(blogCategorySchema, (await postContent('/blog/', lang)).body);
    expect(all.data).toHaveLength(BLOG_POSTS.length);
  });

  it('/blog/ answers 404 for an unknown category', async () => {
    const answer = await postContent('/blog/', lang, { category: 'no-such-category' });
    expect(answer.status).toBe(404);
    expect((answer.body as { detail: string }).detail).toMatch(script);
  });

  it('/blog/details/ finds a post by any of its slugs, with its category label; 404 for an unknown slug', async () => {
    const post = BLOG_POSTS[0];
    const article = v.parse(articleSchema, (await postContent('/blog/details/', lang, { pid: post?.slug.en ?? '' })).body);
    expect(article.data.title).toMatch(script);
    expect(article.data.category_label).toMatch(script);
    expect((await postContent('/blog/details/', lang, { pid: post?.slug.ru ?? '' })).status).toBe(200);
    expect((await postContent('/blog/details/', lang, { pid: 'missing' })).status).toBe(404);
  });
});
