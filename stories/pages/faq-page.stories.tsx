import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FaqPage } from '@/pages/faq';
import { loadFaqFx } from '@/pages/faq/testing';
import { ApiError } from '@/shared/api';
import { faqPageFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/faq/FaqPage',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: '/faq' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /faq: the first category (car) with its questions closed. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadFaqFx, async () => faqPageFixture(lang))] })) },
};

/** /faq?category=travel#faq-8: another category from the address, with the linked question open. */
export const CategoryWithOpenQuestion: Story = {
  args: { category: 'travel' },
  parameters: {
    route: '/faq?category=travel#faq-8',
    effector: perLang(({ lang }) => ({ handlers: [mock(loadFaqFx, async () => faqPageFixture(lang))] })),
  },
};

/** A category the backend has no questions for yet. */
export const EmptyCategory: Story = {
  args: { category: 'cargo' },
  parameters: {
    effector: perLang(({ lang }) => ({
      handlers: [
        mock(loadFaqFx, async () => {
          const page = faqPageFixture(lang);
          return { ...page, data: page.data.map((category) => (category.charid === 'cargo' ? { ...category, data: [] } : category)) };
        }),
      ],
    })),
  },
};

/** While /faq/ loads: the skeleton of the page. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadFaqFx, never)] } } };

/** /faq/ failed: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadFaqFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
