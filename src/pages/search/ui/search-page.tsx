import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Highlight, List, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import type { SearchResult } from '@/shared/api';
import { $lang, formatLongDate } from '@/shared/i18n';
import { AppLink, EmptyState, PageMeta, PageState } from '@/shared/ui';
import { highlightWords, type ResultGroupType } from '../lib/results';
import { $draft, $groups, $query, $total, draftChanged, draftSubmitted, searchQuery } from '../model/search';
import '@mantine/core/styles/Mark.css';

const GROUP_TITLES = {
  products: msg`Insurance products`,
  news: msg`News`,
  blog: msg`Blog`,
  customers: msg`Customer stories`,
  faq: msg`Questions and answers`,
  about: msg`About the company`,
  other: msg`More results`,
} satisfies Record<ResultGroupType, unknown>;

function SearchForm() {
  const { t } = useLingui();
  const [draft, change, submit] = useUnit([$draft, draftChanged, draftSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form role="search" onSubmit={onSubmit} aria-label={t`Search the site`}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          id="search-page-field"
          type="search"
          label={t`What are you looking for?`}
          value={draft}
          onChange={(event) => change(event.currentTarget.value)}
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden="true" />}>
          <Trans>Search</Trans>
        </Button>
      </Group>
    </form>
  );
}

function ResultItem({ result, words }: { result: SearchResult; words: string[] }) {
  const lang = useUnit($lang);
  return (
    <Stack gap={4} component="li" data-testid="search-result">
      <Anchor component={AppLink} to={result.link} fw={600} size="lg">
        <Highlight component="span" highlight={words} inherit>
          {result.title}
        </Highlight>
      </Anchor>
      {result.date ? (
        <Text size="xs" c="gray.7" component="time" dateTime={result.date}>
          {formatLongDate(result.date, lang)}
        </Text>
      ) : null}
      {result.description ? (
        <Highlight size="sm" c="gray.8" highlight={words}>
          {result.description}
        </Highlight>
      ) : null}
    </Stack>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true" data-testid="search-skeleton">
      <Skeleton height={18} width={220} />
      <Skeleton height={26} width={160} />
      {[0, 1, 2, 3].map((key) => (
        <Stack key={key} gap={6}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="95%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      ))}
    </Stack>
  );
}

function Suggestions() {
  return (
    <Stack gap="xs" ta="start">
      <Text>
        <Trans>Check the spelling, use fewer or more general words, or try another language.</Trans>
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Anchor component={AppLink} to="/faq">
            <Trans>Frequently asked questions</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={AppLink} to="/news">
            <Trans>News</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={AppLink} to="/contacts">
            <Trans>Contact us</Trans>
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}

function Results() {
  const { t, i18n } = useLingui();
  const [query, answer, failed, groups, total, retry] = useUnit([$query, searchQuery.$data, searchQuery.$failed, $groups, $total, searchQuery.retried]);

  if (!query) {
    return (
      <EmptyState title={t`Type what you are looking for`} icon={<IconSearch size={28} />}>
        <Trans>Search covers news, the blog, customer stories and frequently asked questions.</Trans>
      </EmptyState>
    );
  }
  return (
    <PageState data={answer} failed={failed} onRetry={retry} skeleton={<ResultsSkeleton />} errorTitle={t`The search did not work`}>
      {() => {
        if (total === 0) {
          return (
            <EmptyState title={t`Nothing found for “${query}”`} icon={<IconSearch size={28} />}>
              <Suggestions />
            </EmptyState>
          );
        }

        const words = highlightWords(query);
        return (
          <Stack gap="xl">
            <Text role="status" c="gray.8" data-testid="search-summary">
              <Plural value={total} one={`# result for “${query}”`} other={`# results for “${query}”`} />
            </Text>
            {groups.map((group) => (
              <Stack key={group.type} gap="md" component="section" aria-labelledby={`results-${group.type}`}>
                <Title order={2} size="h3" id={`results-${group.type}`}>
                  {i18n._(GROUP_TITLES[group.type])} <Text span c="gray.6" inherit>({group.items.length})</Text>
                </Title>
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {group.items.map((result) => (
                      <ResultItem key={`${result.type}-${result.id}`} result={result} words={words} />
                    ))}
                  </Stack>
                </Paper>
              </Stack>
            ))}
          </Stack>
        );
      }}
    </PageState>
  );
}

/** /search and /search/{text}: results across the site, or the empty-search and nothing-found messages. */
export function SearchPage({ query = '' }: { query?: string }) {
  useGate(searchQuery.Gate, { query });
  const { t } = useLingui();
  const current = useUnit($query);
  return (
    <Container size="md" py="lg">
      <PageMeta title={current ? t`Search: ${current}` : t`Search`} noIndex={current !== ''} />
      <Stack gap="xl">
        <Title order={1}>
          <Trans>Search</Trans>
        </Title>
        <SearchForm />
        <Results />
      </Stack>
    </Container>
  );
}
