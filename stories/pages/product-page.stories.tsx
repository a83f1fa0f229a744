import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProductPage } from '@/pages/product';
import { loadProductFx } from '@/pages/product/testing';
import { ApiError } from '@/shared/api';
import { productFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/product/ProductPage',
  component: ProductPage,
  args: { productRef: { type: 'personal', categoryId: '1', productId: 'justCasco' } },
  parameters: { layout: 'fullscreen', route: '/services/personal/1/justCasco' },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just Casco: sold online and priced by a calculator; facts, cover, exclusions, documents, other products. */
export const Loaded: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      handlers: [mock(loadProductFx, async () => productFixture(lang, { charid: 'justCasco', parentcharid: 'car', type: 'personal' }))],
    })),
  },
};

/** A corporate product: no online purchase, a call and the contacts instead. */
export const NotSoldOnline: Story = {
  args: { productRef: { type: 'corporate', categoryId: '15', productId: 'cargo' } },
  parameters: {
    route: '/services/corporate/15/cargo',
    effector: perLang(({ lang }) => ({
      handlers: [mock(loadProductFx, async () => productFixture(lang, { charid: 'cargo', parentcharid: 'cargo', type: 'corporate' }))],
    })),
  },
};

/** The product is on its way. */
export const Skeleton: Story = { parameters: { effector: { handlers: [mock(loadProductFx, never)] } } };

/** The product could not be loaded (e.g. a 500): the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadProductFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
