import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ServiceCategoryPage } from '@/pages/services';
import { ApiError, fetchServiceGroupFx } from '@/shared/api';
import { groupFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/services/ServiceCategoryPage',
  component: ServiceCategoryPage,
  args: { type: 'personal', categoryId: 1 },
  parameters: { layout: 'fullscreen', route: '/services/personal/1' },
} satisfies Meta<typeof ServiceCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Personal car insurance: products sold online carry a badge. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(fetchServiceGroupFx, async () => groupFixture(lang, 1))] })) },
};

/** A corporate group (cargo): nothing is sold online. */
export const Corporate: Story = {
  args: { type: 'corporate', categoryId: 15 },
  parameters: {
    route: '/services/corporate/15',
    effector: perLang(({ lang }) => ({ handlers: [mock(fetchServiceGroupFx, async () => groupFixture(lang, 15))] })),
  },
};

/** The group is on its way. */
export const Skeleton: Story = { parameters: { effector: { handlers: [mock(fetchServiceGroupFx, never)] } } };

/** The group could not be loaded: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(fetchServiceGroupFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
