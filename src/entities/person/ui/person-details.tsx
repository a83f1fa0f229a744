import { Trans } from '@lingui/react/macro';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { Person } from '@/shared/api';
import { $lang, formatDate } from '@/shared/i18n';
import { SafeHtml } from '@/shared/ui';
import { fullName } from './person-card';

/** Everything about a person: the popup's body. */
export function PersonDetails({ person, withName = true }: { person: Person; withName?: boolean }) {
  const lang = useUnit($lang);
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        {person.photo ? <Image src={person.photo} alt="" w={96} h={96} radius={999} fit="cover" style={{ flexShrink: 0 }} /> : null}
        <Stack gap={4}>
          {withName ? (
            <Title order={2} size="h3">
              {fullName(person)}
            </Title>
          ) : null}
          <Text c="gray.7">{person.position}</Text>
          {person.nomination ? (
            <Text size="sm" fw={700} c="brand.8">
              <IconAward size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
              {person.nomination}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {person.birthDate ? (
        <Text size="sm">
          <Text component="span" c="gray.7" size="sm">
            <Trans>Date of birth</Trans>:{' '}
          </Text>
          {formatDate(person.birthDate, lang)}
        </Text>
      ) : null}
      <Stack component="dl" gap="sm" m={0}>
        {person.details.map((detail) => (
          <div key={detail.label}>
            <Text component="dt" fw={700} size="sm">
              {detail.label}
            </Text>
            <Text component="dd" m={0} size="sm">
              <SafeHtml html={detail.content} />
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
