import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { ContentPageLayout, ContentPageSkeleton, DocumentLinks, type Crumb } from '@/widgets/content-sections';
import { JobApplicationForm } from '@/features/apply-for-job';
import { shareableVacancyPath, VacancyFacts } from '@/entities/vacancy';
import { config } from '@/shared/config';
import { PageMeta, PageState, SafeHtml } from '@/shared/ui';
import { vacancyQuery, vacancyQueryOf } from '../model/company';

/** A vacancy: its description, requirements and the application form. */
export function VacancyPage({ section, item }: { section: string; item: string }) {
  const { t } = useLingui();
  const params = useMemo(() => vacancyQueryOf({ section, item }), [section, item]);
  useGate(vacancyQuery.Gate, params);
  const [vacancy, failed, retry] = useUnit([vacancyQuery.$data, vacancyQuery.$failed, vacancyQuery.retried]);

  return (
    <PageState data={vacancy} failed={failed} onRetry={retry} skeleton={<ContentPageSkeleton withNavigation={false} testId="vacancy-skeleton" />} page={{ title: t`Vacancy` }}>
      {(vacancy) => {
        const share = `${config.siteUrl.replace(/\/+$/, '')}${encodeURI(shareableVacancyPath(vacancy.title_hy))}`;
        const crumbs: Crumb[] = [
          { label: t`Home`, to: '/' },
          { label: t`Company`, to: '/company' },
          { label: t`Vacancies`, to: `/company/about/${vacancy.charid}#vacancies` },
          { label: vacancy.name },
        ];
        return (
          <>
            <PageMeta title={vacancy.meta_title || vacancy.name} description={vacancy.meta_description} keywords={vacancy.meta_keywords} />
            <ContentPageLayout title={vacancy.name} crumbs={crumbs}>
              <Stack gap="lg" data-testid="vacancy-page" data-vacancy-id={vacancy.id}>
                <Group justify="space-between" align="flex-start" gap="md">
                  <VacancyFacts location={vacancy.location} employment={vacancy.employment} date={vacancy.date} />
                  <Anchor href={share} size="sm" data-testid="vacancy-share-link" title={t`Shareable link (in Armenian)`}>
                    <IconShare size={14} aria-hidden="true" style={{ marginInlineEnd: 4, verticalAlign: 'middle' }} />
                    <Trans>Link to share</Trans>
                  </Anchor>
                </Group>
                <SafeHtml html={vacancy.content.description} />
                {vacancy.content.list.length > 0 ? (
                  <Stack gap="xs">
                    {vacancy.content.title ? <Title order={2} size="h3">{vacancy.content.title}</Title> : null}
                    <ul>
                      {vacancy.content.list.map((requirement) => (
                        <li key={requirement}>
                          <Text component="span">{requirement}</Text>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                ) : null}
                <DocumentLinks documents={vacancy.content.downlodableLinks} />
                {vacancy.content.form ? <JobApplicationForm form={vacancy.content.form} vacancyId={vacancy.id} /> : (
                  <Badge color="gray">
                    <Trans>Applications for this vacancy are closed</Trans>
                  </Badge>
                )}
              </Stack>
            </ContentPageLayout>
          </>
        );
      }}
    </PageState>
  );
}
