import { lazy } from 'react';
import { MantineScope, PageSkeleton } from '@/shared/ui';

const NotFoundPage = lazy(() => import('@/pages/not-found').then((module) => ({ default: module.NotFoundPage })));

/** The router's not-found screen: the page's code (and Mantine) load on demand, behind the page skeleton. */
export function NotFound() {
  return (
    <MantineScope fallback={<PageSkeleton />}>
      <NotFoundPage />
    </MantineScope>
  );
}
