import { Avatar, Group, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $fullName, $user } from '../model/session';

/** Avatar and name of the signed-in customer, in the page's language. */
export function UserBadge({ compact = false }: { compact?: boolean }) {
  const [user, name] = useUnit([$user, $fullName]);
  if (!user) return null;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  return (
    <Group gap="xs" wrap="nowrap" data-testid="user-badge">
      <Avatar src={user.avatar ?? undefined} alt={name} radius="xl" size={compact ? 28 : 34} color="brand">
        {initials}
      </Avatar>
      <Text size="sm" fw={600} visibleFrom={compact ? undefined : 'sm'} lineClamp={1}>
        {name}
      </Text>
    </Group>
  );
}
