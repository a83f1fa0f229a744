import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The outline of content sections while they load: a heading, text lines, a row of cards. */
export function ContentSectionsSkeleton() {
  return (
    <Stack gap={48} aria-hidden="true">
      <Stack gap="sm">
        <Skeleton height={28} width="45%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
      <Stack gap="sm">
        <Skeleton height={28} width="35%" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={180} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
