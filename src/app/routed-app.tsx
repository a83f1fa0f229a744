import { RouterProvider } from '@tanstack/react-router';
import { scopeBind, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { $isAuthorized } from '@/entities/session';
import { languageDetected, prefetchPageMessages, shellMessagesLoaded, splitLangFromPath } from '@/shared/i18n';
import { catalogAreaOf, locationChanged, routerAttached } from '@/shared/routing';
import { createAppRouter, type AppRouter } from './router';

function RoutedApp({ router }: { router: AppRouter }) {
  const [isAuthorized, onLanguage] = useUnit([$isAuthorized, languageDetected]);
  const context = useMemo(() => ({ auth: { isAuthorized }, onLanguage }), [isAuthorized, onLanguage]);
  // Guards read `auth` from the context: re-run them when it changes.
  useEffect(() => {
    void router.invalidate();
  }, [router, isAuthorized]);
  return <RouterProvider router={router} context={context} />;
}

/**
 * The first page's code and the whole catalog, asked for as soon as the route tree and the shell's messages are here:
 * the router itself asks only once the shell has rendered and the routes' guards have run, one long task later (on a
 * slow phone, that task and the chunks' round trip came one after the other). Not before the shell's messages: the
 * first paint waits for them, and the page's code would compete with them for the line. Matching the address loads
 * nothing but code: no guard, no loader, no call runs here. A signed-in area's code is fetched for a visitor too:
 * they come back to it after signing in. A chunk that fails here is asked again by the router
 * (docs/decisions/chunks-that-retry.md). See docs/decisions/first-page-warm.md.
 */
export function warmFirstPage(router: AppRouter): Promise<void> {
  const { pathname } = window.location;
  const { lang } = splitLangFromPath(pathname);
  return shellMessagesLoaded(lang).then(
    () => {
      loadCodeOf(router, pathname);
      prefetchPageMessages(lang, catalogAreaOf(pathname));
    },
    () => undefined,
  );
}

/** Fetches the code of the routes `pathname` matches (code only: no guard, no loader, no call runs). */
function loadCodeOf(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * The router, once its chunk has loaded: created and kept in step with `$location`; handed to the models when it
 * has resolved the first address (its redirects done), so effects and the shell's links navigate through it from
 * then on (a navigation asked for earlier goes then).
 *
 * Both events are called in the scope at once, in this order. Not through `allSettled`: that waits for every effect
 * running in the scope, and the page has mounted by then and asked for its data, so the router would have been
 * "ready" (`main` no longer busy) only when the page's data had arrived (docs/decisions/suspense-throttle.md).
 */
export function startRouter(scope: Scope) {
  const router = createAppRouter();
  void warmFirstPage(router);
  const changed = scopeBind(locationChanged, { scope });
  const attach = scopeBind(routerAttached, { scope });
  let attached = false;
  router.subscribe('onResolved', ({ toLocation }) => {
    changed({
      pathname: toLocation.pathname,
      search: toLocation.searchStr,
      hash: toLocation.hash ? `#${toLocation.hash}` : '',
      routeId: router.state.matches.at(-1)?.routeId,
    });
    if (attached) return;
    attached = true;
    attach({
      history: router.history,
      followLink: (href: string) => void router.navigate({ href }),
      preloadCode: (href: string) => loadCodeOf(router, new URL(href, window.location.origin).pathname),
    });
  });
  return { default: () => <RoutedApp router={router} /> };
}
