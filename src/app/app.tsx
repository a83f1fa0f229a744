import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { I18nLanguageProvider } from '@/shared/i18n';
import { lazyRetrying, snapshotOnScreen, yieldToMain } from '@/shared/lib';
import { PageSkeleton } from '@/shared/ui';
import { preloadSiteParts, SiteLayout } from './layouts/site-layout';
import { appScope } from './model/scope';

/**
 * The router and the route tree are their own chunk, loaded alongside the shell's first render (index.tsx starts
 * it; the HTML preloads it): the header and footer need no router
 * (docs/decisions/shell-before-router.md).
 */
// A router chunk that cannot load (the connection lost) keeps the page skeleton and is asked again (shared/lib retrying).
// Already loaded when the shell first renders (the usual case), it renders at once: no Suspense hand-over. Below a
// prerendered snapshot the router is made in the task after its chunk's evaluation (docs/decisions/boot-in-short-tasks.md).
const RoutedApp = lazyRetrying(() =>
  import(/* webpackChunkName: "router" */ './routed-app').then(async (module) => {
    if (snapshotOnScreen()) await yieldToMain();
    return module.startRouter(appScope);
  }),
);
export const loadRouter = RoutedApp.preload;
export { preloadSiteParts };

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
