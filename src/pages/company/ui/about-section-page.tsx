import { useLingui } from '@lingui/react/macro';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $sectionsHash, ContentPageLayout, ContentPageSkeleton, ContentSections, selectedReportTab, type Crumb } from '@/widgets/content-sections';
import { PageMeta, PageState } from '@/shared/ui';
import { aboutQuery } from '../model/company';

/** /company/about/{about_char_id}: an about section's content sections. */
export function AboutSectionPage({ charid }: { charid: string }) {
  const { t } = useLingui();
  const params = useMemo(() => ({ charid }), [charid]);
  useGate(aboutQuery.Gate, params);
  const [page, failed, retry, hash] = useUnit([aboutQuery.$data, aboutQuery.$failed, aboutQuery.retried, $sectionsHash]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<ContentPageSkeleton testId="about-skeleton" />} page={{ title: t`Company` }}>
      {(page) => {
        // A report tab describes the page while it is shown (its meta_title, meta_description, meta_keywords).
        const tab = selectedReportTab(page.sections, hash);
        const crumbs: Crumb[] = [
          { label: t`Home`, to: '/' },
          { label: t`Company`, to: '/company' },
          ...(page.group ? [{ label: page.group.title, to: `/company/${page.group.type}` }] : []),
          { label: page.title },
        ];
        return (
          <>
            <PageMeta
              title={tab?.meta_title || page.meta_title || page.title}
              description={tab?.meta_description || page.meta_description}
              keywords={tab?.meta_keywords || page.meta_keywords}
            />
            <ContentPageLayout title={page.title} description={page.description} crumbs={crumbs} navigation={page.navigation} current={page.charid}>
              <ContentSections sections={page.sections} />
            </ContentPageLayout>
          </>
        );
      }}
    </PageState>
  );
}
