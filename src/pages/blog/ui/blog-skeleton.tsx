import { Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ArticleCardSkeleton } from '@/entities/article';
import classes from './blog.module.css';

/** The posts part of the blog page while its list loads: four cards in a row on wide screens. */
export function PostsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" aria-hidden="true" data-testid="posts-skeleton">
      {[0, 1, 2, 3].map((key) => (
        <ArticleCardSkeleton key={key} />
      ))}
    </SimpleGrid>
  );
}

/** The outline of the blog page: title, the featured post, the category filter, the posts. */
export function BlogSkeleton() {
  return (
    <Container size="xl" py="lg" aria-hidden="true" data-testid="blog-skeleton">
      <Stack gap="xl">
        <Skeleton height={36} width="55%" />
        <div className={classes.top}>
          <Skeleton className={classes.topImage} radius="lg" />
          <Stack gap="sm" className={classes.topText}>
            <Skeleton height={14} width={120} />
            <Skeleton height={28} width="90%" />
            <Skeleton height={16} width="100%" />
            <Skeleton height={16} width="80%" />
            <Skeleton height={36} width={140} mt="sm" />
          </Stack>
        </div>
        <Stack gap="md">
          <Skeleton height={28} width={200} />
          <Group gap="xs">
            {[60, 70, 110, 90, 130, 80].map((width, index) => (
              <Skeleton key={index} height={30} width={width} radius="xl" />
            ))}
          </Group>
          <PostsSkeleton />
        </Stack>
      </Stack>
    </Container>
  );
}
