import { Anchor, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AppLink } from '@/shared/ui';
import { L } from '../support/text';

const meta = {
  title: 'shared/AppLink',
  component: AppLink,
  args: { to: '/news' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paths from content data get the language prefix (none in Armenian, /en/… in English). */
export const Links: Story = {
  render: () => (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        <L hy="Կայքի հղումներ (առանց լեզվի նախածանցի)" en="Site links (language-free paths)" ru="Ссылки сайта (пути без языка)" />
      </Text>
      <Anchor component={AppLink} to="/news">
        <L hy="Նորություններ" en="News" ru="Новости" />
      </Anchor>
      <Anchor component={AppLink} to="/company/about/reports#2025">
        <L hy="Հաշվետվություններ" en="Reports" ru="Отчёты" />
      </Anchor>
      <Text size="sm" c="gray.7" mt="sm">
        <L hy="Արտաքին հղում" en="External link" ru="Внешняя ссылка" />
      </Text>
      <Anchor component={AppLink} to="https://www.cba.am" target="_blank">
        www.cba.am
      </Anchor>
    </Stack>
  ),
};
