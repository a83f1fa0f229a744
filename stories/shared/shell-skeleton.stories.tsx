import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ShellSkeleton } from '@/shared/ui';

const meta = {
  title: 'shared/ShellSkeleton',
  component: ShellSkeleton,
} satisfies Meta<typeof ShellSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const CASES = [
  { height: 14, width: 90, radius: 'sm' as const },
  { height: 28, width: 240 },
  { height: 12, width: '60%' },
  { height: 80, radius: 'lg' as const },
];

/** Left: the shell's skeleton (no Mantine code); right: Mantine's `Skeleton` with the same props. They must match. */
export const MatchesMantine: Story = {
  // Two columns of 320 px side by side on purpose (the visual spec's sideways check skips it).
  tags: ['wider-than-phone'],
  render: () => (
    <SimpleGrid cols={2} maw={640}>
      <Stack>
        {CASES.map((props, index) => (
          <ShellSkeleton key={index} {...props} />
        ))}
      </Stack>
      <Stack>
        {CASES.map((props, index) => (
          <Skeleton key={index} {...props} />
        ))}
      </Stack>
    </SimpleGrid>
  ),
};
