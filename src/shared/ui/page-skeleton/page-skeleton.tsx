import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * What a page shows while its code and data arrive: the app shell renders at once with this in
 * the main area (the router's pending component), so a slow phone sees the site immediately.
 */
export function PageSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-hidden="true" data-testid="page-skeleton">
      <Stack gap="xl">
        <Skeleton height={320} radius="lg" />
        <Skeleton height={28} width={240} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={140} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
