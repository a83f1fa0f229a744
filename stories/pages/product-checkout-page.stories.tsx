import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { ProductCheckoutPage } from '@/pages/product';
import { loadProductFx } from '@/pages/product/testing';
import { $token, ApiError } from '@/shared/api';
import { customerFixture, productFixture, tokenFixture } from '../fixtures';
import { mock, never, perLang, set } from '../support/scope';

const meta = {
  title: 'pages/product/ProductCheckoutPage',
  component: ProductCheckoutPage,
  args: { productRef: { type: 'personal', categoryId: '1', productId: 'appa' } },
  parameters: { layout: 'fullscreen', route: '/services/personal/1/appa/checkout' },
} satisfies Meta<typeof ProductCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [set($user, customerFixture), set($token, tokenFixture)];

/** CMTPL for a signed-in customer: the three steps, the card commission, the way into the wizard. */
export const Loaded: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      values: signedIn,
      handlers: [mock(loadProductFx, async () => productFixture(lang, { charid: 'appa', parentcharid: 'car', type: 'personal' }))],
    })),
  },
};

/** A product that is not sold online: the checkout says so and offers a call. */
export const NotSoldOnline: Story = {
  args: { productRef: { type: 'personal', categoryId: '1', productId: 'casco' } },
  parameters: {
    route: '/services/personal/1/casco/checkout',
    effector: perLang(({ lang }) => ({
      values: signedIn,
      handlers: [mock(loadProductFx, async () => productFixture(lang, { charid: 'casco', parentcharid: 'car', type: 'personal' }))],
    })),
  },
};

/** The product is on its way. */
export const Skeleton: Story = { parameters: { effector: { values: signedIn, handlers: [mock(loadProductFx, never)] } } };

/** The product could not be loaded: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      values: signedIn,
      handlers: [
        mock(loadProductFx, async () => {
          throw new ApiError({ kind: 'network' });
        }),
      ],
    },
  },
};
