import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { ARTICLE_BASE, ArticleCard, entryHref, VideoCard } from '@/entities/article';
import { SubscribeForm } from '@/features/subscribe-newsletter';
import { $lang } from '@/shared/i18n';
import { AppLink, EmptyState, PageMeta, PageState } from '@/shared/ui';
import { $page, $pageCount, $videos, $visibleNews, NewsListGate, newsPageHref, newsQuery } from '../model/news';
import { NewsSkeleton } from './news-skeleton';
import '@mantine/core/styles/Pagination.css';

function SectionHeading({ title, mini, id }: { title: string; mini: string; id: string }) {
  return (
    <Stack gap={2}>
      {mini ? (
        <Text size="sm" fw={700} tt="uppercase" c="brand.8">
          {mini}
        </Text>
      ) : null}
      <Title order={2} id={id}>
        {title}
      </Title>
    </Stack>
  );
}

/** Page links of the list: real links (`?page=2`), so every page has an address and works without script. */
function NewsPager({ page, count }: { page: number; count: number }) {
  const { t } = useLingui();
  if (count <= 1) return null;
  const link = (target: number, label: string) => ({ component: AppLink, to: newsPageHref(target), 'aria-label': label });
  return (
    <Group justify="center" component="nav" aria-label={t`News pages`}>
      <Pagination
        total={count}
        value={page}
        getItemProps={(target) => ({ ...link(target, t`Page ${target}`), 'aria-current': target === page ? 'page' : undefined })}
        getControlProps={(control) => {
          if (control === 'previous') return page > 1 ? link(page - 1, t`Previous page`) : { 'aria-label': t`Previous page` };
          if (control === 'next') return page < count ? link(page + 1, t`Next page`) : { 'aria-label': t`Next page` };
          return {};
        }}
      />
    </Group>
  );
}

/** /news: every news item (nine per page, the page in the address), then the videos and the subscription. */
export function NewsPage({ page: requestedPage }: { page?: number }) {
  useGate(newsQuery.Gate);
  useGate(NewsListGate, { page: requestedPage });
  const { t } = useLingui();
  const [data, failed, news, videos, page, count, lang, retry] = useUnit([
    newsQuery.$data,
    newsQuery.$failed,
    $visibleNews,
    $videos,
    $page,
    $pageCount,
    $lang,
    newsQuery.retried,
  ]);

  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<NewsSkeleton />} page={{ title: t`News`, size: 'xl', py: 'xl' }}>
      {(data) => {
        const pageTitle = data.meta_title;
        const title = page > 1 ? t`${pageTitle}, page ${page}` : pageTitle;
        return (
          <Container size="xl" py="lg">
            <PageMeta title={title} description={data.meta_description} keywords={data.meta_keywords} image={news[0]?.img} />
            <Stack gap="xl">
              <Title order={1}>{data.meta_title}</Title>
              <Stack gap="md" component="section" aria-labelledby="news-heading">
                <SectionHeading id="news-heading" title={data.data.news.title} mini={data.data.news.mini_title} />
                {news.length > 0 ? (
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="news-list">
                    {news.map((item, index) => (
                      <ArticleCard key={item.id} item={item} href={entryHref(ARTICLE_BASE.news, item, lang)} eager={index === 0} />
                    ))}
                  </SimpleGrid>
                ) : (
                  <EmptyState title={t`No news yet`} order={3}>
                    <Trans>
                      Subscribe below and we will let you know. Meanwhile, see <AppLink to="/blog">our blog</AppLink>.
                    </Trans>
                  </EmptyState>
                )}
                <NewsPager page={page} count={count} />
              </Stack>
              {videos.length > 0 ? (
                <Stack gap="md" component="section" aria-labelledby="videos-heading">
                  <SectionHeading id="videos-heading" title={data.data.videos.title} mini={data.data.videos.mini_title} />
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                    {videos.map((item) => (
                      <VideoCard key={item.id} item={item} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : null}
              <Stack gap="sm" component="section" aria-labelledby="news-subscribe-heading" maw={640}>
                <Title order={2} id="news-subscribe-heading">
                  <Trans>Get the news by e-mail</Trans>
                </Title>
                <SubscribeForm />
              </Stack>
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
