import { Outlet } from '@tanstack/react-router';
import { MantineScope, PageSkeleton } from '@/shared/ui';

/** The root route's component: the matched page, under Mantine's provider. */
export function PageOutlet() {
  return (
    <MantineScope fallback={<PageSkeleton />}>
      <Outlet />
    </MantineScope>
  );
}
