import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useGate, useUnit } from 'effector-react';
import { FaqList } from '@/entities/faq';
import { config } from '@/shared/config';
import { AppLink, EmptyState, PageMeta, PageState } from '@/shared/ui';
import { $activeCategory, $categories, categoryChosen, FaqPageGate, faqQuery, questionFromHash } from '../model/faq';
import { FaqSkeleton } from './faq-skeleton';
import '@mantine/core/styles/Tabs.css';

/** /faq: the questions of one category at a time; the category tabs keep their choice in the address. */
export function FaqPage({ category }: { category?: string }) {
  useGate(faqQuery.Gate);
  useGate(FaqPageGate, { category: category ?? null });
  const { t } = useLingui();
  const phone = config.companyPhone;
  const hash = useLocation({ select: (location) => location.hash });
  const [page, failed, categories, active, choose, retry] = useUnit([
    faqQuery.$data,
    faqQuery.$failed,
    $categories,
    $activeCategory,
    categoryChosen,
    faqQuery.retried,
  ]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<FaqSkeleton />} page={{ title: t`Frequently asked questions`, size: 'lg', py: 'xl' }}>
      {(page) => (
        <Container size="lg" py="lg">
          <PageMeta title={active ? `${page.meta_title}: ${active.title}` : page.meta_title} description={page.meta_description} keywords={page.meta_keywords} />
          <Stack gap="lg">
            <Title order={1}>{page.meta_title}</Title>
            {active ? (
              <Tabs value={active.charid} onChange={(value) => value && choose(value)} variant="pills" radius="xl" keepMounted={false}>
                <Tabs.List aria-label={t`Question categories`} data-testid="faq-categories">
                  {categories.map((item) => (
                    <Tabs.Tab key={item.charid} value={item.charid}>
                      {item.title}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {categories.map((item) => (
                  <Tabs.Panel key={item.charid} value={item.charid} pt="lg">
                    {item.data.length > 0 ? (
                      <FaqList key={item.charid} items={item.data} openId={questionFromHash(hash)} headingOrder={2} />
                    ) : (
                      <EmptyState title={t`No questions in this category yet`}>
                        <Trans>Call us on {phone} and we will answer.</Trans>
                      </EmptyState>
                    )}
                  </Tabs.Panel>
                ))}
              </Tabs>
            ) : (
              <EmptyState title={t`No questions yet`} />
            )}
            <Text c="gray.7">
              <Trans>
                Did not find an answer? Read our{' '}
                <Anchor component={AppLink} to="/blog" underline="always">
                  blog
                </Anchor>{' '}
                or{' '}
                <Anchor component={AppLink} to="/search" underline="always">
                  search the site
                </Anchor>
                .
              </Trans>
            </Text>
          </Stack>
        </Container>
      )}
    </PageState>
  );
}
