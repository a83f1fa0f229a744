import { ConsentBanner } from '@/features/third-party-consent';
import { AppFeedback } from '@/widgets/app-feedback';
import { Footer } from '@/widgets/footer';
import { OfflineBanner } from '@/shared/ui';

/**
 * What the shell shows once the router has resolved the address: the consent banner (mounting it starts the consent),
 * the footer, the offline notice, and the app's toasts and dialogs (their models, and the offline one's, are in the
 * shell from the start: a call held while offline is counted before the notice shows). One lazily loaded
 * chunk, not part of the first render (site-layout.tsx; docs/decisions/router-budget-128kb.md).
 */
export { AppFeedback, ConsentBanner, Footer, OfflineBanner };
