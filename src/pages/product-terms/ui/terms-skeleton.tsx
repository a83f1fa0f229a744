import { Container, Skeleton, Stack } from '@mantine/core';

/** The outline of the terms: the product, the title, the version line and the print button, the sections. */
export function TermsSkeleton() {
  return (
    <Container size="md" py="xl" aria-busy="true" aria-hidden="true" data-testid="terms-skeleton">
      <Stack gap="md">
        <Skeleton height={14} width={180} />
        <Skeleton height={34} width="min(560px, 90%)" />
        <Skeleton height={14} width={260} />
        <Skeleton height={36} width={120} radius="md" />
        {[0, 1, 2, 3].map((key) => (
          <Stack key={key} gap="xs" mt="md">
            <Skeleton height={22} width={220} />
            <Skeleton height={14} width="100%" />
            <Skeleton height={14} width="92%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
