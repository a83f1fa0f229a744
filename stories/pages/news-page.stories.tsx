import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NewsPage } from '@/pages/news';
import { loadNewsPageFx } from '@/pages/news/testing';
import { ApiError } from '@/shared/api';
import { newsPageFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/news/NewsPage',
  component: NewsPage,
  parameters: { layout: 'fullscreen', route: '/news' },
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = perLang(({ lang }) => ({ handlers: [mock(loadNewsPageFx, async () => newsPageFixture(lang))] }));

/** /news: the first nine news items, the page links, the videos and the subscription. */
export const Loaded: Story = { parameters: { effector: loaded } };

/** /news?page=2: the rest of the list. */
export const SecondPage: Story = { args: { page: 2 }, parameters: { route: '/news?page=2', effector: loaded } };

/** No news at all: the empty state (the videos still show). */
export const Empty: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      handlers: [
        mock(loadNewsPageFx, async () => {
          const page = newsPageFixture(lang);
          return { ...page, data: { ...page.data, news: { ...page.data.news, data: [] } } };
        }),
      ],
    })),
  },
};

/** While /news-and-videos/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadNewsPageFx, never)] } } };

/** /news-and-videos/ failed: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadNewsPageFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
