import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { createContext, useContext, type ComponentType } from 'react';
import type { Decorator, Loader, Preview } from 'storybook-react-rsbuild';
import { cssVariablesResolver, theme } from '@/shared/ui';
import { requestFx } from '@/shared/api';
import { activateLanguage, i18n, isLang, loadPageMessages, languageDetected, localizePath, type Lang } from '@/shared/i18n';
import { never, type EffectorParameter } from '../stories/support/scope';
// The app's global styles: self-hosted Noto Sans (Armenian, Latin, Cyrillic), Mantine CSS, global.css.
import '@/app/styles';

/** The story being rendered, handed to the memory router's root route. */
const StoryComponent = createContext<ComponentType | null>(null);

function StoryRoute() {
  const Story = useContext(StoryComponent);
  return Story ? <Story /> : null;
}

/**
 * A router of one root route that renders the story, plus a catch-all child so that every path
 * matches: `Link`, `useLocation`, `useRouter` and `createLink` work, and clicking a link inside a
 * story only changes the memory history.
 */
function createStoryRouter(path: string): AnyRouter {
  const rootRoute = createRootRoute({ component: StoryRoute });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  return createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

interface StoryLoaded {
  scope: Scope;
  router: AnyRouter;
  lang: Lang;
}

/**
 * Before each render: activate the toolbar language, fork a fresh scope from
 * `parameters.effector`, tell it the language (`languageDetected`, as the app's root route does),
 * and let the memory router resolve `parameters.route` (a language-free path, prefixed for en/ru).
 */
const prepareStory: Loader = async (context): Promise<StoryLoaded> => {
  const lang: Lang = isLang(context.globals.lang) ? context.globals.lang : 'hy';
  await Promise.all([activateLanguage(lang), loadPageMessages(lang, 'site'), loadPageMessages(lang, 'portal')]);
  // Toasts live in Mantine's module-level store: none of a previous story's may show in this one (the visual
  // suite switches stories in one preview page).
  await import('@mantine/notifications').then(({ notifications }) => notifications.clean());

  const parameter = context.parameters.effector as EffectorParameter | undefined;
  const setup = (typeof parameter === 'function' ? parameter({ lang }) : parameter) ?? {};
  const scope = fork({
    values: [...(setup.values ?? [])],
    // No network in Storybook: every request the models make stays pending unless a story mocks it.
    handlers: [[requestFx, never], ...(setup.handlers ?? [])],
  });
  await allSettled(languageDetected, { scope, params: lang });
  for (const [unit, params] of setup.launch ?? []) void allSettled(unit, { scope, params });

  const route = (context.parameters.route as string | undefined) ?? '/';
  const router = createStoryRouter(localizePath(route, lang));
  await router.load();
  return { scope, router, lang };
};

const withAppProviders: Decorator = (Story, context) => {
  const { scope, router } = context.loaded as StoryLoaded;
  const padded = (context.parameters.layout ?? 'padded') === 'padded';
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nProvider i18n={i18n}>
        <Provider value={scope}>
          <StoryComponent.Provider value={Story}>
            <div style={padded ? { padding: 16 } : undefined}>
              <RouterProvider router={router} />
            </div>
          </StoryComponent.Provider>
        </Provider>
      </I18nProvider>
    </MantineProvider>
  );
};

const preview = {
  globalTypes: {
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'hy', right: 'hy', title: 'Հայերեն' },
          { value: 'en', right: 'en', title: 'English' },
          { value: 'ru', right: 'ru', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'hy' },
  loaders: [prepareStory],
  decorators: [withAppProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
} satisfies Preview;

export default preview;
