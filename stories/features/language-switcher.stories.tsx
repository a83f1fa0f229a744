import { Group } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LanguageSwitcher } from '@/features/switch-language';

const meta = {
  title: 'features/switch-language/LanguageSwitcher',
  component: LanguageSwitcher,
  // The links keep the rest of the path: on /company/about they point at /en/company/about and /ru/…
  parameters: { route: '/company/about' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current language is filled; every language names itself. */
export const Sizes: Story = {
  render: () => (
    <Group gap="xl">
      <LanguageSwitcher />
      <LanguageSwitcher size="sm" />
      <LanguageSwitcher size="md" />
    </Group>
  ),
};

/** On the dark top bar of the header (xs, the default). */
export const OnTopBar: Story = {
  render: () => (
    <Group bg="brand.9" p="xs" justify="flex-end">
      <LanguageSwitcher />
    </Group>
  ),
};
