import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title (the page's outline decides). */
  order?: 2 | 3 | 4;
}

/** A list with nothing to show: what happened and, in `children`, what the visitor can do next. */
export function EmptyState({ title, children, icon, order = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0" data-testid="empty-state">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          {icon ?? <IconInbox size={28} />}
        </ThemeIcon>
        <Title order={order} size="h4">
          {title}
        </Title>
        {children ? <Text c="gray.7" component="div">{children}</Text> : null}
      </Stack>
    </Paper>
  );
}
