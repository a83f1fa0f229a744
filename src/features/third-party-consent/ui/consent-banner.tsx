import { useGate, useUnit } from 'effector-react';
import { Suspense } from 'react';
import { lazyRetrying } from '@/shared/lib';
import { $consentReady, ConsentGate } from '../model/start';

// The same module the model's loader imports (start.ts): the model and the banner are one chunk.
const ConsentBannerView = lazyRetrying(() => import('./consent-banner.view'));

/**
 * The consent banner (issue 22 item 3): mounting it starts the consent (ConsentGate); nothing more of it is loaded
 * unless a chat widget or a push service is configured and this browser has not chosen yet (or asked to change the
 * choice from the footer).
 */
export function ConsentBanner() {
  useGate(ConsentGate);
  const ready = useUnit($consentReady);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerView />
    </Suspense>
  );
}
