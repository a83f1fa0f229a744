import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Same outline as the loaded page: slider, tab switch, tiles, shortcuts. */
export function HomeSkeleton() {
  return (
    <Container size="xl" py="lg" aria-hidden="true" data-testid="home-skeleton">
      <Stack gap="xl">
        <Skeleton height={360} radius="lg" />
        <Skeleton height={32} width={220} />
        <Skeleton height={36} width={260} radius="md" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={140} radius="md" />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={90} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
