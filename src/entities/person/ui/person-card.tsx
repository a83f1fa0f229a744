import { Trans } from '@lingui/react/macro';
import { Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { Person } from '@/shared/api';
import classes from './person.module.css';

export const fullName = (person: Pick<Person, 'name' | 'surname'>) => `${person.name} ${person.surname}`.trim();

/** A person as a card that opens their details (leadership, team). */
export function PersonCard({ person, onOpen }: { person: Person; onOpen: (person: Person) => void }) {
  return (
    <UnstyledButton className={classes.card} onClick={() => onOpen(person)} aria-haspopup="dialog" data-testid={`person-${person.id}`}>
      <Stack gap="xs" align="center" ta="center">
        {person.photo ? <Image src={person.photo} alt="" w={112} h={112} radius={999} fit="cover" /> : null}
        <Text fw={700}>{fullName(person)}</Text>
        <Text size="sm" c="gray.7">
          {person.position}
        </Text>
        {person.nomination ? (
          <Text size="xs" fw={700} c="brand.8" tt="uppercase">
            <IconAward size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
            {person.nomination}
          </Text>
        ) : null}
        <Text size="xs" c="brand.7" fw={600}>
          <Trans>More</Trans>
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
