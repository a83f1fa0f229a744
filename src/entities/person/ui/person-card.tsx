import { Trans } from '@lingui/react/macro';
import { Badge, Image, Stack, Text, UnstyledButton } from '@mantine/core';
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
          <Badge variant="light" size="sm" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {person.nomination}
          </Badge>
        ) : null}
        <Text size="xs" c="brand.7" fw={600}>
          <Trans>More</Trans>
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
