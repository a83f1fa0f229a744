import { Container, SimpleGrid, Skeleton, Stack, Group } from '@mantine/core';

/** The outline of a category page: breadcrumbs, icon and title, description, the product cards, advice. */
export function CategorySkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-hidden="true" data-testid="category-skeleton">
      <Stack gap="xl">
        <Skeleton height={14} width={280} />
        <Group gap="md" align="flex-start" wrap="nowrap">
          <Skeleton height={56} width={56} radius="md" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={34} width="min(420px, 80%)" />
            <Skeleton height={16} width="min(720px, 100%)" />
            <Skeleton height={16} width="min(560px, 90%)" />
          </Stack>
        </Group>
        <Skeleton height={26} width={200} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={170} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={130} radius="lg" />
      </Stack>
    </Container>
  );
}
