import { ConsentBanner } from '@/features/third-party-consent';
import { Footer } from '@/widgets/footer';

/**
 * What the shell shows once the router has resolved the address: the consent banner (mounting it starts the consent)
 * and the footer. One lazily loaded chunk, not part of the first render (site-layout.tsx;
 * docs/decisions/router-budget-128kb.md).
 */
export { ConsentBanner, Footer };
