import { RouterProvider } from '@tanstack/react-router';
import { allSettled, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { $isAuthorized } from '@/entities/session';
import { languageDetected } from '@/shared/i18n';
import { locationChanged, routerAttached } from '@/shared/routing';
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
 * The router, once its chunk has loaded: created and kept in step with `$location`; handed to the models when it
 * has resolved the first address (its redirects done), so effects and the shell's links navigate through it from
 * then on (a navigation asked for earlier goes then).
 */
export function startRouter(scope: Scope) {
  const router = createAppRouter();
  let attached = false;
  router.subscribe('onResolved', ({ toLocation }) => {
    void allSettled(locationChanged, {
      scope,
      params: {
        pathname: toLocation.pathname,
        search: toLocation.searchStr,
        hash: toLocation.hash ? `#${toLocation.hash}` : '',
        routeId: router.state.matches.at(-1)?.routeId,
      },
    }).then(() => {
      if (attached) return;
      attached = true;
      return allSettled(routerAttached, { scope, params: { history: router.history, followLink: (href: string) => void router.navigate({ href }) } });
    });
  });
  return { default: () => <RoutedApp router={router} /> };
}
