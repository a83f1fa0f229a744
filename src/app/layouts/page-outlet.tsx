import { Outlet } from '@tanstack/react-router';
import { MantineScope, PageSkeleton } from '@/shared/ui';
import { MountInTransition } from './mount-in-transition';

/**
 * The root route's component: the matched page, under Mantine's provider. Below a prerendered snapshot, the first
 * page mounts in a transition (docs/decisions/boot-in-short-tasks.md).
 */
export function PageOutlet() {
  return (
    <MantineScope fallback={<PageSkeleton />}>
      <MountInTransition>
        <Outlet />
      </MountInTransition>
    </MantineScope>
  );
}
