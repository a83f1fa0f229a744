import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { $heldCalls, $online } from '@/shared/api';
import { lazyRetrying } from '@/shared/lib';
import { $routerReady } from '@/shared/routing';
import { Header } from '@/widgets/header';

// The footer, the consent banner (with the consent's start), and the toasts and the app's dialogs (the warning of a
// 400, "your session has ended", the expiry warning) are shown once the router has resolved the address (below):
// their code, one chunk, loads after the shell's first render (bench:size; docs/decisions/router-budget-128kb.md). A
// connection lost before it arrives leaves the page without them until it is back (shared/lib retrying), not with an
// error. What the dialogs and toasts show is kept in their models, which are in the shell from the start: nothing
// said before the router is ready is lost (router-budget-128kb.md, "The app's feedback").
type AfterRouter = typeof import('./after-router');
const afterRouterPart = <P extends object>(pick: (module: AfterRouter) => ComponentType<P>) =>
  lazyRetrying(() => import('./after-router').then((module) => ({ default: pick(module) })));
const Footer = afterRouterPart((module) => module.Footer);
const ConsentBanner = afterRouterPart((module) => module.ConsentBanner);
const AppFeedback = afterRouterPart((module) => module.AppFeedback);
const OfflineBanner = afterRouterPart((module) => module.OfflineBanner);

/**
 * The parts above, asked for at boot with the router's (index.tsx): the router asks for the page's code as soon as it
 * has loaded, and a footer arriving after the page would be held back by React (docs/decisions/suspense-throttle.md).
 * Each part preloaded renders at once when shown, without a Suspense hand-over.
 */
export const preloadSiteParts = () => Promise.all([Footer, ConsentBanner, AppFeedback, OfflineBanner].map((part) => part.preload()));

/**
 * Every page: skip link, header, the page, footer, and the app-wide dialogs and toasts.
 * The shell is plain markup and renders at once, before the router's code has loaded (`children` is the routed
 * part); pages are built with Mantine, whose code loads (with the page's own chunk) behind the page skeleton.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { routerReady, online, heldCalls } = useUnit({ routerReady: $routerReady, online: $online, heldCalls: $heldCalls });
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {/* Asks before the chat widget or push service loads (only when one is configured, once the router has shown the
          page: mounting it starts the consent); first in the document for the keyboard, at the bottom of the screen. */}
      {routerReady ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      <Header />
      {/* Busy until the router has loaded and resolved the address (tests wait for it: e2e/support/app.ts). */}
      <main id="main" tabIndex={-1} aria-busy={routerReady ? undefined : true}>
        {children}
      </main>
      {/* The footer joins once the router has resolved the address: shown earlier, below the page skeleton, it would
          be in view on a phone and pushed down when the page renders (layout shift). */}
      {routerReady ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {/* Offline: what is sent waits for the connection (shared/api connection.ts), and this says so. With the page's
          words, once the router has shown it (a page that never loaded has nothing to say; its words are not the
          shell's). */}
      {routerReady ? (
        <Suspense fallback={null}>
          <OfflineBanner offline={!online} waiting={heldCalls} />
        </Suspense>
      ) : null}
      {routerReady ? (
        <Suspense fallback={null}>
          <AppFeedback />
        </Suspense>
      ) : null}
    </>
  );
}
