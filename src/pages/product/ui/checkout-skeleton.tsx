import { Container, Skeleton, Stack } from '@mantine/core';
import classes from './product.module.css';

/** The outline of the checkout: breadcrumbs, title, the steps beside the product summary, the buttons. */
export function CheckoutSkeleton() {
  return (
    <Container size="lg" py="lg" aria-busy="true" aria-hidden="true" data-testid="checkout-skeleton">
      <Stack gap="xl">
        <Skeleton height={14} width={340} />
        <Stack gap="xs">
          <Skeleton height={14} width={120} />
          <Skeleton height={36} width="min(420px, 80%)" />
        </Stack>
        <div className={classes.hero}>
          <Stack gap="md">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={64} radius="md" />
            ))}
            <Skeleton height={42} width={200} radius="md" />
          </Stack>
          <Skeleton height={300} radius="lg" />
        </div>
      </Stack>
    </Container>
  );
}
