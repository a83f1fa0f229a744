import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProductTermsPage } from '@/pages/product-terms';
import { ApiError, fetchProductTermsFx } from '@/shared/api';
import { termsFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/product-terms/ProductTermsPage',
  component: ProductTermsPage,
  args: { id: 401 },
  parameters: { layout: 'fullscreen', route: '/product/terms/401' },
} satisfies Meta<typeof ProductTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home insurance terms: version, date in force, Print, the seven sections. */
export const Loaded: Story = {
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(fetchProductTermsFx, async () => termsFixture(lang, 401))] })) },
};

/** The terms are on their way. */
export const Skeleton: Story = { parameters: { effector: { handlers: [mock(fetchProductTermsFx, never)] } } };

/** The terms could not be loaded: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(fetchProductTermsFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
