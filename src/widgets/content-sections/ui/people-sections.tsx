import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { fullName, PersonCard, PersonDetails } from '@/entities/person';
import type { ContentSectionOf, Person } from '@/shared/api';
import { $openedPerson, personOpened, popupClosed } from '../model/sections';
import { SectionFrame } from './section-frame';

function PeopleGrid({ persons }: { persons: Person[] }) {
  const open = useUnit(personOpened);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {persons.map((person) => (
        <PersonCard key={person.id} person={person} onOpen={open} />
      ))}
    </SimpleGrid>
  );
}

/** Subtitle cards with a detail popup (leadership). */
export function LeadershipSection({ section }: { section: ContentSectionOf<'leadership'> }) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle} anchor={section.anchor} type={section.type}>
      <PeopleGrid persons={section.persons} />
    </SectionFrame>
  );
}

/** Multi-sub-cards (team): groups of people, each card opening the same popup. */
export function TeamSection({ section }: { section: ContentSectionOf<'team'> }) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle} anchor={section.anchor} type={section.type}>
      {section.groups.map((group) => (
        <Stack key={group.title} gap="sm">
          <Title order={3}>{group.title}</Title>
          <PeopleGrid persons={group.persons} />
        </Stack>
      ))}
    </SectionFrame>
  );
}

/** The person popup. The page scroll is locked by the model (not by the modal), so it is restored on close. */
export function PersonPopup() {
  const { t } = useLingui();
  const [person, close] = useUnit([$openedPerson, popupClosed]);
  return (
    <Modal
      opened={person !== null}
      onClose={() => close()}
      lockScroll={false}
      size="lg"
      centered
      title={person ? fullName(person) : ''}
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="person-popup"
    >
      {person ? <PersonDetails person={person} withName={false} /> : null}
    </Modal>
  );
}
