import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { MantineScope, PageSkeleton } from '@/shared/ui';
import { AppFeedback } from '@/widgets/app-feedback';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';

/**
 * Every page: skip link, header, the page, footer, and the app-wide dialogs and toasts.
 * The shell is plain markup and renders at once; pages are built with Mantine, whose code loads
 * (with the page's own chunk) behind the page skeleton.
 */
export function SiteLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <MantineScope fallback={<PageSkeleton />}>
          <Outlet />
        </MantineScope>
      </main>
      <Footer />
      <AppFeedback />
    </>
  );
}
