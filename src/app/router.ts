import { createRouter } from '@tanstack/react-router';
import { PageSkeleton } from '@/shared/ui';
import { NotFound } from './layouts/not-found';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { auth: { isAuthorized: false }, onLanguage: () => undefined },
    defaultNotFoundComponent: NotFound,
    defaultPreload: 'intent',
    // The shell renders at once; the page's own chunk loads behind a skeleton (slow phones see the site sooner).
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
