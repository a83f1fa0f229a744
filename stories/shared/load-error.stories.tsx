import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LoadError } from '@/shared/ui';

const meta = {
  title: 'shared/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's content could not be loaded: what happened, and a retry. */
export const Default: Story = {};

/** The whole page failed: the error stands in for it, with its document title. */
export const WholePage: Story = { args: { pageTitle: "Contacts" } };

/** A block inside a page (the latest news beside an item, a blog category) failed. */
export const Compact: Story = { args: { compact: true, title: 'The latest news could not be loaded' } };
