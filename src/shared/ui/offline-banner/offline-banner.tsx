import { Plural, Trans } from '@lingui/react/macro';
import classes from './offline-banner.module.css';

export interface OfflineBannerProps {
  /** The browser reports no network (`navigator.onLine === false`). */
  offline: boolean;
  /** Calls held until the connection is back (presses and page loads). */
  waiting: number;
}

/**
 * The quiet offline notice of the shell: while the browser is offline, what the customer sends waits and goes once
 * the connection is back (shared/api connection.ts). A polite live region, present while online too, so that
 * screen readers hear the change.
 */
export function OfflineBanner({ offline, waiting }: OfflineBannerProps) {
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner">
      {offline ? (
        <div className={classes.root}>
          <span className={classes.dot} aria-hidden="true" />
          <span className={classes.title}>
            <Trans>You are offline.</Trans>
          </span>
          <span>
            <Trans>What you send now will go when the connection is back.</Trans>
          </span>
          {waiting > 0 ? (
            <span>
              <Plural value={waiting} one="# request is waiting." other="# requests are waiting." />
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
