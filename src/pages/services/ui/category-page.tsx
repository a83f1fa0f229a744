import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { AdviceBlock, ProductCard, purchaseWaysOf, ServiceBreadcrumbs, useServiceTypeLabels } from '@/entities/product';
import type { ServiceType } from '@/shared/config';
import { PageMeta, PageState, SafeHtml, ServiceIcon } from '@/shared/ui';
import { categoryQuery } from '../model/services';
import { CategorySkeleton } from './category-skeleton';
import classes from './services.module.css';
import { categoryPath, productPath, servicesPath } from '@/shared/routing';

/** /services/{type}/{category_id}: a service group and its products (`/prod/` with pid). */
export function ServiceCategoryPage({ type, categoryId }: { type: ServiceType; categoryId: number }) {
  useGate(categoryQuery.Gate, { pid: categoryId });
  const { t } = useLingui();
  const labels = useServiceTypeLabels();
  const [group, failed, retry] = useUnit([categoryQuery.$data, categoryQuery.$failed, categoryQuery.retried]);

  return (
    <PageState data={group} failed={failed} onRetry={retry} skeleton={<CategorySkeleton />} page={{ title: t`Services`, size: 'xl', py: 'lg' }} failureWins>
      {(group) => (
        <Container size="xl" py="lg">
          <PageMeta title={group.meta_title} description={group.meta_description} keywords={group.meta_keywords} />
          <Stack gap="xl">
            <ServiceBreadcrumbs
              items={[
                { label: t`Home`, to: '/' },
                { label: t`Services`, to: servicesPath() },
                { label: labels[type], to: servicesPath(type) },
                { label: group.title, to: categoryPath(type, group.id) },
              ]}
            />
            <div className={classes.hero}>
              <span className={classes.heroIcon}>
                <ServiceIcon name={group.icon} />
              </span>
              <Stack gap="xs" className={classes.heroText}>
                <Title order={1} className={classes.heroTitle}>
                  {group.title}
                </Title>
                <SafeHtml html={group.description} c="gray.8" maw={760} />
              </Stack>
            </div>
            <Stack gap="md" component="section" aria-labelledby="category-products">
              <Title order={2} id="category-products">
                <Trans>Products</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {group.products.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    href={productPath(group.type, group.id, product.charid)}
                    online={purchaseWaysOf({ charid: product.charid, type: group.type }).wizard !== null}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            <AdviceBlock />
          </Stack>
        </Container>
      )}
    </PageState>
  );
}
