import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LoadFailed } from '@/shared/ui';

const meta = {
  title: 'shared/LoadFailed',
  component: LoadFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's content could not be loaded: what happened, and a retry. */
export const Default: Story = {};
