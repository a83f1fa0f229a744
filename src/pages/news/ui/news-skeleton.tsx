import { Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ArticleCardSkeleton } from '@/entities/article';

/** The outline of the news page: title, section heading, a grid of cards, the pages, the videos. */
export function NewsSkeleton() {
  return (
    <Container size="xl" py="lg" aria-hidden="true" data-testid="news-skeleton">
      <Stack gap="xl">
        <Skeleton height={36} width="45%" />
        <Stack gap="md">
          <Skeleton height={14} width={160} />
          <Skeleton height={28} width={220} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {Array.from({ length: 6 }, (_, key) => (
              <ArticleCardSkeleton key={key} />
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Skeleton height={32} width={200} />
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
