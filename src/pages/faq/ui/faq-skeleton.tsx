import { Container, Group, Skeleton, Stack } from '@mantine/core';

/** The outline of the FAQ page: title, the category tabs, a list of questions. */
export function FaqSkeleton() {
  return (
    <Container size="lg" py="lg" aria-hidden="true" data-testid="faq-skeleton">
      <Stack gap="lg">
        <Skeleton height={36} width="55%" />
        <Group gap="xs">
          {[96, 80, 110, 90, 70, 120, 130, 100].map((width, index) => (
            <Skeleton key={index} height={36} width={width} radius="xl" />
          ))}
        </Group>
        <Stack gap="sm">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={58} radius="md" />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
