import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BlogPostPage } from '@/pages/blog-post';
import { loadBlogPostFx } from '@/pages/blog-post/testing';
import { ApiError } from '@/shared/api';
import { blogPostFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/blog/BlogPostPage',
  component: BlogPostPage,
  args: { slug: 'cmtpl-voluntary-mtpl-or-casco' },
  parameters: { layout: 'fullscreen', route: '/blog/cmtpl-voluntary-mtpl-or-casco' },
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog post: topic, title, date, picture, lead and body. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadBlogPostFx, async () => blogPostFixture(lang, 1))] })) },
};

/** While /blog/details/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadBlogPostFx, never)] } } };

/** /blog/details/ failed (not a 404): the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadBlogPostFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
