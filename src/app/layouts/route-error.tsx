import { useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $online } from '@/shared/api';
import { LoadError } from '@/shared/ui';

/** The bundler's error for a code chunk that could not be fetched (rspack names it as webpack does). */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * What a page shows when it could not be shown: its code chunk refused by a bad connection (TanStack's code-split
 * route components throw it), or a page that failed to render. The page-level "could not load" in the customer's
 * language with "Try again", which loads the page again (the router asks for a failed chunk again); when the
 * connection comes back, it tries by itself. Instead of TanStack's default, an English "Something went wrong!".
 * Its messages are in the whole catalog (scripts/split-catalogs.mjs NOT_SHELL): the language route has loaded it.
 */
export default function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const online = useUnit($online);
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void router.invalidate();
    }
  }, [online, router]);
  return (
    <LoadError
      onRetry={() => void router.invalidate()}
      pageTitle={t`The page could not be loaded`}
      reason={isChunkLoadError(error) || !online ? 'network' : null}
    />
  );
}
