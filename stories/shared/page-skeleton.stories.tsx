import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageSkeleton } from '@/shared/ui';

const meta = {
  title: 'shared/PageSkeleton',
  component: PageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the main area shows while a page's code and data load (the router's pending component). */
export const Default: Story = {};
