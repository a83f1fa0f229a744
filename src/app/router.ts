import { createRouter } from '@tanstack/react-router';
import { lazyRetrying } from '@/shared/lib';
import { PageSkeleton } from '@/shared/ui';
import { NotFound } from './layouts/not-found';
import { routeTree } from './routeTree.gen';

/**
 * Query strings are text, as the backend and the bank write them: `orderID=12345678901234567890` or `id=70001` must
 * not become numbers (TanStack's default parses values as JSON and writes strings that look like JSON back quoted,
 * `id=%2270001%22`). Routes turn what they need into numbers themselves (`validateSearch`).
 */
export const parseSearch = (searchStr: string): Record<string, string> => Object.fromEntries(new URLSearchParams(searchStr));

export function stringifySearch(search: Record<string, unknown>): string {
  const text = new URLSearchParams(Object.entries(search).filter(([, value]) => value != null).map(([key, value]) => [key, String(value)])).toString();
  return text ? `?${text}` : '';
}

/** A page that could not load or render: its own chunk, loaded only then (./layouts/route-error). */
const RouteError = lazyRetrying(() => import('./layouts/route-error'));

export function createAppRouter() {
  return createRouter({
    routeTree,
    parseSearch,
    stringifySearch,
    context: { auth: { isAuthorized: false }, onLanguage: () => undefined },
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
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
