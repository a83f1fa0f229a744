import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CustomersPage } from '@/pages/customers';
import { loadCustomersFx } from '@/pages/customers/testing';
import { ApiError } from '@/shared/api';
import { customersFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/customers/CustomersPage',
  component: CustomersPage,
  parameters: { layout: 'fullscreen', route: '/customers' },
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /customers: every customer story. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadCustomersFx, async () => customersFixture(lang))] })) },
};

/** No stories yet. */
export const Empty: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadCustomersFx, async () => ({ ...customersFixture(lang), data: [] }))] })) },
};

/** While /customers/ loads. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadCustomersFx, never)] } } };

/** /customers/ failed: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadCustomersFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
