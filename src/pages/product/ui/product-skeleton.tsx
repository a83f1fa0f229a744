import { Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import classes from './product.module.css';

/** The outline of a product page: breadcrumbs, the hero with its buttons and the facts card, the sections. */
export function ProductSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-hidden="true" data-testid="product-skeleton">
      <Stack gap="xl">
        <Skeleton height={14} width={320} />
        <div className={classes.hero}>
          <Stack gap="md">
            <Skeleton height={56} width={56} radius="md" />
            <Skeleton height={36} width="min(460px, 85%)" />
            <Skeleton height={16} width="min(620px, 100%)" />
            <Skeleton height={16} width="min(480px, 90%)" />
            <Group gap="sm">
              <Skeleton height={42} width={160} radius="md" />
              <Skeleton height={42} width={180} radius="md" />
            </Group>
          </Stack>
          <Skeleton height={240} radius="lg" />
        </div>
        <Stack gap="sm">
          <Skeleton height={16} width="100%" />
          <Skeleton height={16} width="96%" />
          <Skeleton height={16} width="70%" />
        </Stack>
        <Skeleton height={26} width={220} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={84} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={26} width={180} />
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={18} width={280} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
