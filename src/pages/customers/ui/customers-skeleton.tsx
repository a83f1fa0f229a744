import { Card, Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import classes from './customers.module.css';

/** The outline of the customer stories page: title, introduction, a grid of story cards. */
export function CustomersSkeleton() {
  return (
    <Container size="xl" py="lg" aria-hidden="true" data-testid="customers-skeleton">
      <Stack gap="xl">
        <Stack gap="sm">
          <Skeleton height={36} width="50%" />
          <Skeleton height={16} width="70%" />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <Card key={key} withBorder radius="md" padding="md">
              <Card.Section>
                <Skeleton className={classes.picture} radius={0} />
              </Card.Section>
              <Stack gap="sm" mt="md">
                <Group gap="sm">
                  <Skeleton circle height={44} />
                  <Skeleton height={14} width="50%" />
                </Group>
                <Skeleton height={18} width="90%" />
                <Skeleton height={14} width="100%" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
