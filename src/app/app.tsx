import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { $isAuthorized } from '@/entities/session';
import { i18n, languageDetected } from '@/shared/i18n';
import type { AppRouter } from './router';

function RoutedApp({ router }: { router: AppRouter }) {
  const [isAuthorized, onLanguage] = useUnit([$isAuthorized, languageDetected]);
  const context = useMemo(() => ({ auth: { isAuthorized }, onLanguage }), [isAuthorized, onLanguage]);
  // Guards read `auth` from the context: re-run them when it changes.
  useEffect(() => {
    void router.invalidate();
  }, [router, isAuthorized]);
  return <RouterProvider router={router} context={context} />;
}

/** The app's providers. Mantine's provider is not among them: the shell renders without Mantine's code, and
 * Mantine's components live under `MantineScope` (shared/ui), which loads it (docs/decisions.md "Size budget"). */
export function App({ scope, router }: { scope: Scope; router: AppRouter }) {
  return (
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <RoutedApp router={router} />
      </I18nProvider>
    </Provider>
  );
}
