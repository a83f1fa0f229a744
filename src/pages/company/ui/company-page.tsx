import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { ContentPageLayout, ContentPageSkeleton, type Crumb } from '@/widgets/content-sections';
import { AppLink, PageMeta, PageState } from '@/shared/ui';
import { $companyGroups, companyQuery } from '../model/company';

/** /company (every group of sections) and /company/{type} (one group). */
export function CompanyPage({ type = null }: { type?: string | null }) {
  const { t } = useLingui();
  const params = useMemo(() => ({ type }), [type]);
  useGate(companyQuery.Gate, params);
  const [index, groups, failed, retry] = useUnit([companyQuery.$data, $companyGroups, companyQuery.$failed, companyQuery.retried]);

  return (
    <PageState data={index} failed={failed} onRetry={retry} skeleton={<ContentPageSkeleton withNavigation={false} testId="company-skeleton" />} page={{ title: t`Company` }}>
      {(index) => {
        const group = type ? groups[0] : undefined;
        const crumbs: Crumb[] = [{ label: t`Home`, to: '/' }, ...(group ? [{ label: index.title, to: '/company' }, { label: group.title }] : [{ label: index.title }])];
        return (
          <>
            <PageMeta title={group?.title ?? index.meta_title} description={group?.description || index.meta_description} keywords={index.meta_keywords} />
            <ContentPageLayout title={group?.title ?? index.title} description={group?.description ?? index.description} crumbs={crumbs}>
              {groups.map((item) => (
                <Stack key={item.type} gap="md" component="section" aria-label={item.title}>
                  {!group ? (
                    <Title order={2}>
                      <AppLink to={`/company/${item.type}`} style={{ color: 'inherit' }}>
                        {item.title}
                      </AppLink>
                    </Title>
                  ) : null}
                  {/* One column on a phone: two left ~130 px for a title, and Armenian words (առաքելությունը) do not fit it. */}
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {item.sections.map((section) => (
                      <Card key={section.charid} component={AppLink} to={section.href ?? `/company/about/${section.charid}`} withBorder radius="md" padding="lg" data-testid={`company-card-${section.charid}`}>
                        <Stack gap={6}>
                          <Text fw={700} c="brand.8" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                            {section.title}
                            <IconChevronRight size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                          </Text>
                          {section.description ? (
                            <Text size="sm" c="gray.7">
                              {section.description}
                            </Text>
                          ) : null}
                        </Stack>
                      </Card>
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Card component={AppLink} to="/careers" withBorder radius="md" padding="lg" bg="brand.0">
                  <Text fw={700}>
                    <Trans>Careers and vacancies</Trans>
                  </Text>
                </Card>
                <Card component={AppLink} to="/contacts" withBorder radius="md" padding="lg" bg="brand.0">
                  <Text fw={700}>
                    <Trans>Contacts and offices</Trans>
                  </Text>
                </Card>
              </SimpleGrid>
            </ContentPageLayout>
          </>
        );
      }}
    </PageState>
  );
}
