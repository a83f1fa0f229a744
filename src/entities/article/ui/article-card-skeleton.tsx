import { Card, Skeleton, Stack } from '@mantine/core';
import classes from './article.module.css';

/** The outline of an ArticleCard (same picture ratio and text lines): no shift when the list arrives. */
export function ArticleCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} aria-hidden="true">
      <Card.Section>
        <Skeleton className={classes.media} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="md">
        <Skeleton height={12} width="40%" />
        <Skeleton height={18} width="90%" />
        <Skeleton height={14} width="100%" />
        <Skeleton height={14} width="75%" />
      </Stack>
    </Card>
  );
}
