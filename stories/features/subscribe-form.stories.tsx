import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SubscribeForm } from '@/features/subscribe-newsletter';
import { $subscribed, $subscribeEmail, $subscribeError } from '@/features/subscribe-newsletter/testing';
import { set } from '../support/scope';

const meta = {
  title: 'features/subscribe-newsletter/SubscribeForm',
  component: SubscribeForm,
  decorators: [
    (Story) => (
      <Box maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Not an e-mail address. */
export const InvalidEmail: Story = {
  parameters: { effector: { values: [set($subscribeEmail, 'anna.hakobyan@'), set($subscribeError, { type: 'email' })] } },
};

/** Submitted empty. */
export const Required: Story = { parameters: { effector: { values: [set($subscribeError, { type: 'required' })] } } };

/** Done: the thank-you line under the form. */
export const Subscribed: Story = { parameters: { effector: { values: [set($subscribed, true)] } } };
