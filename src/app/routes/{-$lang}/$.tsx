import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NotFoundPage } from '@/pages/not-found';
import { PageSkeleton } from '@/shared/ui';
import { matchCatchAllAddress } from './-addresses';

/**
 * Every path under a language that no route file matches: the addresses of the table `./-addresses.tsx` (registration,
 * password recovery, a chat room), each its page slice loaded lazily, and the not-found page for the rest.
 */
export const Route = createFileRoute('/{-$lang}/$')({
  component: function CatchAllRoute() {
    const match = matchCatchAllAddress(Route.useParams()._splat ?? '');
    if (!match) return <NotFoundPage />;
    const { page: Page } = match.row;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page params={match.params} />
      </Suspense>
    );
  },
});
