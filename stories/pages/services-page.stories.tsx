import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ServicesPage } from '@/pages/services';
import { ApiError, fetchServicesCatalogueFx } from '@/shared/api';
import { catalogueFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/services/ServicesPage',
  component: ServicesPage,
  parameters: { layout: 'fullscreen', route: '/services' },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = perLang(({ lang }) => ({ handlers: [mock(fetchServicesCatalogueFx, async () => catalogueFixture(lang))] }));

/** /services: both sides, each service group with its products. */
export const Overview: Story = { parameters: { effector: loaded } };

/** /services/corporate: one side; the switch marks it. */
export const Corporate: Story = { args: { type: 'corporate' }, parameters: { effector: loaded, route: '/services/corporate' } };

/** The catalogue is on its way. */
export const Skeleton: Story = { parameters: { effector: { handlers: [mock(fetchServicesCatalogueFx, never)] } } };

/** The catalogue could not be loaded: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(fetchServicesCatalogueFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
