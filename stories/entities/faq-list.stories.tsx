import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FaqList } from '@/entities/faq';
import { isLang } from '@/shared/i18n';
import { faqPageFixture } from '../fixtures';

const meta = {
  title: 'entities/faq/FaqList',
  component: FaqList,
  args: { items: [] },
  render: (args, { globals }) => <FaqList {...args} items={faqPageFixture(isLang(globals.lang) ? globals.lang : 'hy').data[0]?.data ?? []} />,
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions of a category, all closed (as on a product page). */
export const Closed: Story = {};

/** One answer open (a link to #faq-2): an ordered list inside. */
export const OneOpen: Story = { args: { openId: '2' } };
