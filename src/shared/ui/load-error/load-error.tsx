import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $lastFailure, FAILURE_TEXT, type FailureReason } from '@/shared/api/failure';
import { PageMeta } from '../page-meta/page-meta';
import classes from './load-error.module.css';

export interface LoadErrorProps {
  onRetry: () => void;
  /** What could not be loaded; "The page could not be loaded" when absent. */
  title?: ReactNode;
  /** A smaller variant for a block inside a page (its title is an h2, not the page's h1). */
  compact?: boolean;
  /**
   * The whole page failed: the error stands in for it, in a page container, with this document title
   * (kept out of search engines).
   */
  pageTitle?: string;
  /** Why it failed (the words differ for the connection and the server); by default the latest failed request's reason. */
  reason?: FailureReason | null;
}

/**
 * "Could not load" with a retry: the failed state of a page or of a block (network, 500, an answer that does
 * not match its schema; public-site.md §8), with the reason in the catalogue's words (shared/api/failure.ts). Plain markup, no Mantine Alert: it renders for every page's error
 * path. The title is the page's heading unless `compact`.
 */
export function LoadError({ onRetry, title, compact = false, pageTitle, reason }: LoadErrorProps) {
  const { t, i18n } = useLingui();
  const latest = useUnit($lastFailure);
  const why = reason === undefined ? latest : reason;
  const Heading = compact ? 'h2' : 'h1';
  const block = (
    <div className={classes.root} role="alert" data-testid="load-error" data-compact={compact || undefined}>
      <IconAlertCircle size={22} className={classes.icon} aria-hidden="true" />
      <div>
        <Heading className={classes.title}>{title ?? t`The page could not be loaded`}</Heading>
        <Text mb="md" size={compact ? 'sm' : undefined} data-reason={why ?? undefined}>
          {why ? i18n._(FAILURE_TEXT[why]) : <Trans>Please try again.</Trans>}
        </Text>
        <Button onClick={() => onRetry()} size={compact ? 'xs' : 'sm'} leftSection={<IconRefresh size={16} aria-hidden="true" />}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
  if (pageTitle === undefined) return block;
  return (
    <Container size="sm" py="xl">
      <PageMeta title={pageTitle} noIndex />
      {block}
    </Container>
  );
}
