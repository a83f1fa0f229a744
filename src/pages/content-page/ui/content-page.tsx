import { useLingui } from '@lingui/react/macro';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { ContentPageLayout, ContentPageSkeleton, ContentSections } from '@/widgets/content-sections';
import type { ContentPageId } from '@/shared/api';
import { PageMeta, PageState } from '@/shared/ui';
import { contentPageQuery } from '../model/content-page';

/**
 * A standalone content page. `/test` renders every section type for checking the components: it is
 * kept out of search engines (noindex) and out of the menu and the sitemap.
 */
export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useLingui();
  const params = useMemo(() => ({ page }), [page]);
  useGate(contentPageQuery.Gate, params);
  const [data, failed, retry] = useUnit([contentPageQuery.$data, contentPageQuery.$failed, contentPageQuery.retried]);
  const noIndex = page === 'test';

  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<ContentPageSkeleton withNavigation={false} testId="content-page-skeleton" />} page={{ title: t`The page could not be loaded` }}>
      {(data) => (
        <>
          <PageMeta title={data.meta_title || data.title} description={data.meta_description} keywords={data.meta_keywords} noIndex={noIndex} />
          <ContentPageLayout title={data.title} description={data.description} crumbs={[{ label: t`Home`, to: '/' }, { label: data.title }]}>
            <ContentSections sections={data.sections} />
          </ContentPageLayout>
        </>
      )}
    </PageState>
  );
}
