import { Button, Group, Stack } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ShellButton, type ShellButtonStyle } from '@/shared/ui';
import { L } from '../support/text';

const meta = {
  title: 'shared/ShellButton',
  component: ShellButton,
} satisfies Meta<typeof ShellButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const CASES: Array<{ style: ShellButtonStyle; label: ReactNode }> = [
  { style: { variant: 'filled' }, label: <L hy="Հաստատել" en="Confirm" ru="Подтвердить" /> },
  { style: { variant: 'light', leftSection: <IconUserCircle size={18} aria-hidden="true" /> }, label: <L hy="Մուտք" en="Sign in" ru="Вход" /> },
  { style: { variant: 'subtle', color: 'gray', leftSection: <IconLogout size={18} aria-hidden="true" /> }, label: <L hy="Ելք" en="Sign out" ru="Выход" /> },
  { style: { variant: 'filled', size: 'xs', px: 8 }, label: 'ENG' },
  { style: { variant: 'subtle', size: 'xs', px: 8 }, label: 'РУС' },
  { style: { variant: 'filled', size: 'md' }, label: <L hy="Հաստատել" en="Confirm" ru="Подтвердить" /> },
];

/**
 * Each row: the shell's button (left) and Mantine's `Button` with the same props (right). They must look
 * the same: the header uses the shell's button because it renders before Mantine loads.
 */
export const MatchesMantine: Story = {
  render: () => (
    <Stack gap="sm">
      {CASES.map(({ style, label }, index) => (
        <Group key={index} gap="xl">
          <ShellButton {...style}>{label}</ShellButton>
          <Button variant={style.variant} color={style.color} size={style.size} leftSection={style.leftSection} px={style.px}>
            {label}
          </Button>
        </Group>
      ))}
    </Stack>
  ),
};

/** Full width (the mobile drawer's Sign in and Sign out). */
export const FullWidth: Story = {
  render: () => (
    <Stack maw={320}>
      <ShellButton variant="light" fullWidth leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
        <L hy="Մուտք" en="Sign in" ru="Вход" />
      </ShellButton>
      <Button variant="light" fullWidth leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
        <L hy="Մուտք" en="Sign in" ru="Вход" />
      </Button>
    </Stack>
  ),
};
