import { ConsentBanner } from '@/features/third-party-consent';
import { AppFeedback } from '@/widgets/app-feedback';
import { Footer } from '@/widgets/footer';

/**
 * What the shell shows once the router has resolved the address: the consent banner (mounting it starts the consent),
 * the footer, and the app's toasts and dialogs (their models are in the shell from the start). One lazily loaded
 * chunk, not part of the first render (site-layout.tsx; docs/decisions/router-budget-128kb.md).
 */
export { AppFeedback, ConsentBanner, Footer };
