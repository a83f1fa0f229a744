import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { AdviceBlock, ServiceBreadcrumbs, useServiceTypeLabels, type Crumb } from '@/entities/product';
import { SERVICE_TYPES, type ServiceType } from '@/shared/config';
import { PageMeta, PageState } from '@/shared/ui';
import { catalogueQuery } from '../model/services';
import { GroupCard } from './group-card';
import { ServicesSkeleton } from './services-skeleton';
import { TypeSwitch } from './type-switch';
import { servicesPath } from '@/shared/routing';

/**
 * /services (both sides) and /services/{type} (one side): the service groups with their products,
 * from the catalogue (`/prod/`).
 */
export function ServicesPage({ type }: { type?: ServiceType }) {
  useGate(catalogueQuery.Gate, {});
  const { t } = useLingui();
  const labels = useServiceTypeLabels();
  const [catalogue, failed, retry] = useUnit([catalogueQuery.$data, catalogueQuery.$failed, catalogueQuery.retried]);

  const crumbs: Crumb[] = [{ label: t`Home`, to: '/' }, { label: t`Services`, to: servicesPath() }];
  if (type) crumbs.push({ label: labels[type] });

  return (
    <PageState data={catalogue} failed={failed} onRetry={retry} skeleton={<ServicesSkeleton sides={type ? 1 : 2} />} page={{ title: type ? labels[type] : t`Services`, size: 'xl', py: 'lg' }} failureWins>
      {(catalogue) => {
        const sides = type ? [type] : SERVICE_TYPES;
        const heading = type ? catalogue[type].title : catalogue.title;
        const intro = type ? catalogue[type].description : catalogue.description;

        return (
          <Container size="xl" py="lg">
            <PageMeta
              title={type ? `${catalogue[type].title} | ${catalogue.meta_title}` : catalogue.meta_title}
              description={type ? catalogue[type].description : catalogue.meta_description}
              keywords={catalogue.meta_keywords}
            />
            <Stack gap="xl">
              <ServiceBreadcrumbs items={crumbs} />
              <Stack gap="sm">
                <Title order={1}>{heading}</Title>
                {intro ? (
                  <Text c="gray.7" maw={760}>
                    {intro}
                  </Text>
                ) : null}
              </Stack>
              <TypeSwitch active={type} />
              {sides.map((side) => (
                <Stack key={side} gap="md" component="section" aria-labelledby={`services-${side}`} data-testid={`services-${side}`}>
                  {/* On /services/{type} the page title already names the side: the section heading is for screen readers. */}
                  <Title order={2} id={`services-${side}`} className={type ? 'visually-hidden' : undefined}>
                    {type ? labels[side] : catalogue[side].title}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                    {catalogue[side].groups.map((group) => (
                      <GroupCard key={group.id} group={group} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
              <AdviceBlock />
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
