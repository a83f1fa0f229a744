import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NewsItemPage } from '@/pages/news-item';
import { loadLatestNewsFx, loadNewsItemFx } from '@/pages/news-item/testing';
import { ApiError } from '@/shared/api';
import { newsItemFixture, newsListFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/news/NewsItemPage',
  component: NewsItemPage,
  args: { slug: 'cmtpl-online-24-7' },
  parameters: { layout: 'fullscreen', route: '/news/cmtpl-online-24-7' },
} satisfies Meta<typeof NewsItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withItem = (id: number) =>
  perLang(({ lang }) => ({
    handlers: [mock(loadNewsItemFx, async () => newsItemFixture(lang, id)), mock(loadLatestNewsFx, async () => newsListFixture(lang))],
  }));

/** A news item: picture, lead, body, and the latest news beside it. */
export const Loaded: Story = { parameters: { effector: withItem(1) } };

/** A video item: the poster with a play button; the player loads only on click. */
export const Video: Story = { args: { slug: 'cmtpl-in-3-minutes-video' }, parameters: { effector: withItem(101) } };

/** Item 7 has a script, an onerror handler and a javascript: link in its body: rendered inert. */
export const HostileHtmlInert: Story = { args: { slug: 'beware-of-fake-messages' }, parameters: { effector: withItem(7) } };

/** The latest news failed: only that column shows a retry. */
export const LatestNewsFailed: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      handlers: [
        mock(loadNewsItemFx, async () => newsItemFixture(lang, 1)),
        mock(loadLatestNewsFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    })),
  },
};

/** While /news/details/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadNewsItemFx, never), mock(loadLatestNewsFx, never)] } } };

/** /news/details/ failed (not a 404): the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadNewsItemFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
        mock(loadLatestNewsFx, never),
      ],
    },
  },
};
