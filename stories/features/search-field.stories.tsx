import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SearchField } from '@/features/search-site';
import { $searchQuery } from '@/features/search-site/testing';
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
