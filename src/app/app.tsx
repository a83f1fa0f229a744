import { Provider } from 'effector-react';
import { lazy, Suspense } from 'react';
import { I18nLanguageProvider } from '@/shared/i18n';
import { retrying } from '@/shared/lib';
import { PageSkeleton } from '@/shared/ui';
import { SiteLayout } from './layouts/site-layout';
import { appScope } from './model/scope';

/**
 * The router and the route tree are their own chunk, loaded alongside the shell's first render (index.tsx starts
 * it; the HTML preloads it): the header and footer need no router
 * (docs/decisions/shell-before-router.md).
 */
export const loadRouter = () => import(/* webpackChunkName: "router" */ './routed-app');
// A router chunk that cannot load (the connection lost) keeps the page skeleton and is asked again (shared/lib retrying).
const RoutedApp = lazy(() => retrying(loadRouter).then((module) => module.startRouter(appScope)));

/** The app's providers. Mantine's provider is not among them: the shell renders without Mantine's code, and
 * Mantine's components live under `MantineScope` (shared/ui), which loads it (docs/decisions/shell-without-mantine.md). */
export function App() {
  return (
    <Provider value={appScope}>
      <I18nLanguageProvider>
        <SiteLayout>
          <Suspense fallback={<PageSkeleton />}>
            <RoutedApp />
          </Suspense>
        </SiteLayout>
      </I18nLanguageProvider>
    </Provider>
  );
}
