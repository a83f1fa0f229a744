import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $searchQuery, SearchField } from '@/features/search-site';
import { perLang, set } from '../support/scope';

const meta = {
  title: 'features/search-site/SearchField',
  component: SearchField,
  decorators: [
    (Story) => (
      <Box maw={280}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder. */
export const Empty: Story = {};

/** With a query typed in. */
export const WithQuery: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({ values: [set($searchQuery, { hy: 'ԿԱՍԿՈ', en: 'CASCO', ru: 'КАСКО' }[lang])] })),
  },
};
