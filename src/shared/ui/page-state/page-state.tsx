import { Container, type ContainerProps } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { snapshotOnScreen } from '@/shared/lib';
import { LoadError } from '../load-error/load-error';
import { PageMeta } from '../page-meta/page-meta';

export interface PageStateProps<T> {
  /** What the page shows; null (or undefined) until it has loaded. */
  data: T | null | undefined;
  /** The last load failed for a reason the user can retry (a page query's `$failed`). */
  failed: boolean;
  onRetry: () => void;
  /** The page's outline while it loads. */
  skeleton: ReactNode;
  /**
   * The error stands in for the whole page, with this document title: in the page's own container (`size`,
   * `py`) or, without them, in LoadError's narrow one, kept out of search engines. Absent: the error is a block
   * in place (a part of a page).
   */
  page?: { title: string; size?: ContainerProps['size']; py?: ContainerProps['py']; noIndex?: boolean };
  /** The error's heading; "The page could not be loaded" when absent. */
  errorTitle?: ReactNode;
  /** Without `page`: LoadError's smaller variant, for a block inside a page (its heading an h2). */
  compact?: boolean;
  /**
   * A failure replaces data already on screen too (a failed reload in another language;
   * docs/decisions/page-states.md). Otherwise data on screen stays and the error shows only instead of a
   * first load.
   */
  failureWins?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The scaffold of a page that loads: failed → `LoadError` (with a retry), loading → the page's skeleton,
 * else the content. Renders exactly what the page would have rendered itself, the skeleton inside an element that
 * marks it as a placeholder (`display: contents`: no box of its own).
 */
export function PageState<T>({ data, failed, onRetry, skeleton, page, errorTitle, compact, failureWins = false, children }: PageStateProps<T>) {
  const arrived = data !== null && data !== undefined;
  const loaded = useContentInTransition(arrived);
  if (failed && (failureWins || !arrived)) {
    if (!page) return <LoadError onRetry={onRetry} title={errorTitle} compact={compact} />;
    if (page.size === undefined && page.py === undefined) return <LoadError onRetry={onRetry} title={errorTitle} pageTitle={page.title} />;
    return (
      <Container size={page.size} py={page.py}>
        <PageMeta title={page.title} noIndex={page.noIndex} />
        <LoadError onRetry={onRetry} title={errorTitle} />
      </Container>
    );
  }
  // Marked as a placeholder (the footer waits for it: app/styles/global.css); `display: contents` keeps the layout.
  if (!loaded)
    return (
      <div data-placeholder="" style={{ display: 'contents' }}>
        {skeleton}
      </div>
    );
  return <>{children(data as T)}</>;
}

/**
 * Below the prerendered snapshot (a public page's first load), the page's content renders in a transition once its
 * data has arrived: React renders it in slices of a few milliseconds instead of inside the store update that brought
 * the data, which is synchronous whatever the lane (useSyncExternalStore), one long task. Nobody sees the skeleton
 * meanwhile: the snapshot stays on screen until the page is there (docs/decisions/boot-in-short-tasks.md). Anywhere
 * else (a signed-in page, a later visit, every later load) the content renders at once.
 */
function useContentInTransition(arrived: boolean): boolean {
  const [deferred] = useState(() => !arrived && snapshotOnScreen());
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (deferred && arrived && !shown) startTransition(() => setShown(true));
  }, [deferred, arrived, shown]);
  return arrived && (!deferred || shown);
}
