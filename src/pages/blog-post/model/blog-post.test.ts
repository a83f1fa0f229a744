import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Article } from '@/shared/api';
import { $pageAlternates, languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { blogPostQuery, loadBlogPostFx } from './blog-post';

const post = (lang: string): Article => ({
  meta_title: `Post (${lang})`,
  meta_description: '',
  meta_keywords: '',
  data: {
    id: '1',
    date: '2026-11-10',
    title: 'T',
    description: '',
    video_url: '',
    poster: '',
    img: '',
    featured: false,
    category: 'car',
    category_label: 'Car',
    body: '<p>x</p>',
    charid_arm: 'appa-apka-te-kasko',
    charid_eng: 'cmtpl-voluntary-mtpl-or-casco',
    charid_rus: 'osago-dsago-ili-kasko',
  },
});

describe('blog post page model', () => {
  it('loads the post by the slug (pid), publishes its addresses, reloads on a language switch', async () => {
    const load = vi.fn(async () => post('hy'));
    const scope = fork({ handlers: [[loadBlogPostFx, load], [navigateFx, vi.fn()]] });
    await allSettled(blogPostQuery.Gate.open, { scope, params: { slug: 'appa-apka-te-kasko' } });
    expect(load.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ pid: 'appa-apka-te-kasko' }]);
    expect(scope.getState($pageAlternates)).toEqual({
      hy: '/blog/appa-apka-te-kasko',
      en: '/blog/cmtpl-voluntary-mtpl-or-casco',
      ru: '/blog/osago-dsago-ili-kasko',
    });
    await allSettled(languageDetected, { scope, params: 'en' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failure can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500 })).mockResolvedValueOnce(post('hy'));
    const scope = fork({ handlers: [[loadBlogPostFx, load], [navigateFx, vi.fn()]] });
    await allSettled(blogPostQuery.Gate.open, { scope, params: { slug: 'appa-apka-te-kasko' } });
    expect(scope.getState(blogPostQuery.$failed)).toBe(true);
    await allSettled(blogPostQuery.retried, { scope });
    expect(scope.getState(blogPostQuery.$data)?.meta_title).toBe('Post (hy)');
  });
});
