import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { EmptyState, PageMeta, PageState } from '@/shared/ui';
import { customersQuery } from '../model/customers';
import { CustomersSkeleton } from './customers-skeleton';
import { StoryCard } from './story-card';

/** /customers: the stories of our business customers. */
export function CustomersPage() {
  useGate(customersQuery.Gate);
  const { t } = useLingui();
  const [page, failed, retry] = useUnit([customersQuery.$data, customersQuery.$failed, customersQuery.retried]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<CustomersSkeleton />} page={{ title: t`Customer stories`, size: 'xl', py: 'xl' }}>
      {(page) => (
        <Container size="xl" py="lg">
          <PageMeta title={page.meta_title} description={page.meta_description} keywords={page.meta_keywords} image={page.data[0]?.img} />
          <Stack gap="xl">
            <Stack gap="sm">
              <Title order={1}>{page.title}</Title>
              {page.description ? <Text c="gray.7">{page.description}</Text> : null}
            </Stack>
            {page.data.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="stories">
                {page.data.map((story) => (
                  <StoryCard key={story.id} story={story} />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState title={t`No stories yet`}>
                <Trans>Our customers’ stories will appear here soon.</Trans>
              </EmptyState>
            )}
          </Stack>
        </Container>
      )}
    </PageState>
  );
}
