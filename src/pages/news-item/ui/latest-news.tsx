import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { ARTICLE_BASE, entryHref } from '@/entities/article';
import { $lang, formatLongDate } from '@/shared/i18n';
import { AppLink, PageState } from '@/shared/ui';
import { $latestNews, latestNewsQuery } from '../model/news-item';

/** The column beside a news item: the latest other news, with its own loading and failed states. */
export function LatestNews() {
  const { t } = useLingui();
  const [items, pending, failed, lang, retry] = useUnit([$latestNews, latestNewsQuery.$pending, latestNewsQuery.$failed, $lang, latestNewsQuery.retried]);
  return (
    <Stack gap="md" data-testid="latest-news">
      <Title order={2} size="h4">
        <Trans>Latest news</Trans>
      </Title>
      <PageState
        data={pending && items.length === 0 ? null : items}
        failed={failed}
        onRetry={retry}
        skeleton={[0, 1, 2].map((key) => <Skeleton key={key} height={72} radius="md" />)}
        errorTitle={t`The latest news could not be loaded`}
        compact
        failureWins
      >
        {(items) =>
          items.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="sm">
              <Text size="xs" c="gray.7" component="time" dateTime={item.date}>
                {formatLongDate(item.date, lang)}
              </Text>
              <Anchor component={AppLink} to={entryHref(ARTICLE_BASE.news, item, lang)} fw={600} c="gray.9" display="block" lh={1.35}>
                {item.title}
              </Anchor>
            </Paper>
          ))
        }
      </PageState>
      <Anchor component={AppLink} to="/news" fw={600}>
        <Trans>All news</Trans>
      </Anchor>
    </Stack>
  );
}
