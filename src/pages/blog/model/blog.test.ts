import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type BlogCategory, type BlogPage, type ContentItem } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { NO_PROPS } from '@/shared/test/gates';
import { navigations } from '@/shared/test/navigations';
import { $category, $posts, $postsFailed, blogQuery, categoryChosen, loadBlogCategoryFx, loadBlogPageFx, postsQuery } from './blog';

const post = (id: number, category: string, lang = 'en'): ContentItem => ({
  id: String(id),
  date: '2026-11-01',
  title: `Post ${id} (${lang})`,
  description: '',
  video_url: '',
  poster: '',
  img: '',
  featured: false,
  category,
  charid_arm: `p${id}-hy`,
  charid_eng: `p${id}-en`,
  charid_rus: `p${id}-ru`,
});

const section = (data: ContentItem[]) => ({ title: 'T', mini_title: 'M', data });

const page = (lang = 'en'): BlogPage => ({
  meta_title: `Blog (${lang})`,
  meta_description: '',
  meta_keywords: '',
  category_list: [
    { label: 'Car', slug: 'car' },
    { label: 'Business', slug: 'business' },
  ],
  data: { top: section([post(1, 'car', lang)]), blog: section([post(1, 'car', lang), post(2, 'travel', lang)]), videos: section([]), news: section([]) },
});

const categoryAnswer = (category: string, data: ContentItem[]): BlogCategory => ({ ...section(data), category });

describe('blog page model', () => {
  it('without a category, shows every post of the page and asks for no category', async () => {
    const loadCategory = vi.fn();
    const scope = fork({ handlers: [[loadBlogPageFx, async () => page()], [loadBlogCategoryFx, loadCategory]] });
    await allSettled(blogQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(postsQuery.Gate.open, { scope, params: { category: null } });
    expect(scope.getState($posts)?.map((item) => item.id)).toEqual(['1', '2']);
    expect(loadCategory).not.toHaveBeenCalled();
  });

  it("a category in the address shows that category's posts; an empty category is an empty list", async () => {
    // An attached effect's mocked handler gets (source, params).
    const loadCategory = vi.fn(async (_: unknown, { category }: { category: string }) =>
      categoryAnswer(category, category === 'car' ? [post(1, 'car')] : []),
    );
    const scope = fork({ handlers: [[loadBlogPageFx, async () => page()], [loadBlogCategoryFx, loadCategory]] });
    await allSettled(blogQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(postsQuery.Gate.open, { scope, params: { category: 'car' } });
    expect(scope.getState($category)).toBe('car');
    expect(scope.getState($posts)?.map((item) => item.id)).toEqual(['1']);
    // The address changes to another category: its posts replace the list (null while loading).
    const switched = allSettled(postsQuery.Gate.open, { scope, params: { category: 'business' } });
    expect(scope.getState($posts)).toBeNull();
    await switched;
    expect(scope.getState($posts)).toEqual([]);
    expect(loadCategory.mock.calls.map((call) => call[1])).toEqual([{ category: 'car' }, { category: 'business' }]);
  });

  it('choosing a category in the select goes to its address; choosing the current one does nothing', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadBlogPageFx, async () => page()], [loadBlogCategoryFx, async () => categoryAnswer('car', [])], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(postsQuery.Gate.open, { scope, params: { category: null } });
    await allSettled(categoryChosen, { scope, params: 'car' });
    await allSettled(categoryChosen, { scope, params: null });
    expect(navigations(navigate)).toEqual([{ href: '/ru/blog?category=car' }]);
  });

  it('a failed category load is a retryable failure of the posts only', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [loadBlogPageFx, async () => page()],
        [
          loadBlogCategoryFx,
          async () => {
            if (fail) throw new ApiError({ kind: 'server-error', status: 500 });
            return categoryAnswer('car', [post(1, 'car')]);
          },
        ],
      ],
    });
    await allSettled(blogQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(postsQuery.Gate.open, { scope, params: { category: 'car' } });
    expect(scope.getState($postsFailed)).toBe(true);
    expect(scope.getState(blogQuery.$data)).not.toBeNull();
    fail = false;
    await allSettled(postsQuery.retried, { scope });
    expect(scope.getState($postsFailed)).toBe(false);
    expect(scope.getState($posts)?.map((item) => item.id)).toEqual(['1']);
  });

  it('a failed page load can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce(page());
    const scope = fork({ handlers: [[loadBlogPageFx, load]] });
    await allSettled(blogQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(blogQuery.$failed)).toBe(true);
    await allSettled(blogQuery.retried, { scope });
    expect(scope.getState(blogQuery.$failed)).toBe(false);
    expect(scope.getState(blogQuery.$data)?.meta_title).toBe('Blog (en)');
  });

  it('a language switch reloads the page and the category in the new language', async () => {
    const loadPage = vi.fn(async () => page('ru'));
    const loadCategory = vi.fn(async () => categoryAnswer('car', [post(1, 'car', 'ru')]));
    const scope = fork({ handlers: [[loadBlogPageFx, loadPage], [loadBlogCategoryFx, loadCategory]] });
    await allSettled(blogQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(postsQuery.Gate.open, { scope, params: { category: 'car' } });
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadCategory).toHaveBeenCalledTimes(2);
    expect(scope.getState($posts)?.[0]?.title).toBe('Post 1 (ru)');
  });
});
