import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CustomerStoryPage } from '@/pages/customer-story';
import { loadCustomerStoryFx } from '@/pages/customer-story/testing';
import { ApiError } from '@/shared/api';
import { customerStoryFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/customers/CustomerStoryPage',
  component: CustomerStoryPage,
  args: { slug: 'garni-logistics' },
  parameters: { layout: 'fullscreen', route: '/customers/garni-logistics' },
} satisfies Meta<typeof CustomerStoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story: the company, what happened, the customer's words and the covers they use. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadCustomerStoryFx, async () => customerStoryFixture(lang, 1))] })) },
};

/** While /customers/details/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadCustomerStoryFx, never)] } } };

/** /customers/details/ failed (not a 404): the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadCustomerStoryFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
