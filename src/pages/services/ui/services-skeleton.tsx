import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The outline of /services: breadcrumbs, title and intro, the switch, then a grid of group cards per side. */
export function ServicesSkeleton({ sides = 2 }: { sides?: 1 | 2 }) {
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-hidden="true" data-testid="services-skeleton">
      <Stack gap="xl">
        <Skeleton height={14} width={220} />
        <Stack gap="sm">
          <Skeleton height={34} width="min(420px, 80%)" />
          <Skeleton height={16} width="min(640px, 100%)" />
        </Stack>
        <Skeleton height={36} width={320} radius="xl" />
        {Array.from({ length: sides }, (_, side) => (
          <Stack key={side} gap="md">
            <Skeleton height={26} width={240} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={260} radius="md" />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
