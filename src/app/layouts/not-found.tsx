import { withPageMessages } from '@/shared/i18n';
import { lazyRetrying } from '@/shared/lib';
import { MantineScope, PageSkeleton } from '@/shared/ui';

/**
 * The page's code and the whole catalog of the language on screen: an address outside the language route (`/xx/…`)
 * never runs its loader, and the not-found texts are not in the shell's catalog (scripts/split-catalogs.mjs).
 */
const NotFoundPage = lazyRetrying(withPageMessages(() => import('@/pages/not-found').then((module) => ({ default: module.NotFoundPage }))));

/** The router's not-found screen: the page's code (and Mantine) load on demand, behind the page skeleton. */
export function NotFound() {
  return (
    <MantineScope fallback={<PageSkeleton />}>
      <NotFoundPage />
    </MantineScope>
  );
}
