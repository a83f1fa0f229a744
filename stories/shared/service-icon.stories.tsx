import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { serviceIcons } from '@/shared/api/testing';
import { ServiceIcon } from '@/shared/ui';

const meta = {
  title: 'shared/ServiceIcon',
  component: ServiceIcon,
  args: { name: 'car', size: 32 },
} satisfies Meta<typeof ServiceIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon name the content API may send, plus an unknown name (falls back to the shield). */
export const AllNames: Story = {
  render: ({ size }) => (
    <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="lg">
      {[...serviceIcons, 'unknown-name'].map((name) => (
        <Stack key={name} align="center" gap={6} c="brand.7">
          <ServiceIcon name={name} size={size} />
          <Text size="xs" c="gray.8" ff="monospace">
            {name}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  ),
};

/** Sizes used by the tiles (32) and by smaller lists. */
export const Sizes: Story = {
  render: ({ name }) => (
    <Group c="brand.7" align="end">
      {[16, 24, 32, 48].map((size) => (
        <ServiceIcon key={size} name={name} size={size} />
      ))}
    </Group>
  ),
};
