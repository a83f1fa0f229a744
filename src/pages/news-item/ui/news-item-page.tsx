import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { ArticleSkeleton, ArticleView } from '@/entities/article';
import { AppLink, PageMeta, PageState } from '@/shared/ui';
import { latestNewsQuery, newsItemQuery } from '../model/news-item';
import { LatestNews } from './latest-news';

function BackToNews() {
  return (
    <Anchor component={AppLink} to="/news" size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        <Trans>All news</Trans>
      </Group>
    </Anchor>
  );
}

/** /news/{slug}: one news item or video, and the latest news beside it. */
export function NewsItemPage({ slug }: { slug: string }) {
  useGate(newsItemQuery.Gate, { slug });
  useGate(latestNewsQuery.Gate);
  const { t } = useLingui();
  const [page, failed, retry] = useUnit([newsItemQuery.$data, newsItemQuery.$failed, newsItemQuery.retried]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<ArticleSkeleton testId="news-item-skeleton" />} page={{ title: t`News`, size: 'xl', py: 'xl' }}>
      {(page) => (
        <>
          <PageMeta title={page.meta_title} description={page.meta_description} keywords={page.meta_keywords} image={page.data.img || page.data.poster} />
          <ArticleView article={page.data} back={<BackToNews />} aside={<LatestNews />} />
        </>
      )}
    </PageState>
  );
}
