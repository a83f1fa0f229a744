import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OfflineBanner } from '@/shared/ui';

const meta = {
  title: 'shared/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true, waiting: 0 },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser is offline: a quiet strip along the bottom of the window. */
export const Offline: Story = {};

/** Offline with presses held until the connection is back (counted, in each language's plural). */
export const RequestsWaiting: Story = { args: { waiting: 2 } };
