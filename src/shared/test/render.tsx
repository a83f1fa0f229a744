import { I18nProvider } from '@lingui/react';
import { mergeThemeOverrides, MantineProvider, Popover } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/shared/ui';
import { activateLanguage, i18n, languageDetected, loadPageMessages, type Lang } from '@/shared/i18n';

/**
 * The app's theme, except that a dropdown is never hidden as "detached from its field": the test DOM lays nothing out,
 * so Floating UI finds every field hidden, and an open list went `display: none` once its position was computed (a
 * test that looked for an option a little late, in a busy run, found none).
 */
const testTheme = mergeThemeOverrides(theme, { components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } });

/**
 * Renders a component as the app would: Mantine theme, Lingui in `lang`, an Effector scope,
 * and a memory router at `path` (components use router links and hooks).
 */
export async function renderWithApp(ui: ReactNode, options: { scope?: Scope; lang?: Lang; path?: string } = {}) {
  const scope = options.scope ?? fork();
  const lang = options.lang ?? 'en';
  await Promise.all([activateLanguage(lang), loadPageMessages(lang, 'site'), loadPageMessages(lang, 'portal')]);
  await allSettled(languageDetected, { scope, params: lang });
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }) });
  await router.load();
  const result = render(
    <Provider value={scope}>
      <MantineProvider theme={testTheme} cssVariablesResolver={cssVariablesResolver}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>
    </Provider>,
  );
  return { ...result, scope, router };
}
