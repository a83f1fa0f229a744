import { Container, Skeleton, Stack } from '@mantine/core';
import classes from './article.module.css';

/** The outline of ArticleView: back link, title, date, picture, lead and body lines, and the aside column. */
export function ArticleSkeleton({ withAside = true, testId = 'article-skeleton' }: { withAside?: boolean; testId?: string }) {
  return (
    <Container size="xl" py="lg" aria-hidden="true" data-testid={testId}>
      <div className={withAside ? classes.layout : `${classes.layout} ${classes.single}`}>
        <Stack gap="md">
          <Skeleton height={20} width={140} />
          <Stack gap={6}>
            <Skeleton height={34} width="85%" />
            <Skeleton height={14} width={120} />
          </Stack>
          <Skeleton className={classes.hero} />
          <Skeleton height={18} width="100%" />
          <Skeleton height={18} width="70%" />
          {[100, 95, 98, 60].map((width, index) => (
            <Skeleton key={index} height={14} width={`${width}%`} />
          ))}
        </Stack>
        {withAside ? (
          <Stack gap="md">
            <Skeleton height={24} width="60%" />
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={72} radius="md" />
            ))}
          </Stack>
        ) : null}
      </div>
    </Container>
  );
}
