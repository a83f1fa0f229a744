import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AppFeedback } from '@/widgets/app-feedback';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';

/** Every page: skip link, header, the page, footer, and the app-wide dialogs and toasts. */
export function SiteLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AppFeedback />
    </>
  );
}
