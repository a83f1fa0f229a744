import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFoundPage } from '@/pages/not-found';

const meta = {
  title: 'pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/notfound' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
