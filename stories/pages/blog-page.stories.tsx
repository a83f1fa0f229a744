import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BlogPage } from '@/pages/blog';
import { loadBlogCategoryFx, loadBlogPageFx } from '@/pages/blog/testing';
import { ApiError } from '@/shared/api';
import { blogCategoryFixture, blogPageFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/blog/BlogPage',
  component: BlogPage,
  parameters: { layout: 'fullscreen', route: '/blog' },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withCategory = (category: string) =>
  perLang(({ lang }) => ({
    handlers: [mock(loadBlogPageFx, async () => blogPageFixture(lang)), mock(loadBlogCategoryFx, async () => blogCategoryFixture(lang, category))],
  }));

/** /blog: featured post, topic filter (links on wide screens, a select on phones), posts slider, videos, news. */
export const Loaded: Story = { parameters: { effector: withCategory('') } };

/** /blog?category=travel: the posts of one topic. */
export const Category: Story = { args: { category: 'travel' }, parameters: { route: '/blog?category=travel', effector: withCategory('travel') } };

/** /blog?category=business: a topic without posts yet. */
export const EmptyCategory: Story = { args: { category: 'business' }, parameters: { route: '/blog?category=business', effector: withCategory('business') } };

/** The topic's posts are loading; the rest of the page is there. */
export const CategoryLoading: Story = {
  args: { category: 'car' },
  parameters: {
    route: '/blog?category=car',
    effector: perLang(({ lang }) => ({ handlers: [mock(loadBlogPageFx, async () => blogPageFixture(lang)), mock(loadBlogCategoryFx, never)] })),
  },
};

/** The topic's posts failed: a retry in their place. */
export const CategoryFailed: Story = {
  args: { category: 'car' },
  parameters: {
    route: '/blog?category=car',
    effector: perLang(({ lang }) => ({
      handlers: [
        mock(loadBlogPageFx, async () => blogPageFixture(lang)),
        mock(loadBlogCategoryFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    })),
  },
};

/** While /blog-and-videos/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadBlogPageFx, never)] } } };

/** /blog-and-videos/ failed: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadBlogPageFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
